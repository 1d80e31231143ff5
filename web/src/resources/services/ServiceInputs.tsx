// The service form (spec 2 §2): the type decides the inputs. STARLINK shows quantity (default 1);
// data limit and contacts for STARLINK and DATA; SDWAN device, data pool and sold hardware (device
// product and its price only when sold); SDIP an IP; LINE a line; DATA its SIM card (issue 25), data
// included and extra price; CUSTOM a serial; TERMINAL_ACCESS a terminal. Product choices follow the type, and choosing
// a product sets the type. Shipping fields are hidden for starlink-like types. Fields an action owns
// (decision 0064: device, IP, line, serial once provisioned, shipping, delivery and end dates) are
// read-only, with a hint naming the action: the table is the contract's, the one the server enforces.
import {
  AutocompleteInput,
  BooleanInput,
  NumberInput,
  ReferenceInput,
  required,
  SelectInput,
  TextInput,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { DateInput } from '../../common/format/DateInputs.tsx';
import { useFormContext, useWatch } from 'react-hook-form';
import { isSimServiceType, ownedFieldOf, SERVICE_OWNED_FIELDS, STARLINK_QUANTITY_DEFAULT } from '@console/contract';
import { FormRow, FormSection } from '../../common/FormSection.tsx';
import { StaffUserInput } from '../../common/StaffUserInput.tsx';
import { deviceOptionText, simOptionText } from '../../common/referenceOptions.ts';
import { usePackageCustomerFilter } from '../packages/usePackageCustomer.ts';
import { TerminalAccessInput } from './TerminalAccessInput.tsx';
import { ALL_DEVICE_PRODUCTS, currencyChoices, frequencyChoices, isStarlinkLike, serviceTypeChoices, vatCodeChoices } from './choices.ts';

const search = (q: string) => ({ q });

/**
 * The props that show a field an action owns read-only, with the action named (empty when the form may
 * write it). On create (no record yet) the fields refused on create; on edit the record's status decides.
 */
export const useOwnedProps = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  return (source: string): { readOnly?: true; helperText?: string } => {
    const owned = ownedFieldOf(SERVICE_OWNED_FIELDS, source, record?.id != null ? record : null);
    if (!owned) return {};
    const action = translate(`resources.services.actions.${owned.action.toLowerCase()}`);
    return { readOnly: true, helperText: translate('resources.services.helpers.owned', { action }) };
  };
};

/** Fields a product fills in when they are still empty. */
const FROM_PRODUCT: [string, string][] = [
  ['frequency', 'frequency'],
  ['price', 'price'],
  ['list_price', 'price'],
  ['currency', 'currency'],
  ['data_included', 'data_included'],
  ['data_extra_price', 'extra_price'],
  ['name', 'name'],
];

const ProductInput = () => {
  const type = useWatch({ name: 'type' });
  const { getValues, setValue } = useFormContext();
  const chosen = (_value: unknown, product?: RaRecord | '') => {
    if (!product) return;
    setValue('type', product.service_type, { shouldDirty: true });
    for (const [field, from] of FROM_PRODUCT) {
      const current = getValues(field);
      if ((current === undefined || current === null || current === '') && product[from] != null) setValue(field, product[from], { shouldDirty: true });
    }
  };
  return (
    <ReferenceInput source="product_id" reference="service_products" filter={type ? { service_type: type } : {}} sort={{ field: 'name', order: 'ASC' }}>
      <AutocompleteInput filterToQuery={search} onChange={chosen} fullWidth />
    </ReferenceInput>
  );
};

/** A SIM card as the picker shows it: its ICCID, then its provider and customer when it has them. */
export { simOptionText };

/**
 * The SIM card a DATA service is measured on: the package customer's SIM cards and those of the stock
 * (no customer), the ones the server accepts; one another live service uses is refused on save.
 */
const SimInput = () => {
  const { customer_id } = usePackageCustomerFilter();
  const filter = customer_id ? { customer_id: [customer_id, 'null'] } : {};
  return (
    <FormRow>
      <ReferenceInput source="sim_id" reference="simcards" filter={filter} sort={{ field: 'iccid', order: 'ASC' }}>
        <AutocompleteInput optionText={simOptionText} filterToQuery={search} helperText="resources.services.helpers.sim_id" fullWidth />
      </ReferenceInput>
    </FormRow>
  );
};

const DataLimitInputs = () => (
  <FormRow>
    <NumberInput source="data_limit" min={0} fullWidth />
    <TextInput source="data_limit_contacts" helperText="resources.services.helpers.data_limit_contacts" fullWidth />
  </FormRow>
);

const SoldHardwareInputs = () => {
  const sold = useWatch({ name: 'sold' });
  return (
    <FormRow>
      <BooleanInput source="sold" />
      {sold && (
        <>
          <ReferenceInput source="device_product_id" reference="device_products" filter={ALL_DEVICE_PRODUCTS} sort={{ field: 'name', order: 'ASC' }}>
            <AutocompleteInput filterToQuery={search} fullWidth />
          </ReferenceInput>
          <NumberInput source="device_product_price" min={0} step={0.01} fullWidth />
        </>
      )}
    </FormRow>
  );
};

