// The side drawer a list row opens (spec 1 §2.3), with the record's name, chips and Show/Edit links.
import type { ReactNode } from 'react';
import { Box, Divider, Drawer, IconButton, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { EditButton, RecordContextProvider, ShowButton, useGetRecordRepresentation, useResourceDefinition, useTranslate, type RaRecord } from 'react-admin';
import { RecordDetails } from './RecordDetails.tsx';
import { StatusChips } from './StatusChips.tsx';

export interface RecordDrawerProps {
  resource: string;
  record: RaRecord | undefined;
  onClose: () => void;
  /** The details shown; defaults to every plain field of the record. */
  children?: ReactNode;
}

export const RecordDrawer = ({ resource, record, onClose, children }: RecordDrawerProps) => {
  const translate = useTranslate();
  const represent = useGetRecordRepresentation(resource);
  const { hasShow, hasEdit } = useResourceDefinition({ resource });
  return (
    <Drawer anchor="right" open={!!record} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 480 } } } }}>
      {record && (
        <RecordContextProvider value={record}>
          <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography variant="h6" sx={{ flex: 1 }} noWrap>
                {represent(record)}
              </Typography>
              <IconButton aria-label={translate('ra.action.close')} onClick={onClose} size="small">
                <CloseIcon />
              </IconButton>
            </Box>
            <StatusChips />
            <Box sx={{ display: 'flex', gap: 1 }}>
              {hasShow && <ShowButton resource={resource} variant="outlined" />}
              {hasEdit && <EditButton resource={resource} variant="outlined" />}
            </Box>
          </Box>
          <Divider />
          <Box sx={{ px: 2, pb: 2, overflowY: 'auto' }}>{children ?? <RecordDetails />}</Box>
        </RecordContextProvider>
      )}
    </Drawer>
  );
};
