// /devices/{id}/deploy (spec 2 §2): a device in stock goes to a customer's site. Customer and site are
// required (sites filtered by the customer), a virtual customer for a virtual device; the data limit
// alert starts at 10 GB and the contacts come from the customer. Saves with POST /devices/{id}/deploy
// (form data) and returns to the device's show page.
import { useEffect, useRef } from 'react';
import { Card, CardContent, Typography } from '@mui/material';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Form, Loading, NumberInput, SaveButton, SelectInput, TextInput, Title, Toolbar, useGetOne, useTranslate, required } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { DEFAULT_DATA_LIMIT_GB, DEPLOY_REASONS } from '@console/contract';
import { CustomerInput } from '../../common/CustomerInput.tsx';
import { FormRow, FormSection } from '../../common/FormSection.tsx';
import { useConsoleDataProvider } from '../../providers/dataProvider.ts';
import { rentSoldChoices } from './choices.ts';
import { CustomerSiteInputs } from './DeviceReferenceInputs.tsx';
import { ChosenDevicePorts, changedPortsMap, type ChosenPorts } from './PortsInputs.tsx';
import { useDeviceCall } from './useDeviceCall.ts';

const reasonChoices = DEPLOY_REASONS.map((id) => ({ id, name: `codes.move_reasons.${id}` }));

/** The chosen customer's default alert contacts fill the field while it is empty. */
const ContactsFromCustomer = () => {
  const customerId = useWatch({ name: 'customer_id' });
  const { getValues, setValue } = useFormContext();
  const { data: customer } = useGetOne('customers', { id: customerId }, { enabled: !!customerId });
  useEffect(() => {
    if (customer?.default_data_limit_contacts && !getValues('data_limit_contacts'))
      setValue('data_limit_contacts', customer.default_data_limit_contacts, { shouldDirty: true });
  }, [customer, getValues, setValue]);
  return null;
};

export const DeviceDeployPage = () => {
  const { id } = useParams();
  // Reached from a site's Add device (/sites/{id}/build): that site and its customer come chosen.
  const [query] = useSearchParams();
  const preset = (key: string) => (query.get(key) && /^\d+$/.test(query.get(key)!) ? Number(query.get(key)) : null);
  const navigate = useNavigate();
  const translate = useTranslate();
  const dataProvider = useConsoleDataProvider();
  const { call, loading } = useDeviceCall();
  const { data: device, isPending } = useGetOne('devices', { id: id! });
  const chosenPorts = useRef<ChosenPorts>({ names: [] });
  if (isPending) return <Loading />;
  if (!device) return null;

  const save = async (values: Record<string, any>) => {
    const { ports, ...rest } = values;
    const form = Object.fromEntries(
      Object.entries({ ...rest, ports_map: changedPortsMap(values, chosenPorts.current) }).filter(([, v]) => v !== null && v !== undefined && v !== ''),
    );
    const answer = await call({
      run: () => dataProvider.action('devices', device.id, 'deploy', { form }),
      success: 'resources.devices.deploy.done',
      failure: 'resources.devices.deploy.failed',
    });
    if (answer !== undefined) navigate(`/devices/${device.id}/show`);
  };

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('resources.devices.deploy.title', { name: device.name ?? device.serial })} />
      <CardContent>
        <Typography variant="h6">{translate('resources.devices.deploy.title', { name: device.name ?? device.serial })}</Typography>
        {!device.in_stock ? (
          <Typography color="warning.main">{translate('resources.devices.deploy.not_in_stock')}</Typography>
        ) : (
          <Form
            onSubmit={save}
            defaultValues={{
              customer_id: preset('customer_id'),
              site_id: preset('site_id'),
              data_limit: DEFAULT_DATA_LIMIT_GB,
              data_limit_contacts: '',
              reason: null,
              notes: '',
            }}
          >
            <ContactsFromCustomer />
            <FormSection title="resources.devices.deploy.where" />
            <FormRow>
              <CustomerSiteInputs />
            </FormRow>
            {device.virtual && <CustomerInput source="virtual_customer_id" label="resources.devices.deploy.virtual_customer_id" validate={required()} />}
            <FormRow>
              <SelectInput source="reason" label="resources.devices.deploy.reason" choices={reasonChoices} />
              <SelectInput source="rent_sold" label="resources.devices.fields.rent_sold" choices={rentSoldChoices} />
            </FormRow>
            <ChosenDevicePorts deviceId={device.id} chosen={chosenPorts} />
            <FormSection title="resources.devices.deploy.alerts" />
            <FormRow>
              <NumberInput source="data_limit" label="resources.devices.deploy.data_limit" min={0} />
              <TextInput
                source="data_limit_contacts"
                label="resources.devices.fields.data_limit_contacts"
                helperText="resources.devices.helpers.data_limit_contacts"
                fullWidth
              />
            </FormRow>
            <TextInput source="notes" label="resources.devices.deploy.notes" multiline fullWidth />
            <Toolbar>
              <SaveButton label="resources.devices.action.deploy" disabled={loading} alwaysEnable={!loading} />
            </Toolbar>
          </Form>
        )}
      </CardContent>
    </Card>
  );
};
