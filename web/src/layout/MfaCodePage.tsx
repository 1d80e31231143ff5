// Second-factor step (/login/mfa/code, spec 1 §4 Session, §5): a non-empty code, resend, then home.
// When the code could not be sent (SMS provider down, number refused), the reason replaces the
// instructions until a resend goes through (decision 0070).
import { useState } from 'react';
import { Alert, Box, Link as MuiLink } from '@mui/material';
import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, required, TextInput, useAuthProvider, useNotify, useTranslate } from 'react-admin';
import { mfaChallenge, mfaNoticeOf, resendMfaCode, type MfaChallenge, type MfaNotice } from '../providers/authProvider.ts';
import { translateError } from '../providers/errorMessage.ts';
import { AuthFrame } from './AuthFrame.tsx';

export const MfaCodePage = () => {
  const location = useLocation();
  const authProvider = useAuthProvider();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const notify = useNotify();
  const translate = useTranslate();
  const [sending, setSending] = useState(false);
  // Router state first (the login page just sent us), session storage after a reload.
  const challenge = (location.state as MfaChallenge | null)?.ephemeral_token ? (location.state as MfaChallenge) : mfaChallenge.read();
  const [notice, setNotice] = useState<MfaNotice | undefined>(challenge?.notice);

  if (!challenge) {
    return (
      <AuthFrame subtitle="app.auth.mfa_title" icon={<PhonelinkLockIcon />}>
        <Alert severity="warning">{translate('app.auth.mfa_expired')}</Alert>
        <BackToLogin />
      </AuthFrame>
    );
  }

  const submit = async (values: Record<string, unknown>) => {
    try {
      await authProvider!.login({ ephemeral_token: challenge.ephemeral_token, code: String(values.code).trim() });
      // This page lives inside the admin's routes, which cached "not signed in" when it opened;
      // useLogin would navigate before that is re-checked and the stale answer would log us out.
      await queryClient.resetQueries({ queryKey: ['auth'] });
      navigate('/');
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'app.auth.mfa_error', { type: 'warning' });
    }
  };

  const resend = async () => {
    setSending(true);
    try {
      await resendMfaCode(challenge.ephemeral_token);
      setNotice(undefined);
      mfaChallenge.save({ ephemeral_token: challenge.ephemeral_token, method_name: challenge.method_name });
      notify('app.auth.code_resent', { type: 'info' });
    } catch (error) {
      const reason = mfaNoticeOf(error);
      if (reason) setNotice(reason);
      else notify(error instanceof Error && error.message ? error.message : 'app.auth.mfa_error', { type: 'warning' });
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthFrame subtitle="app.auth.mfa_title" icon={<PhonelinkLockIcon />}>
      {notice ? (
        <Alert severity="warning" sx={{ mb: 1 }} role="alert">
          {translateError(notice, notice.message) || translate('app.auth.mfa_error')}
        </Alert>
      ) : (
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate(challenge.method_name === 'sms' ? 'app.auth.mfa_instructions_sms' : 'app.auth.mfa_instructions_email')}
        </Alert>
      )}
      <Form onSubmit={submit} noValidate>
        <TextInput
          source="code"
          label="app.auth.code"
          autoFocus
          autoComplete="one-time-code"
          validate={required()}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <Button type="submit" variant="contained" size="large" label="app.auth.verify" fullWidth sx={{ mt: 2 }} />
      </Form>
      <Box sx={{ mt: 2, display: 'flex', justifyContent: 'space-between' }}>
        <MuiLink component="button" type="button" variant="body2" onClick={resend} disabled={sending}>
          {translate('app.auth.resend')}
        </MuiLink>
        <MuiLink component={Link} to="/login" variant="body2">
          {translate('app.auth.back_to_login')}
        </MuiLink>
      </Box>
    </AuthFrame>
  );
};

export const BackToLogin = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2, textAlign: 'center' }}>
      <MuiLink component={Link} to="/login" variant="body2">
        {translate('app.auth.back_to_login')}
      </MuiLink>
    </Box>
  );
};
