// The console's date pickers (issue 28, decision 0083). The browser's native date input shows the
// browser's format (1 December as "12/01/2026" for French and Dutch accounts too); these
// pickers show dd/mm/yyyy and a 24-hour clock in every language, with the calendar, month names and
// buttons in the console's language (MUI X pickers on dayjs). What the form sends is unchanged:
// a date is the calendar day "YYYY-MM-DD" (never shifted by a zone), a date and time is an ISO
// instant in UTC, entered and shown in Europe/Brussels (the house rule for times).
//
// `DateInput` and `DateTimeInput` take the props of react-admin's inputs of the same names and
// replace them everywhere (a test fails on a react-admin one); `DatePickerField` is the plain picker
// for pages that hold their dates in state (report filters).
import { Box } from '@mui/material';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, frFR, nlNL } from '@mui/x-date-pickers/locales';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/fr';
import 'dayjs/locale/nl-be';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { ReactNode } from 'react';
import { FieldTitle, InputHelperText, useInput, useLocaleState, type InputProps } from 'react-admin';
import type { Locale } from '@console/contract';
import { CONSOLE_TIME_ZONE } from './format.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

/** What the pickers show, in every language. */
export const DATE_FORMAT = 'DD/MM/YYYY';
export const DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm';

const DAYJS_LOCALES: Record<Locale, string> = { en: 'en-gb', fr: 'fr', nl: 'nl-be' };
const PICKER_TEXTS: Record<Locale, typeof enUS> = { en: enUS, fr: frFR, nl: nlNL };
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A stored calendar day ("YYYY-MM-DD", or an instant whose Brussels day is taken) as the picker's value. */
export function dayValue(value: unknown): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string' && DAY.test(value)) return localDay(value);
  const instant = dayjs(value as string | Date | number);
  return instant.isValid() ? localDay(instant.tz(CONSOLE_TIME_ZONE).format('YYYY-MM-DD')) : null;
}

const localDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return dayjs(new Date(y, m - 1, d));
};

/** The picker's day as the API wants it: "YYYY-MM-DD", or null when cleared. Undefined while half typed. */
export function dayOf(value: Dayjs | null): string | null | undefined {
  if (value === null) return null;
  return value.isValid() ? value.format('YYYY-MM-DD') : undefined;
}

/** A stored instant as the picker's value, read in Brussels. */
export function instantValue(value: unknown): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const instant = dayjs(value as string | Date | number);
  return instant.isValid() ? instant.tz(CONSOLE_TIME_ZONE) : null;
}

/** The picker's instant as the API wants it: ISO in UTC, or null when cleared. Undefined while half typed. */
export function instantOf(value: Dayjs | null): string | null | undefined {
  if (value === null) return null;
  return value.isValid() ? value.toDate().toISOString() : undefined;
}

/** The pickers' language: calendar, month names and buttons; the format stays dd/mm/yyyy. */
export function PickerLocalization({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState();
  const language = (locale in DAYJS_LOCALES ? locale : 'en') as Locale;
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={DAYJS_LOCALES[language]}
      localeText={PICKER_TEXTS[language].components.MuiLocalizationProvider.defaultProps.localeText}
    >
      {children}
    </LocalizationProvider>
  );
}

type PickerInputProps = InputProps & {
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  margin?: 'none' | 'dense' | 'normal';
  variant?: 'standard' | 'outlined' | 'filled';
  sx?: object;
  className?: string;
  /** Filters: kept for react-admin's filter form, which reads it from the element. */
  alwaysOn?: boolean;
  minDate?: string;
  maxDate?: string;
};

