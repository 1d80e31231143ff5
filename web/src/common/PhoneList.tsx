// A list at phone width (issue 14): one card-like line per record, its name then a few of the list's
// own plain columns, each opening the record's drawer like a table row does.
import { List, ListItemButton, ListItemText } from '@mui/material';
import { useGetRecordRepresentation, useListContext, useTranslate, type RaRecord } from 'react-admin';
import { phoneSummary } from './listConventions.ts';
import { statusLedColor } from './statusLed.ts';

export const PhoneList = ({ resource, sources, onOpen }: { resource: string; sources: string[]; onOpen: (record: RaRecord) => void }) => {
  const { data, isPending } = useListContext();
  const represent = useGetRecordRepresentation(resource);
  const translate = useTranslate();
  if (isPending) return null;
  if (!data?.length) return <ListItemText sx={{ p: 2 }} primary={translate('ra.navigation.no_results')} />;
  return (
    <List disablePadding data-testid="phone-list">
      {data.map((record) => {
        const title = String(represent(record) ?? record.id);
        const led = statusLedColor(record.status_led);
        return (
          <ListItemButton key={record.id} divider onClick={() => onOpen(record)} sx={led ? { borderLeft: `4px solid ${led}` } : undefined}>
            <ListItemText
              primary={title}
              secondary={phoneSummary(record, sources, title)}
              slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
            />
          </ListItemButton>
        );
      })}
    </List>
  );
};
