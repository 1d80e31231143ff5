// A titled block of labelled fields in a responsive grid, for show pages' summary tabs.
import { Children, isValidElement, type ReactNode } from 'react';
import { Box, Grid, Typography } from '@mui/material';
import { Labeled, useTranslate } from 'react-admin';

export interface DetailSectionProps {
  /** i18n key of the section title. */
  title?: string;
  /** Fields (TextField, ReferenceField...); each is labelled from its source or label prop. */
  children: ReactNode;
  /** Columns on wide screens (default 3). */
  columns?: 1 | 2 | 3 | 4;
}

export const DetailSection = ({ title, children, columns = 3 }: DetailSectionProps) => {
  const translate = useTranslate();
  return (
    <Box sx={{ mb: 2 }}>
      {title && (
        <Typography variant="overline" color="text.secondary" sx={{ fontWeight: 600, letterSpacing: 1 }}>
          {translate(title)}
        </Typography>
      )}
      <Grid container columnSpacing={3} rowSpacing={0.5}>
        {Children.map(children, (child) =>
          isValidElement(child) ? (
            <Grid size={{ xs: 12, sm: 6, md: 12 / columns }}>
              <Labeled>{child}</Labeled>
            </Grid>
          ) : null,
        )}
      </Grid>
    </Box>
  );
};
