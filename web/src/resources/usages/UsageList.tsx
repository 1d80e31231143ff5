// Data usages (spec 3 §2): 100 per page, export to /usages/export.xls, filters q, SIM, date range,
// source and supplier; columns date, SIM card (formatted ICCID), source, site, pool, total (GB) and
// total price (EUR). "Sync last month" fetches the previous month from every source again.
import { DataTable, NumberInput, SelectField, SelectInput, TextInput } from 'react-admin';
import { DateInput } from '../../common/format/DateInputs.tsx';
import { DateField, GbField, MoneyField } from '../../common/format/fields.tsx';
import { USAGE_LIST_SOURCES } from '@console/contract';
import { ResourceList } from '../../common/ResourceList.tsx';
import { providerChoices } from '../data_pricings/DataPricingFields.tsx';
import { SyncLastMonthButton } from './SyncLastMonthButton.tsx';

const sourceChoices = USAGE_LIST_SOURCES.map((id) => ({ id, name: `resources.usages.sources.${id}` }));

const filters = [
  <DateInput key="start_date" source="start_date" alwaysOn />,
  <DateInput key="end_date" source="end_date" alwaysOn />,
  <SelectInput key="source" source="source" choices={sourceChoices} alwaysOn />,
  <NumberInput key="sim_id" source="sim_id" />,
  <TextInput key="supplier_name" source="supplier_name" />,
];

export const UsageList = () => (
  <ResourceList
    filters={filters}
    archivable={false}
    exportable
    sort={{ field: 'date', order: 'DESC' }}
    extraActions={<SyncLastMonthButton />}
    bulkActionButtons={false}
  >
    <DataTable.Col source="date" field={DateField} />
    <DataTable.Col source="simcard" disableSort />
    <DataTable.Col source="source">
      <SelectField source="source" choices={providerChoices} />
    </DataTable.Col>
    <DataTable.Col source="site_name" disableSort />
    <DataTable.Col source="pool_name" disableSort />
    <DataTable.Col source="total" disableSort align="right" field={GbField} />
    <DataTable.Col source="total_price" align="right" field={MoneyField} />
  </ResourceList>
);
