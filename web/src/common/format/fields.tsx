// Fields that show a record's value through the console's formatting rules (./format.ts). They take
// the props of react-admin's DateField and NumberField that the console uses, so a screen imports
// them instead of react-admin's (whose output follows the browser's locale: US dates, UTC-less times).
import { Typography, type TypographyProps } from '@mui/material';
import type { ReactNode } from 'react';
import { useFieldValue, useRecordContext, useTranslate, type FieldProps } from 'react-admin';
import { useFormat, type Formatters } from './useFormat.ts';

interface FormattedFieldProps extends FieldProps {
  emptyText?: string;
  sx?: TypographyProps['sx'];
}

/** One field: reads the value, shows emptyText (translated) when there is none, else the formatted text. */
function Formatted({ emptyText, sx, text }: { emptyText?: string; sx?: TypographyProps['sx']; text: string | undefined }) {
  const translate = useTranslate();
  const shown = text === undefined || text === '-' ? (emptyText ? translate(emptyText, { _: emptyText }) : text === '-' ? '-' : '') : text;
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap', ...sx }}>
      {shown as ReactNode}
    </Typography>
  );
}

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

function useValue(props: FieldProps): unknown {
  return useFieldValue({ source: props.source as string, record: props.record });
}

/** A date (dd/mm/yyyy), or with showTime a date and time in Brussels. */
export const DateField = ({ showTime, emptyText, sx, ...props }: FormattedFieldProps & { showTime?: boolean; options?: unknown }) => {
  const format = useFormat();
  const value = useValue(props);
  return <Formatted emptyText={emptyText} sx={sx} text={isBlank(value) ? undefined : showTime ? format.dateTime(value) : format.date(value)} />;
};

/**
 * A number with the language's separators. `options` keeps react-admin's shape for the two uses the
 * console has: a maximum of decimals and percentages.
 */
export const NumberField = ({
  emptyText,
  sx,
  options,
  transform,
  ...props
}: FormattedFieldProps & { options?: Intl.NumberFormatOptions; transform?: (value: unknown) => unknown }) => {
  const format = useFormat();
  const raw = useValue(props);
  const value = transform && !isBlank(raw) ? transform(raw) : raw;
  let text: string | undefined;
  if (!isBlank(value)) {
    if (options?.style === 'percent') text = format.percent(value, options.maximumFractionDigits ?? 0);
    else if (options?.style === 'currency') text = format.money(value, options.currency);
    else text = format.number(value, { decimals: options?.maximumFractionDigits ?? 2, minDecimals: options?.minimumFractionDigits });
  }
  return <Formatted emptyText={emptyText} sx={sx} text={text} />;
};

/** A field formatted by one of the named helpers (gb, bytes, money...). */
function helperField(pick: (format: Formatters, value: unknown, record: Record<string, unknown> | undefined) => string) {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per field type when this module loads, never during a render
  const Field = ({ emptyText, sx, ...props }: FormattedFieldProps) => {
    const format = useFormat();
    const record = useRecordContext(props);
    const value = useValue(props);
    return <Formatted emptyText={emptyText} sx={sx} text={isBlank(value) ? undefined : pick(format, value, record as Record<string, unknown> | undefined)} />;
  };
  return Field;
}

/** A data volume stored in GB. */
export const GbField = helperField((format, value) => format.gb(value));
/** A data volume stored in MB, shown in GB. */
export const MbAsGbField = helperField((format, value) => format.mbAsGb(value));
/** A file size in bytes. */
export const BytesField = helperField((format, value) => format.bytes(value));
/** An amount in the record's `currency`, EUR without one. */
export const MoneyField = helperField((format, value, record) => format.money(value, (record?.currency as string | undefined) || 'EUR'));
/** A price per MB in the record's `currency` (EUR without one), with its real precision. */
export const PerMbPriceField = helperField((format, value, record) => format.perMb(value, (record?.currency as string | undefined) || 'EUR'));
/** A speed test bandwidth in Mbps, converted from the record's `bandwidth_unit`. */
export const MbpsField = helperField((format, value, record) => format.mbps(value, record?.bandwidth_unit));
