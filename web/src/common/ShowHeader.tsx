// The header of a show page: record name, status chips, and the page's action buttons.
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { TopToolbar, useGetRecordRepresentation, useRecordContext, useResourceContext } from 'react-admin';
import { StatusChips } from './StatusChips.tsx';

export interface ShowHeaderProps {
  /** Action buttons (Edit, Archive, Impersonate...), shown on the right. */
  children?: ReactNode;
  /** Extra content after the chips (links, badges). */
  extra?: ReactNode;
}

/** Use as `<Show actions={<ShowHeader>...</ShowHeader>}>`. */
export const ShowHeader = ({ children, extra }: ShowHeaderProps) => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const represent = useGetRecordRepresentation(resource);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, width: '100%', flexWrap: 'wrap', pt: 2, pb: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', flex: 1, minWidth: 0 }}>
        {record && (
          <Typography variant="h5" component="h1" noWrap>
            {represent(record)}
          </Typography>
        )}
        <StatusChips />
        {extra}
      </Box>
      <TopToolbar sx={{ p: 0, minHeight: 'auto' }}>{children}</TopToolbar>
    </Box>
  );
};
