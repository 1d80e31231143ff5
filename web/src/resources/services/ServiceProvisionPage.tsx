// /services/{id}/provision (spec 2 §2, §5, §7): only for PROVISIONING services. SDWAN requires a
// device in stock of the chosen product (attached like a deploy: reason, data limit, contacts);
// SDIP an available IP; LINE a line of the customer; CUSTOM a serial; TERMINAL_ACCESS a terminal no
// other live service holds (TerminalAccessInput.tsx; the server refuses a held one with a 409).
import { AutocompleteInput, NumberInput, ReferenceInput, required, SelectInput, TextInput, useRecordContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { DEFAULT_DATA_LIMIT_GB } from '@console/contract';
import { ActionPage } from '../../common/ActionPage.tsx';
import { deviceOptionText } from '../../common/referenceOptions.ts';
import { ChosenDevicePorts, changedPortsMap, type ChosenPorts } from '../devices/PortsInputs.tsx';
import { useRef, type MutableRefObject } from 'react';
import { orderReasonChoices } from './choices.ts';
import { serviceAllows } from './workflow.ts';
import type { ServiceRecord } from './types.ts';
import { TerminalAccessInput } from './TerminalAccessInput.tsx';

const search = (q: string) => ({ q });

const SdwanInputs = ({ chosenPorts }: { chosenPorts: MutableRefObject<ChosenPorts> }) => {
  const productId = useWatch({ name: 'device_product_id' });
  const deviceId = useWatch({ name: 'device_id' });
  return (
    <>
      <ReferenceInput source="device_product_id" reference="device_products" sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteInput label="resources.services.fields.device_product_id" filterToQuery={search} />
      </ReferenceInput>
      <ReferenceInput
        source="device_id"
        reference="devices"
        filter={{ in_stock: true, archived: false, ...(productId ? { product_id: productId } : {}) }}
        sort={{ field: 'serial', order: 'ASC' }}
      >
        <AutocompleteInput
          label="resources.services.fields.device_id"
          optionText={deviceOptionText}
          filterToQuery={search}
          validate={required()}
          helperText="resources.services.provision.device_helper"
        />
      </ReferenceInput>
      <ChosenDevicePorts deviceId={deviceId} chosen={chosenPorts} />
      <ReferenceInput source="data_pool_id" reference="data_pools">
        <AutocompleteInput label="resources.services.fields.data_pool_id" filterToQuery={search} />
      </ReferenceInput>
      <SelectInput source="reason" label="resources.services.provision.reason" choices={orderReasonChoices} />
      <NumberInput source="data_limit" label="resources.services.fields.data_limit" min={0} />
      <TextInput
        source="data_limit_contacts"
        label="resources.services.fields.data_limit_contacts"
        helperText="resources.services.helpers.data_limit_contacts"
      />
    </>
  );
};

const TypeInputs = ({ chosenPorts }: { chosenPorts: MutableRefObject<ChosenPorts> }) => {
  const record = useRecordContext<ServiceRecord>();
  switch (String(record?.type ?? '').toLowerCase()) {
    case 'sdwan':
      return <SdwanInputs chosenPorts={chosenPorts} />;
    case 'sdip':
      return (
        <ReferenceInput source="ip_id" reference="ips" filter={{ available: true }}>
          <AutocompleteInput label="resources.services.fields.ip_id" filterToQuery={search} validate={required()} />
        </ReferenceInput>
      );
    case 'line':
      return (
        <ReferenceInput source="line_id" reference="lines" filter={record?.customer_id ? { customer_id: record.customer_id } : {}}>
          <AutocompleteInput label="resources.services.fields.line_id" filterToQuery={search} />
        </ReferenceInput>
      );
    case 'custom':
      return <TextInput source="serial" label="resources.services.fields.serial" />;
    case 'terminal_access':
      return <TerminalAccessInput isRequired />;
    default:
      return null;
  }
};

const PROVISION_FIELDS = [
  'device_id',
  'line_id',
  'ip_id',
  'reason',
  'data_limit',
  'data_limit_contacts',
  'notes',
  'data_pool_id',
  'serial',
  'starlink_terminal_id',
];

export const ServiceProvisionPage = () => {
  const chosenPorts = useRef<ChosenPorts>({ names: [] });
  return (
    <ActionPage
      resource="services"
      action="provision"
      title="resources.services.provision.title"
      allowed={(record) => serviceAllows(record, 'provision')}
      notAllowed="resources.services.workflow.provision_not_allowed"
      success="resources.services.notifications.provisioned"
      failure="resources.services.notifications.not_provisioned"
      submitLabel="resources.services.actions.provision"
      defaultValues={(record) => ({
        device_product_id: record.device_product_id ?? null,
        device_id: record.device_id ?? null,
        ip_id: record.ip_id ?? null,
        line_id: record.line_id ?? null,
        data_pool_id: record.data_pool_id ?? null,
        serial: record.serial ?? '',
        starlink_terminal_id: record.starlink_terminal_id ?? null,
        data_limit: record.data_limit ?? DEFAULT_DATA_LIMIT_GB,
        data_limit_contacts: record.data_limit_contacts ?? '',
        notes: '',
      })}
      toBody={(values) => ({
        ...Object.fromEntries(PROVISION_FIELDS.map((field) => [field, values[field] === '' ? null : (values[field] ?? null)])),
        ports_map: changedPortsMap(values, chosenPorts.current) ?? null,
      })}
    >
      <TypeInputs chosenPorts={chosenPorts} />
      <TextInput source="notes" label="resources.services.fields.notes" multiline minRows={2} />
    </ActionPage>
  );
};
