// Tab contents of the device show page (spec 1 §2.7) besides the summary.
import { Box, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { ArrayField, BooleanField, DataTable, ReferenceManyField, TextField, useRecordContext, useTranslate } from 'react-admin';
import { DateField, MbpsField, NumberField } from '../../common/format/fields.tsx';
import { backupCell } from '../../common/format/backupCells.ts';
import { useFormat } from '../../common/format/useFormat.ts';
import { DetailSection } from '../../common/DetailSection.tsx';
import { statusLedRowSx } from '../../common/statusLed.ts';
import { useConsoleDataProvider } from '../../providers/dataProvider.ts';
import { listOf } from './controllerOrganizations.ts';
import { usePortTable } from './devicePorts.ts';
import { PortsTable } from './PortsTable.tsx';
import { ListPagination } from '../../common/ListPagination.tsx';
import { ChoiceField } from '../../common/format/ChoiceField.tsx';
import type { DeviceRecord } from './types.ts';
import { ArchiveReasonField } from '../../common/format/ArchiveReasonField.tsx';

export const OpsConfigTab = () => {
  const record = useRecordContext<DeviceRecord>();
  const { data = [] } = usePortTable(record?.id);
  return <PortsTable rows={data} />;
};

export const WansTab = () => (
  <ArrayField source="wans">
    <DataTable bulkActionButtons={false} rowClick={false} rowSx={statusLedRowSx()} resource="wans">
      <DataTable.Col source="name" />
      <DataTable.Col source="wan_type" />
      <DataTable.Col source="ic_id" />
      <DataTable.Col source="ic_status" />
      <DataTable.Col source="status_led">
        <ChoiceField source="status_led" labels="codes.status_leds" />
      </DataTable.Col>
      <DataTable.Col source="ip_address" />
      <DataTable.Col source="cellular_network_type" />
      <DataTable.Col source="sim_a" render={(wan) => wan.sim_a?.iccid ?? '-'} />
      <DataTable.Col source="sim_b" render={(wan) => wan.sim_b?.iccid ?? '-'} />
    </DataTable>
  </ArrayField>
);

export const DeviceIpsTab = () => (
  <ReferenceManyField reference="ips" target="device_id" perPage={25} pagination={<ListPagination />}>
    <DataTable bulkActionButtons={false} rowClick="show">
      <DataTable.Col source="address" />
      <DataTable.Col source="cidr" />
      <DataTable.Col source="subnet" />
      <DataTable.Col source="gateway" />
      <DataTable.Col source="vlan_id" />
      <DataTable.Col source="firewall" />
    </DataTable>
  </ReferenceManyField>
);

export const DeviceLinesTab = () => (
  <ReferenceManyField reference="lines" target="device_id" perPage={25} pagination={<ListPagination />}>
    <DataTable bulkActionButtons={false} rowClick="show">
      <DataTable.Col source="sales_order_number" />
      <DataTable.Col source="subscription_id" />
      <DataTable.Col source="provider_name" />
      <DataTable.Col source="status" />
      <DataTable.Col source="line_type">
        <ChoiceField source="line_type" labels="resources.lines.line_types" />
      </DataTable.Col>
    </DataTable>
  </ReferenceManyField>
);

/** Key/value pairs of a JSON field (controller data, URLs). */
const JsonPairs = ({ source }: { source: 'ic_datas' | 'ic_urls'; label?: string }) => {
  const record = useRecordContext<DeviceRecord>();
  const value = record?.[source];
  if (!value || typeof value !== 'object' || Object.keys(value).length === 0) return <span>-</span>;
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2 }}>
      {Object.entries(value).map(([key, item]) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            {key}
          </Box>
          <Box component="dd" sx={{ m: 0, wordBreak: 'break-all' }}>
            {typeof item === 'object' ? JSON.stringify(item) : String(item)}
          </Box>
        </Box>
      ))}
    </Box>
  );
};

