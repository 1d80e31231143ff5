// Sign-in (spec 1 §2.1, §5): the e-mail (the login the server takes, labelled as what people type) and password on the background image, link to the password reset.
import { Box, Link as MuiLink } from '@mui/material';
import { Link, useNavigate } from 'react-router-dom';
import { Button, Form, Login, PasswordInput, required, TextInput, useLogin, useNotify, useTranslate } from 'react-admin';
import { LoginError, MfaRequiredError, type PasswordCredentials } from '../providers/authProvider.ts';
import { BrandHeading, LOGIN_BACKGROUND } from './AuthFrame.tsx';
import { SignInLanguageMenu } from './LanguageMenu.tsx';

const LoginForm = () => {
  const login = useLogin();
  const notify = useNotify();
  const navigate = useNavigate();
  const translate = useTranslate();

  const submit = async (values: Record<string, unknown>) => {
    try {
      await login(values as unknown as PasswordCredentials);
    } catch (error) {
      if (error instanceof MfaRequiredError) {
        navigate('/login/mfa/code', { state: error.challenge });
        return;
      }
      const type = error instanceof LoginError ? error.notificationType : 'error';
      notify(error instanceof Error && error.message ? error.message : 'ra.auth.sign_in_error', { type });
    }
  };

  return (
    <Form onSubmit={submit} noValidate>
      <Box sx={{ px: 2, pb: 2 }}>
        <TextInput source="username" label="app.auth.email" autoFocus autoComplete="username" validate={required()} />
        <PasswordInput source="password" label="app.auth.password" autoComplete="current-password" validate={required()} />
        <Button type="submit" variant="contained" size="large" label="ra.auth.sign_in" fullWidth sx={{ mt: 2 }} />
        <Box sx={{ mt: 2, textAlign: 'center' }}>
          <MuiLink component={Link} to="/forgot-password" variant="body2">
            {translate('app.auth.forgot_password')}
          </MuiLink>
        </Box>
      </Box>
    </Form>
  );
};

export const LoginPage = () => (
  <Login
    backgroundImage={LOGIN_BACKGROUND}
    sx={{
      '& .RaLogin-card': { position: 'relative', width: 380, maxWidth: 'calc(100vw - 32px)', borderRadius: 3, boxShadow: 8 },
      '& .RaLogin-avatar .MuiAvatar-root': { bgcolor: 'secondary.main' },
    }}
  >
    {/* The language at hand before signing in (issue 28); the browser's until someone picks one. */}
    <Box sx={{ position: 'absolute', top: 8, right: 8 }}>
      <SignInLanguageMenu />
    </Box>
    <BrandHeading />
    <LoginForm />
  </Login>
);
