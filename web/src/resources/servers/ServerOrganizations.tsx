// The server's controller organizations with their available flag, and each one's groups
// (GET /servers/{id}/organizations; groups from the organization or
// GET /incontrol/servers/{id}/organizations/{orgId}/groups when it does not carry them).
import { useState } from 'react';
import { Box, Chip, Collapse, IconButton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import { Loading, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { organizationKey, useOrganizationGroups, useServerOrganizations, type ControllerOrganization } from '../devices/controllerOrganizations.ts';

const Groups = ({ serverId, organization }: { serverId: Identifier; organization: ControllerOrganization }) => {
  const translate = useTranslate();
  const own = organization.groups;
  const fetched = useOrganizationGroups(own ? undefined : serverId, organizationKey(organization));
  const groups = own ?? fetched.data ?? [];
  if (!own && fetched.isLoading) return <Loading />;
  if (groups.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('resources.servers.no_groups')}
      </Typography>
    );
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', py: 1 }}>
      {groups.map((group) => (
        <Chip key={group.id} size="small" variant="outlined" label={`${group.name} (${group.id})`} />
      ))}
    </Box>
  );
};

const OrganizationRow = ({ serverId, organization }: { serverId: Identifier; organization: ControllerOrganization }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <TableRow hover>
        <TableCell padding="checkbox">
          <IconButton size="small" onClick={() => setOpen(!open)} aria-label={translate('resources.servers.groups')}>
            {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          </IconButton>
        </TableCell>
        <TableCell>{organization.name}</TableCell>
        <TableCell>{organizationKey(organization)}</TableCell>
        <TableCell>
          <Chip
            size="small"
            color={organization.available === false ? 'default' : 'success'}
            label={translate(organization.available === false ? 'resources.servers.unavailable' : 'resources.servers.available')}
          />
        </TableCell>
        <TableCell>{organization.groups?.length ?? organization.groups_count ?? '-'}</TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={5} sx={{ py: 0, borderBottom: open ? undefined : 'none' }}>
          <Collapse in={open} unmountOnExit>
            <Groups serverId={serverId} organization={organization} />
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
};

export const ServerOrganizations = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const { data = [], isLoading, error } = useServerOrganizations(record?.id);
  if (isLoading) return <Loading />;
  if (error || data.length === 0)
    return <Chip sx={{ my: 2 }} label={translate(error ? 'resources.servers.organizations_unavailable' : 'resources.servers.no_organizations')} />;
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell />
          <TableCell>{translate('resources.servers.columns.name')}</TableCell>
          <TableCell>{translate('resources.servers.columns.ic_id')}</TableCell>
          <TableCell>{translate('resources.servers.columns.available')}</TableCell>
          <TableCell>{translate('resources.servers.columns.groups')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {data.map((organization) => (
          <OrganizationRow key={String(organization.id)} serverId={record!.id} organization={organization} />
        ))}
      </TableBody>
    </Table>
  );
};
