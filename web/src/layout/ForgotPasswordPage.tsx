// /forgot-password (spec 1 §7.1, §8): POST /account/forget_password as form data.
import { useState } from 'react';
import LockResetIcon from '@mui/icons-material/LockReset';
import { Typography } from '@mui/material';
import { Button, Form, required, TextInput, useNotify, useTranslate } from 'react-admin';
import { requestJson } from '../providers/api.ts';
import { AuthFrame } from './AuthFrame.tsx';
import { BackToLogin } from './MfaCodePage.tsx';

export const ForgotPasswordPage = () => {
  const notify = useNotify();
  const translate = useTranslate();
  const [sending, setSending] = useState(false);

  const submit = async (values: Record<string, unknown>) => {
    setSending(true);
    try {
      await requestJson('account/forget_password', { method: 'POST', auth: false, form: { login: String(values.login).trim() } });
      notify('app.auth.email_sent', { type: 'success' });
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'ra.notification.http_error', { type: 'warning' });
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthFrame subtitle="app.auth.forgot_title" icon={<LockResetIcon />}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.auth.forgot_instructions')}
      </Typography>
      <Form onSubmit={submit} noValidate>
        <TextInput source="login" label="app.auth.login" autoFocus autoComplete="username" validate={required()} />
        <Button type="submit" variant="contained" size="large" label="app.auth.send" fullWidth sx={{ mt: 2 }} disabled={sending} />
      </Form>
      <BackToLogin />
    </AuthFrame>
  );
};
