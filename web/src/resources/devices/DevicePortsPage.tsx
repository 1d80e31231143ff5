// /devices/{id}/ports (spec 2 §2): one select per port of the ports map choosing a SIM card (free
// SIMs, or the one already in that port), the port table below; saves with PUT /devices/{id}/ports
// (form ports_map as JSON).
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useParams, useNavigate } from 'react-router-dom';
import {
  AutocompleteInput,
  Form,
  Loading,
  ReferenceInput,
  SaveButton,
  Title,
  Toolbar,
  useGetOne,
  useNotify,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useConsoleDataProvider } from '../../providers/dataProvider.ts';
import { portsOf, portTableKey, usePortTable } from './devicePorts.ts';
import { PortsTable } from './PortsTable.tsx';
import { LinkButton } from '../../common/LinkButton.tsx';

interface PortValue {
  port: string;
  sim_id: number | null;
}

const toMap = (ports: PortValue[]) => Object.fromEntries(ports.map((p) => [p.port, p.sim_id ?? null]));

const PortSelect = ({ index, port }: { index: number; port: string }) => (
  <ReferenceInput
    source={`ports.${index}.sim_id`}
    reference="simcards"
    // Free SIMs; the one in this port stays selectable because the input fetches its current value.
    filter={{ device_id: 'null' }}
    sort={{ field: 'iccid', order: 'ASC' }}
  >
    <AutocompleteInput
      label={port}
      optionText="iccid"
      filterToQuery={(q: string) => ({ q })}
      sx={{ minWidth: 320 }}
    />
  </ReferenceInput>
);

/** The saved state of the ports, as the server reports them. */
const SavedTable = ({ device }: { device: RaRecord }) => {
  const { data = [] } = usePortTable(device.id);
  return <PortsTable rows={data} />;
};

export const DevicePortsPage = () => {
  const { id } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useConsoleDataProvider();
  const queryClient = useQueryClient();
  const { data: device, isPending, refetch } = useGetOne('devices', { id: id! });
  if (isPending) return <Loading />;
  if (!device) return null;
  const ports: PortValue[] = portsOf(device).map(([port, sim_id]) => ({ port, sim_id }));

  const save = async (values: Record<string, unknown>) => {
    try {
      await dataProvider.action('devices', device.id, 'ports', {
        method: 'PUT',
        form: { ports_map: JSON.stringify(toMap(values.ports as PortValue[])) },
      });
      notify('resources.devices.notifications.ports_saved', { type: 'info' });
      await refetch();
      await queryClient.invalidateQueries({ queryKey: portTableKey(device.id) });
      navigate(`/devices/${device.id}/show/ops_config`);
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'warning' });
    }
  };

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('resources.devices.ports.title', { name: device.name ?? device.serial })} />
      <Card>
        <Form defaultValues={{ ports }} onSubmit={save} key={JSON.stringify(ports)}>
          <CardContent>
            <Typography variant="h6" gutterBottom>
              {translate('resources.devices.ports.title', { name: device.name ?? device.serial })}
            </Typography>
            {ports.length === 0 ? (
              <Typography color="text.secondary">{translate('resources.devices.ports.none')}</Typography>
            ) : (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
                {ports.map((p, index) => (
                  <PortSelect key={p.port} index={index} port={p.port} />
                ))}
              </Box>
            )}
            <SavedTable device={device} />
          </CardContent>
          <Toolbar sx={{ gap: 1 }}>
            <SaveButton alwaysEnable={false} />
            <LinkButton label="ra.action.cancel" to={`/devices/${device.id}/show`} />
          </Toolbar>
        </Form>
      </Card>
    </Box>
  );
};
