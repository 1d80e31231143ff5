// The activity log embedded in a record's show page (spec 1 §2.12): newest first, 25 per page.
import { Chip, Typography } from '@mui/material';
import { DataTable, ReferenceManyField, useRecordContext, useTranslate } from 'react-admin';
import { DateField } from './format/fields.tsx';
import { ListPagination } from './ListPagination.tsx';
import { pageSizeFor } from '@console/contract';
import { ChangeField } from './ChangeField.tsx';

export interface LogTabProps {
  /**
   * A refs filter of the logs naming this record, e.g. customer_id, site_id, device_id: lists the
   * changes of the record and of the records attached to it. Mutually exclusive with objectType.
   */
  target?: string;
  /** Lists only the changes of this object: object_type=<objectType>&object_id=<record id>. */
  objectType?: string;
  /** The record field holding the id sent (default id). */
  source?: string;
}

/** The changed object: its type and the name the server recorded (object_repr), else its id. */
const ObjectField = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <span>
      <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {translate(`app.object_types.${record.object_type}`, { _: record.object_type })}
      </Typography>
      {record.object_repr ?? record.object_id}
    </span>
  );
};

const VerbField = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record?.verb) return null;
  return <Chip size="small" variant="outlined" label={translate(`app.verbs.${record.verb}`, { _: record.verb })} />;
};

export const LogTab = ({ target, objectType, source = 'id' }: LogTabProps) => (
  <ReferenceManyField
    reference="logs"
    target={objectType ? 'object_id' : (target ?? 'object_id')}
    source={source}
    filter={objectType ? { object_type: objectType } : undefined}
    sort={{ field: 'id', order: 'DESC' }}
    perPage={pageSizeFor('logs')}
    pagination={<ListPagination rowsPerPageOptions={[pageSizeFor('logs')]} />}
    empty={<EmptyLog />}
  >
    <DataTable bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="created_at">
        <DateField source="created_at" showTime />
      </DataTable.Col>
      <DataTable.Col source="author_name" />
      <DataTable.Col source="verb" render={() => <VerbField />} />
      {!objectType && <DataTable.Col source="object_id" disableSort render={() => <ObjectField />} />}
      <DataTable.Col source="before" disableSort render={() => <ChangeField side="before" />} />
      <DataTable.Col source="after" disableSort render={() => <ChangeField side="after" />} />
    </DataTable>
  </ReferenceManyField>
);

const EmptyLog = () => {
  const translate = useTranslate();
  return <Chip sx={{ my: 2 }} label={translate('app.log.empty')} />;
};
