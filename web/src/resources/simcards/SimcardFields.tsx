// Small fields of SIM cards: the status chip, and the icons linking to the device, site, pool and parent SIM.
import { Box, Chip, IconButton, Tooltip } from '@mui/material';
import FolderIcon from '@mui/icons-material/Folder';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import RouterIcon from '@mui/icons-material/Router';
import SimCardIcon from '@mui/icons-material/SimCard';
import { Link } from 'react-router-dom';
import { useRecordContext, useTranslate } from 'react-admin';
import { SIM_STATUS_COLORS } from './choices.ts';
import { simcardShowPath } from './simcardApi.ts';
import type { SimcardRecord } from './types.ts';

export const SimStatusField = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<SimcardRecord>();
  const translate = useTranslate();
  const status = record?.status;
  if (!status) return null;
  return <Chip size="small" color={SIM_STATUS_COLORS[status] ?? 'default'} label={translate(`resources.simcards.statuses.${status}`, { _: status })} />;
};

const LinkIcon = ({ to, title, children }: { to: string; title: string; children: React.ReactNode }) => {
  const translate = useTranslate();
  return (
    <Tooltip title={translate(title)}>
      <IconButton size="small" component={Link} to={to} onClick={(event) => event.stopPropagation()} aria-label={translate(title)}>
        {children}
      </IconButton>
    </Tooltip>
  );
};

export const SimLinksField = (_props: { label?: string }) => {
  const record = useRecordContext<SimcardRecord>();
  if (!record) return null;
  return (
    <Box sx={{ display: 'flex', whiteSpace: 'nowrap' }}>
      {record.device_id && (
        <LinkIcon to={`/devices/${record.device_id}/show`} title="resources.simcards.links.device">
          <RouterIcon fontSize="small" />
        </LinkIcon>
      )}
      {record.site_id && (
        <LinkIcon to={`/sites/${record.site_id}/show`} title="resources.simcards.links.site">
          <LocationOnIcon fontSize="small" />
        </LinkIcon>
      )}
      {record.pool_id && (
        <LinkIcon to={`/simpools/${record.pool_id}/show`} title="resources.simcards.links.pool">
          <FolderIcon fontSize="small" />
        </LinkIcon>
      )}
      {record.parent_id && (
        <LinkIcon to={simcardShowPath({ id: record.parent_id, iccid: record.parent_iccid })} title="resources.simcards.links.parent">
          <SimCardIcon fontSize="small" />
        </LinkIcon>
      )}
    </Box>
  );
};
