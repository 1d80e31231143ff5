// The Ops History columns of spec 1 §2.12, shared by /records and the embedded tabs.
import { Link } from 'react-router-dom';
import { DataTable, useRecordContext, useTranslate } from 'react-admin';
import { DateField, NumberField } from '../../common/format/fields.tsx';
import { resourceOfObjectType } from '../logs/objectResources.ts';

const ObjectTypeField = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return <span>{translate(`resources.records.object_types.${record.object_type}`, { _: record.object_type })}</span>;
};

/** The object's id, linking to its show page. */
const ObjectLink = () => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Link to={`/${resourceOfObjectType(String(record.object_type))}/${record.object_id}/show`} onClick={(e) => e.stopPropagation()}>
      {record.object_id}
    </Link>
  );
};

const RefLink = ({ resource, idField, nameField }: { resource: string; idField: string; nameField: string }) => {
  const record = useRecordContext();
  if (!record?.[idField]) return <span>-</span>;
  return (
    <Link to={`/${resource}/${record[idField]}/show`} onClick={(e) => e.stopPropagation()}>
      {record[nameField] ?? record[idField]}
    </Link>
  );
};

const Percent = () => {
  const record = useRecordContext();
  const ratio = record?.current_month_ratio;
  return <span>{typeof ratio === 'number' ? `${Math.round(ratio * 1000) / 10} %` : '-'}</span>;
};

export const RecordColumns = ({ hide = [] }: { hide?: string[] }) => {
  const show = (field: string) => !hide.includes(field);
  return (
    <>
      {show('object_type') && (
        <DataTable.Col source="object_type">
          <ObjectTypeField />
        </DataTable.Col>
      )}
      {show('object_id') && (
        <DataTable.Col source="object_id" disableSort>
          <ObjectLink />
        </DataTable.Col>
      )}
      <DataTable.Col source="action" />
      {show('customer') && (
        <DataTable.Col source="customer_id" disableSort>
          <RefLink resource="customers" idField="customer_id" nameField="customer_name" />
        </DataTable.Col>
      )}
      {show('site') && (
        <DataTable.Col source="site_id" disableSort>
          <RefLink resource="sites" idField="site_id" nameField="site_name" />
        </DataTable.Col>
      )}
      <DataTable.Col source="target_device" disableSort>
        <RefLink resource="devices" idField="device_id" nameField="target_device" />
      </DataTable.Col>
      <DataTable.Col source="start_date">
        <DateField source="start_date" showTime />
      </DataTable.Col>
      <DataTable.Col source="end_date">
        <DateField source="end_date" showTime emptyText="-" />
      </DataTable.Col>
      <DataTable.Col align="right" field={NumberField} source="duration" disableSort />
      <DataTable.Col source="current_month_duration" disableSort align="right">
        <NumberField source="current_month_duration" />
      </DataTable.Col>
      <DataTable.Col source="current_month_ratio" disableSort align="right">
        <Percent />
      </DataTable.Col>
      <DataTable.Col source="comment" disableSort />
      <DataTable.Col source="user_email" disableSort />
    </>
  );
};