const TypeInputs = () => {
  const type = String(useWatch({ name: 'type' }) ?? '');
  const ofCustomer = usePackageCustomerFilter();
  const owned = useOwnedProps();
  return (
    <>
      {type === 'starlink' && <NumberInput source="qty" min={1} sx={{ maxWidth: 200 }} />}
      {(type === 'starlink' || type === 'data') && <DataLimitInputs />}
      {isSimServiceType(type) && <SimInput />}
      {type === 'sdwan' && (
        <>
          <FormRow>
            <ReferenceInput source="device_id" reference="devices" sort={{ field: 'serial', order: 'ASC' }}>
              <AutocompleteInput optionText={deviceOptionText} filterToQuery={search} fullWidth {...owned('device_id')} />
            </ReferenceInput>
            <ReferenceInput source="data_pool_id" reference="data_pools" filter={ofCustomer}>
              <AutocompleteInput filterToQuery={search} fullWidth />
            </ReferenceInput>
          </FormRow>
          <SoldHardwareInputs />
        </>
      )}
      {type === 'sdip' && (
        <ReferenceInput source="ip_id" reference="ips">
          <AutocompleteInput filterToQuery={search} {...owned('ip_id')} />
        </ReferenceInput>
      )}
      {type === 'line' && (
        <FormRow>
          <ReferenceInput source="line_id" reference="lines" filter={ofCustomer}>
            <AutocompleteInput filterToQuery={search} fullWidth {...owned('line_id')} />
          </ReferenceInput>
          <NumberInput source="line_price" min={0} step={0.01} fullWidth />
        </FormRow>
      )}
      {type === 'data' && (
        <FormRow>
          <NumberInput source="data_included" min={0} fullWidth />
          <NumberInput source="data_extra_price" min={0} step={0.01} fullWidth />
        </FormRow>
      )}
      {type === 'custom' && <TextInput source="serial" {...owned('serial')} />}
      {type === 'terminal_access' && <TerminalAccessInput />}
    </>
  );
};

const ShippingInputs = () => {
  const type = useWatch({ name: 'type' });
  const owned = useOwnedProps();
  if (isStarlinkLike(type)) return null;
  return (
    <>
      <FormSection title="resources.services.sections.delivery" />
      <FormRow>
        <TextInput source="shipping_tracking_code" fullWidth {...owned('shipping_tracking_code')} />
        <DateInput source="shipping_date" fullWidth {...owned('shipping_date')} />
        <DateInput source="delivery_date" fullWidth {...owned('delivery_date')} />
      </FormRow>
    </>
  );
};

export const ServiceInputs = () => {
  const { setValue, getValues } = useFormContext();
  const ofCustomer = usePackageCustomerFilter();
  const owned = useOwnedProps();
  return (
    <>
      <FormSection title="resources.services.sections.identity" />
      <FormRow>
        <SelectInput
          source="type"
          choices={serviceTypeChoices}
          validate={required()}
          onChange={(event) => {
            if (event?.target?.value === 'starlink' && !getValues('qty')) setValue('qty', STARLINK_QUANTITY_DEFAULT);
          }}
          fullWidth
        />
        <ProductInput />
        <SelectInput source="frequency" choices={frequencyChoices} validate={required()} fullWidth />
      </FormRow>
      <FormRow>
        <ReferenceInput source="package_id" reference="packages">
          <AutocompleteInput filterToQuery={search} validate={required()} fullWidth />
        </ReferenceInput>
        <TextInput source="name" fullWidth />
        <TextInput source="customer_reference" fullWidth />
      </FormRow>
      <FormRow>
        <ReferenceInput source="site_id" reference="sites" filter={ofCustomer} sort={{ field: 'name', order: 'ASC' }}>
          <AutocompleteInput filterToQuery={search} fullWidth />
        </ReferenceInput>
        <StaffUserInput source="assignee_id" fullWidth />
      </FormRow>
      <TypeInputs />
      <FormSection title="resources.services.sections.billing" />
      <FormRow>
        <NumberInput source="price" min={0} step={0.01} fullWidth />
        <NumberInput source="list_price" min={0} step={0.01} fullWidth />
        <SelectInput source="currency" choices={currencyChoices} fullWidth />
        <SelectInput source="vat_code" choices={vatCodeChoices} fullWidth />
      </FormRow>
      <FormRow>
        <DateInput source="start_date" fullWidth />
        <DateInput source="end_date" fullWidth {...owned('end_date')} />
        <DateInput source="early_end_date" label="resources.services.fields.commitment_date" fullWidth />
      </FormRow>
      <ShippingInputs />
      <TextInput source="notes" multiline minRows={2} fullWidth />
    </>
  );
};

export const serviceDefaults = { frequency: 'monthly', currency: 'EUR', qty: 1, sold: false };
