// The archive confirmation of customers names what is still open before it is confirmed (issue 28,
// decision 0085): open orders, deployed devices, live services, each counted by the server. The
// archive itself is not refused (the server's rules stay); the dialog says what the user archives.
import { Alert, AlertTitle, Box, CircularProgress } from '@mui/material';
import { type Identifier, useGetList, useListContext, useRecordContext, useTranslate } from 'react-admin';
import { ArchiveButton, type ArchiveButtonProps } from '../../common/ArchiveButton.tsx';
import { OPEN_WORK_KINDS, type OpenWorkKind, openWorkFilter, openWorkLines } from './customerOpenWork.ts';

const useOpenTotal = (kind: OpenWorkKind, ids: Identifier[]) => {
  const { total, isPending, error } = useGetList(kind, { filter: openWorkFilter(kind, ids), pagination: { page: 1, perPage: 1 } }, { enabled: ids.length > 0 });
  return { total, isPending: ids.length > 0 && isPending, error };
};

export const CustomerOpenWork = ({ ids }: { ids: Identifier[] }) => {
  const translate = useTranslate();
  const packages = useOpenTotal('packages', ids);
  const devices = useOpenTotal('devices', ids);
  const services = useOpenTotal('services', ids);
  const answers = { packages, devices, services };
  if (ids.length === 0) return null;
  if (OPEN_WORK_KINDS.some((kind) => answers[kind].isPending)) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }} data-testid="customer-open-work">
        <CircularProgress size={16} />
        {translate('resources.customers.archive_open.checking')}
      </Box>
    );
  }
  if (OPEN_WORK_KINDS.some((kind) => answers[kind].error)) {
    return (
      <Alert severity="warning" sx={{ mb: 2 }} data-testid="customer-open-work">
        {translate('resources.customers.archive_open.unknown')}
      </Alert>
    );
  }
  const lines = openWorkLines({ packages: packages.total, devices: devices.total, services: services.total });
  if (lines.length === 0) {
    return (
      <Alert severity="info" sx={{ mb: 2 }} data-testid="customer-open-work">
        {translate('resources.customers.archive_open.nothing', { smart_count: ids.length })}
      </Alert>
    );
  }
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="customer-open-work">
      <AlertTitle>{translate('resources.customers.archive_open.title', { smart_count: ids.length })}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {lines.map((line) => (
          <li key={line.kind}>{translate(line.key, { smart_count: line.count })}</li>
        ))}
      </Box>
    </Alert>
  );
};

/** The show page's Archive: the dialog names what the customer still has open. */
export const CustomerArchiveButton = (props: ArchiveButtonProps) => {
  const record = useRecordContext();
  return <ArchiveButton {...props} archiveInputs={record ? <CustomerOpenWork ids={[record.id]} /> : undefined} />;
};

/** The list's bulk Archive: the dialog names what the selected customers still have open. */
export const BulkCustomerOpenWork = () => {
  const { selectedIds } = useListContext();
  return <CustomerOpenWork ids={selectedIds} />;
};