function PickerInput({ withTime, ...props }: PickerInputProps & { withTime: boolean }) {
  const {
    label,
    source,
    resource,
    helperText,
    fullWidth,
    size = 'small',
    margin,
    variant,
    sx,
    className,
    disabled,
    readOnly,
    minDate,
    maxDate,
    alwaysOn: _alwaysOn,
    ...rest
  } = props;
  const { field, fieldState, id, isRequired } = useInput({ source, resource, disabled, readOnly, ...rest });
  const { error, invalid } = fieldState;
  const common = {
    name: field.name,
    inputRef: field.ref,
    disabled: disabled || readOnly,
    readOnly,
    minDate: minDate ? (dayValue(minDate) ?? undefined) : undefined,
    maxDate: maxDate ? (dayValue(maxDate) ?? undefined) : undefined,
    slotProps: {
      field: { clearable: true },
      textField: {
        id,
        size,
        margin,
        variant,
        fullWidth,
        onBlur: field.onBlur,
        error: invalid,
        className: ['ra-input', `ra-input-${source}`, className].filter(Boolean).join(' '),
        helperText: helperText !== false || invalid ? <InputHelperText error={error?.message} helperText={helperText} /> : null,
      },
    },
    label: label !== '' && label !== false ? <FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} /> : null,
  };
  return (
    <PickerLocalization>
      <Box className="ra-input-picker" sx={{ display: fullWidth ? 'block' : 'inline-flex', ...sx }}>
        {withTime ? (
          <DateTimePicker
            {...common}
            format={DATE_TIME_FORMAT}
            ampm={false}
            timezone={CONSOLE_TIME_ZONE}
            value={instantValue(field.value)}
            onChange={(value) => {
              const next = instantOf(value);
              if (next !== undefined) field.onChange(next);
            }}
          />
        ) : (
          <DatePicker
            {...common}
            format={DATE_FORMAT}
            value={dayValue(field.value)}
            onChange={(value) => {
              const next = dayOf(value);
              if (next !== undefined) field.onChange(next);
            }}
          />
        )}
      </Box>
    </PickerLocalization>
  );
}

/** A calendar day (sent as "YYYY-MM-DD"), shown dd/mm/yyyy in every language. Props of react-admin's DateInput. */
export const DateInput = (props: PickerInputProps) => <PickerInput {...props} withTime={false} />;

/** An instant (sent as ISO in UTC), entered and shown dd/mm/yyyy HH:mm in Brussels. Props of react-admin's DateTimeInput. */
export const DateTimeInput = (props: PickerInputProps) => <PickerInput {...props} withTime />;

/** A date picker outside a form: value and onChange in "YYYY-MM-DD" ('' when cleared). */
export function DatePickerField({
  value,
  onChange,
  label,
  sx,
  testId,
}: {
  value: string;
  onChange: (value: string) => void;
  label: ReactNode;
  sx?: object;
  testId?: string;
}) {
  return (
    <PickerLocalization>
      <Box data-testid={testId} sx={{ display: 'inline-flex' }}>
        <DatePicker
          format={DATE_FORMAT}
          label={label}
          value={dayValue(value)}
          onChange={(next) => {
            const day = dayOf(next);
            if (day !== undefined) onChange(day ?? '');
          }}
          slotProps={{ textField: { size: 'small', sx } }}
        />
      </Box>
    </PickerLocalization>
  );
}

/** What the month pickers show: mm/yyyy. */
export const MONTH_FORMAT = 'MM/YYYY';

/** A month picker outside a form: value and onChange in "YYYY-MM" (a billing period). */
export function MonthPickerField({
  value,
  onChange,
  label,
  size = 'small',
  testId,
}: {
  value: string;
  onChange: (value: string) => void;
  label: ReactNode;
  size?: 'small' | 'medium';
  testId?: string;
}) {
  return (
    <PickerLocalization>
      <Box data-testid={testId} sx={{ display: 'inline-flex' }}>
        <DatePicker
          views={['year', 'month']}
          openTo="month"
          format={MONTH_FORMAT}
          label={label}
          value={/^\d{4}-\d{2}$/.test(value) ? dayValue(`${value}-01`) : null}
          onChange={(next) => {
            if (next?.isValid()) onChange(next.format('YYYY-MM'));
          }}
          slotProps={{ textField: { size } }}
        />
      </Box>
    </PickerLocalization>
  );
}
