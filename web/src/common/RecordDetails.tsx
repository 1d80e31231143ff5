// The default content of a list's side drawer: every plain field of the record, labelled.
import type { ReactElement } from 'react';
import { BooleanField, SimpleShowLayout, TextField, useRecordContext } from 'react-admin';
import { DateField, NumberField } from './format/fields.tsx';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

export interface RecordDetailsProps {
  /** Fields left out (ids of no interest, secrets, large blobs). */
  omit?: string[];
}

function fieldFor(source: string, value: unknown): ReactElement | null {
  if (value !== null && typeof value === 'object') return null;
  if (typeof value === 'boolean') return <BooleanField key={source} source={source} />;
  if (typeof value === 'number') return <NumberField key={source} source={source} />;
  if (typeof value === 'string' && ISO_DATE.test(value)) return <DateField key={source} source={source} showTime={value.length > 10} />;
  return <TextField key={source} source={source} />;
}

export const RecordDetails = ({ omit = [] }: RecordDetailsProps) => {
  const record = useRecordContext();
  if (!record) return null;
  const fields = Object.entries(record)
    .filter(([key, value]) => !omit.includes(key) && value !== null && value !== undefined && value !== '')
    .map(([key, value]) => fieldFor(key, value))
    .filter((field): field is ReactElement => field !== null);
  return <SimpleShowLayout sx={{ px: 0 }}>{fields}</SimpleShowLayout>;
};