const TagsField = ({ source }: { source: 'ic_tags'; label?: string }) => {
  const record = useRecordContext<DeviceRecord>();
  const tags = record?.[source] ?? [];
  if (tags.length === 0) return <span>-</span>;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {tags.map((tag) => (
        <Chip key={tag} size="small" label={tag} />
      ))}
    </Box>
  );
};

export const OtherInfoTab = () => (
  <Box sx={{ pt: 1 }}>
    <DetailSection title="resources.devices.sections.controller" columns={2}>
      <JsonPairs source="ic_datas" />
      <JsonPairs source="ic_urls" />
      <TagsField source="ic_tags" />
      <TextField source="ic_notes" emptyText="-" sx={{ whiteSpace: 'pre-wrap' }} />
    </DetailSection>
    <DetailSection title="resources.devices.sections.licences">
      <DateField source="prime_expiry_date" emptyText="-" />
      <DateField source="sf_license_expiry_date" emptyText="-" />
      <BooleanField source="has_custom_config" />
    </DetailSection>
    <DetailSection title="resources.devices.sections.notes" columns={2}>
      <TextField source="notes" emptyText="-" sx={{ whiteSpace: 'pre-wrap' }} />
      <TextField source="customer_notes" emptyText="-" sx={{ whiteSpace: 'pre-wrap' }} />
    </DetailSection>
    <DetailSection>
      <NumberField source="lat" emptyText="-" />
      <NumberField source="lng" emptyText="-" />
      <DateField source="created_at" showTime />
      <DateField source="updated_at" showTime />
      <ArchiveReasonField source="archived_reason" />
      <DateField source="archived_date" emptyText="-" />
    </DetailSection>
  </Box>
);

/** GET /devices/{id}/config_backups: whatever columns the backups carry. */
export const ConfigBackupsTab = () => {
  const record = useRecordContext<DeviceRecord>();
  const translate = useTranslate();
  const format = useFormat();
  const dataProvider = useConsoleDataProvider();
  const {
    data = [],
    isPending,
    error,
  } = useQuery({
    queryKey: ['devices', record?.id, 'config_backups'],
    queryFn: async () => listOf<Record<string, unknown>>(await dataProvider.get(`devices/${record!.id}/config_backups`)),
    enabled: !!record,
    retry: false,
  });
  if (isPending) return null;
  if (error || data.length === 0)
    return <Chip sx={{ my: 2 }} label={translate(error ? 'resources.devices.configs.unavailable' : 'resources.devices.configs.empty')} />;
  const columns = Object.keys(data[0]).filter((key) => typeof data[0][key] !== 'object');
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          {columns.map((key) => (
            <TableCell key={key}>{translate(`resources.devices.configs.columns.${key}`, { _: key })}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {data.map((row, index) => (
          <TableRow key={String(row.id ?? index)}>
            {columns.map((key) => (
              <TableCell key={key}>
                {key === 'url' && typeof row[key] === 'string' ? (
                  <a href={row[key] as string} target="_blank" rel="noreferrer">
                    {translate('resources.devices.configs.download')}
                  </a>
                ) : (
                  backupCell(key, row, format)
                )}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

export const DeviceSpeedTestsTab = () => (
  <ReferenceManyField reference="speedtests" target="device_id" sort={{ field: 'created_at', order: 'DESC' }} perPage={25} pagination={<ListPagination />}>
    <DataTable bulkActionButtons={false} rowClick="show">
      <DataTable.Col source="created_at">
        <DateField source="created_at" showTime />
      </DataTable.Col>
      <DataTable.Col source="status">
        <ChoiceField source="status" labels="resources.speedtests.statuses" />
      </DataTable.Col>
      <DataTable.Col source="dir">
        <ChoiceField source="dir" labels="resources.speedtests.dirs" />
      </DataTable.Col>
      <DataTable.Col source="remote_name" />
      <DataTable.Col source="bandwidth" field={MbpsField} />
      <DataTable.Col source="retransmissions" />
    </DataTable>
  </ReferenceManyField>
);

export const EmptyTabNote = ({ text }: { text: string }) => {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" sx={{ my: 2 }}>
      {translate(text)}
    </Typography>
  );
};
