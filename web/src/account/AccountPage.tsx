// Account settings (spec 3 §2 /account): e-mail, names, a new password and the theme. The server
// answers refusals with a field-to-message map; each is shown as a warning and on its field. A new
// password asks for the current one (issue 28; the server checks it).
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import {
  email,
  HttpError,
  Loading,
  minLength,
  PasswordInput,
  RadioButtonGroupInput,
  required,
  SimpleForm,
  TextInput,
  Title,
  useGetIdentity,
  useLocaleState,
  useNotify,
  useTheme,
  useTranslate,
} from 'react-admin';
import { ACCOUNT_PASSWORD_MIN, LOCALES, THEMES, type Locale, type Theme } from '@console/contract';
import { SaveToolbar } from '../common/SaveToolbar.tsx';
import { FormRow } from '../common/FormSection.tsx';
import { useConsoleDataProvider } from '../providers/dataProvider.ts';

interface Account {
  email: string;
  firstname: string;
  lastname: string;
  theme?: Theme;
  locale?: Locale;
}

type AccountForm = Account & { password?: string; current_password?: string };

const themeChoices = THEMES.map((id) => ({ id, name: `app.theme.${id}` }));
const localeChoices = LOCALES.map((id) => ({ id, name: `app.locales.${id}` }));

/** What PUT /account takes; an empty password means "keep the current one". */
const bodyOf = ({ email: mail, firstname, lastname, password, current_password, theme, locale }: AccountForm) => ({
  email: mail,
  firstname,
  lastname,
  theme,
  locale,
  ...(password ? { password, current_password } : {}),
});

/** Asked only once a new password is typed: the server requires it then, and only then. */
const CurrentPasswordInput = () => {
  const password = useWatch({ name: 'password' });
  if (!password) return null;
  return (
    <PasswordInput
      source="current_password"
      label="app.account.fields.current_password"
      validate={required()}
      helperText="app.account.current_password_helper"
      autoComplete="current-password"
    />
  );
};

const fieldErrorsOf = (error: unknown): Record<string, string> | undefined => {
  const errors = error instanceof HttpError ? (error.body as { errors?: unknown } | null)?.errors : undefined;
  return errors && typeof errors === 'object' && Object.keys(errors).length > 0 ? (errors as Record<string, string>) : undefined;
};

export const AccountPage = () => {
  const dataProvider = useConsoleDataProvider();
  const notify = useNotify();
  const translate = useTranslate();
  const [, setTheme] = useTheme();
  const [, setLocale] = useLocaleState();
  const { refetch: refetchIdentity } = useGetIdentity();
  const { data, isPending, refetch } = useQuery({ queryKey: ['account'], queryFn: () => dataProvider.get<Account>('account') });

  const save = async (values: Record<string, unknown>) => {
    const input = values as unknown as AccountForm;
    try {
      await dataProvider.put('account', bodyOf(input));
      notify('app.account.updated', { type: 'info' });
      if (input.theme) setTheme(input.theme);
      if (input.locale) setLocale(input.locale);
      void refetch();
      void refetchIdentity();
      return undefined;
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if (!fieldErrors) {
        notify(error instanceof Error && error.message ? error.message : 'ra.notification.http_error', { type: 'warning' });
        return undefined;
      }
      for (const [field, message] of Object.entries(fieldErrors)) {
        const label = translate(`app.account.fields.${field}`, { _: field });
        notify('app.account.field_error', { type: 'warning', messageArgs: { field: label, message } });
      }
      // Returned errors are shown on their fields by the form.
      return fieldErrors;
    }
  };

  return (
    <Box sx={{ maxWidth: 720, mt: 2 }}>
      <Title title="app.account.title" />
      <Card>
        <CardContent sx={{ pb: 0 }}>
          <Typography variant="h6" component="h1">
            {translate('app.account.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('app.account.subtitle')}
          </Typography>
        </CardContent>
        {isPending ? (
          <Loading />
        ) : (
          <SimpleForm record={{ ...data, password: '', current_password: '' }} onSubmit={save} toolbar={<SaveToolbar />}>
            <TextInput source="email" label="app.account.fields.email" validate={[required(), email()]} autoComplete="email" />
            <FormRow>
              <TextInput source="firstname" label="app.account.fields.firstname" validate={required()} autoComplete="given-name" />
              <TextInput source="lastname" label="app.account.fields.lastname" validate={required()} autoComplete="family-name" />
            </FormRow>
            <PasswordInput
              source="password"
              label="app.account.fields.password"
              validate={minLength(ACCOUNT_PASSWORD_MIN, 'app.validation.min_length')}
              helperText="app.account.password_helper"
              autoComplete="new-password"
            />
            <CurrentPasswordInput />
            <RadioButtonGroupInput source="theme" label="app.account.fields.theme" choices={themeChoices} />
            <RadioButtonGroupInput source="locale" label="app.account.fields.locale" choices={localeChoices} />
          </SimpleForm>
        )}
      </Card>
    </Box>
  );
};
