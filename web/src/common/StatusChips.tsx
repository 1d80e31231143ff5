// Show-header chips of spec 1 §2.3: Archived (archived_at), Stock (in_stock), support_level value.
import { Chip, Stack } from '@mui/material';
import ArchiveIcon from '@mui/icons-material/Archive';
import InventoryIcon from '@mui/icons-material/Inventory2';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';

export interface StatusChipsProps {
  /** Defaults to the record in context. */
  record?: RaRecord;
  size?: 'small' | 'medium';
}

/** Renders nothing when none of archived_at, in_stock, support_level are set on the record. */
export const StatusChips = ({ record: recordProp, size = 'small' }: StatusChipsProps) => {
  const record = useRecordContext({ record: recordProp });
  const translate = useTranslate();
  if (!record) return null;
  const level = record.support_level as string | undefined;
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center">
      {record.archived_at && <Chip size={size} color="warning" icon={<ArchiveIcon />} label={translate('app.status.archived')} />}
      {record.in_stock && <Chip size={size} color="info" icon={<InventoryIcon />} label={translate('app.status.stock')} />}
      {level && (
        <Chip
          size={size}
          variant="outlined"
          color={level === 'no' ? 'default' : 'primary'}
          icon={<SupportAgentIcon />}
          label={translate(`app.support_levels.${level}`, { _: level })}
        />
      )}
    </Stack>
  );
};
