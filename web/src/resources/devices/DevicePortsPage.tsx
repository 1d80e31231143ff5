// /devices/{id}/ports (spec 2 §2): one select per port of the ports map choosing a SIM card (free
// SIMs, or the one already in that port), the port table below; saves with PUT /devices/{id}/ports
// (form ports_map as JSON).
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useParams, useNavigate } from 'react-router-dom';
import { Form, Loading, SaveButton, Title, Toolbar, useGetOne, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useConsoleDataProvider } from '../../providers/dataProvider.ts';
import { portTableKey, usePortTable } from './devicePorts.ts';
import { PortsTable } from './PortsTable.tsx';
import { PortSelects, portsMapJson, portValuesOf, type PortValue } from './PortsInputs.tsx';
import { LinkButton } from '../../common/LinkButton.tsx';

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
  const ports: PortValue[] = portValuesOf(device.ports_map);

  const save = async (values: Record<string, unknown>) => {
    try {
      await dataProvider.action('devices', device.id, 'ports', {
        method: 'PUT',
        form: { ports_map: portsMapJson(values.ports as PortValue[]) ?? '{}' },
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
            {ports.length === 0 ? <Typography color="text.secondary">{translate('resources.devices.ports.none')}</Typography> : <PortSelects ports={ports} />}
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
