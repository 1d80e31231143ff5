// Form layout pieces: a section title and a row of inputs that wraps on small screens.
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** `title` is an i18n key. */
export const FormSection = ({ title }: { title: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="overline" color="text.secondary" component="h3" sx={{ fontWeight: 600, letterSpacing: 1, mt: 1 }}>
      {translate(title)}
    </Typography>
  );
};

export const FormRow = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'flex', gap: 2, width: '100%', flexWrap: { xs: 'wrap', md: 'nowrap' } }}>{children}</Box>
);
