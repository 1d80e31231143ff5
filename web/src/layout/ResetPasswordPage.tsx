// /reset_password/:token (spec 1 §5): password of at least 6 characters, submit only when non-empty.
import { useState } from 'react';
import LockResetIcon from '@mui/icons-material/LockReset';
import { useNavigate, useParams } from 'react-router-dom';
import { Button, Form, FormDataConsumer, minLength, PasswordInput, required, useNotify } from 'react-admin';
import { RESET_PASSWORD_MIN } from '@console/contract';
import { requestJson } from '../providers/api.ts';
import { AuthFrame } from './AuthFrame.tsx';
import { BackToLogin } from './MfaCodePage.tsx';

const validatePassword = [required(), minLength(RESET_PASSWORD_MIN, 'app.validation.min_length')];

const SubmitButton = ({ busy }: { busy: boolean }) => (
  <FormDataConsumer<{ password?: string }>>
    {({ formData }) => (
      <Button type="submit" variant="contained" size="large" label="app.auth.reset_submit" fullWidth sx={{ mt: 2 }} disabled={busy || !formData.password} />
    )}
  </FormDataConsumer>
);

export const ResetPasswordPage = () => {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  const submit = async (values: Record<string, unknown>) => {
    setBusy(true);
    try {
      await requestJson('account/reset_password', { method: 'POST', auth: false, form: { token, password: String(values.password) } });
      notify('app.auth.password_reset', { type: 'success' });
      navigate('/login');
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'ra.notification.http_error', { type: 'warning' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthFrame subtitle="app.auth.reset_title" icon={<LockResetIcon />}>
      <Form onSubmit={submit} noValidate>
        <PasswordInput source="password" label="app.auth.new_password" autoFocus autoComplete="new-password" validate={validatePassword} />
        <SubmitButton busy={busy} />
      </Form>
      <BackToLogin />
    </AuthFrame>
  );
};
