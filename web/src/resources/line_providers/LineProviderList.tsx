// Line providers (spec 1 §2.10): 50 per page, drawer, filters q and Archived.
import { DataTable } from 'react-admin';
import { DateField, NumberField } from '../../common/format/fields.tsx';
import { ResourceList } from '../../common/ResourceList.tsx';
import { LineProviderDetails } from './LineProviderDetails.tsx';

export const LineProviderList = () => (
  <ResourceList drawer={<LineProviderDetails />}>
    <DataTable.Col source="id" />
    <DataTable.Col source="name" />
    <DataTable.Col align="right" field={NumberField} source="lines_count" />
    <DataTable.Col source="created_at" field={DateField} />
    <DataTable.Col source="updated_at" field={DateField} />
  </ResourceList>
);
