// The look of the pages outside the main layout (sign-in, second factor, password reset):
// the background image and a centred card, as react-admin's <Login> draws it.
import type { ReactNode } from 'react';
import { Avatar, Box, Card, CardContent, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { useTranslate } from 'react-admin';
import { SignInLanguageMenu } from './LanguageMenu.tsx';

export const LOGIN_BACKGROUND = '/login-background.svg';

export const authBackgroundSx = {
  backgroundImage: `url(${LOGIN_BACKGROUND})`,
  backgroundSize: 'cover',
  backgroundPosition: 'center',
  backgroundRepeat: 'no-repeat',
} as const;

export const BrandHeading = ({ subtitle }: { subtitle?: string }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', px: 3, pt: 1 }}>
      <Typography variant="h6" component="h1" sx={{ fontWeight: 700 }}>
        {translate('app.title')}
      </Typography>
      {subtitle && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {translate(subtitle)}
        </Typography>
      )}
    </Box>
  );
};

export interface AuthFrameProps {
  /** i18n key of the card's subtitle. */
  subtitle?: string;
  icon?: ReactNode;
  children: ReactNode;
}

export const AuthFrame = ({ subtitle, icon = <LockIcon />, children }: AuthFrameProps) => (
  <Box
    sx={{
      display: 'flex',
      flexDirection: 'column',
      minHeight: '100vh',
      alignItems: 'center',
      justifyContent: 'flex-start',
      ...authBackgroundSx,
    }}
  >
    <Card sx={{ position: 'relative', width: 380, maxWidth: 'calc(100vw - 32px)', mt: '6em', borderRadius: 3, boxShadow: 8 }}>
      <Box sx={{ position: 'absolute', top: 8, right: 8 }}>
        <SignInLanguageMenu />
      </Box>
      <Box sx={{ m: '1em', display: 'flex', justifyContent: 'center' }}>
        <Avatar sx={{ bgcolor: 'secondary.main' }}>{icon}</Avatar>
      </Box>
      <BrandHeading subtitle={subtitle} />
      <CardContent>{children}</CardContent>
    </Card>
  </Box>
);
