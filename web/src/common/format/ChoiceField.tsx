// A stored choice value (direct_debit, 30D, RENT...) shown through its translated label: `labels` is
// the message group holding one key per value; an unknown value is shown as stored.
import { Typography } from '@mui/material';
import { useFieldValue, useTranslate, type FieldProps } from 'react-admin';

export const ChoiceField = ({ labels, emptyText = '-', ...props }: FieldProps & { labels: string; emptyText?: string }) => {
  const translate = useTranslate();
  const value = useFieldValue({ source: props.source as string, record: props.record });
  const text = value === null || value === undefined || value === '' ? emptyText : translate(`${labels}.${String(value)}`, { _: String(value) });
  return (
    <Typography component="span" variant="body2">
      {text}
    </Typography>
  );
};

/** Choices for a SelectInput whose names are the same translated labels. */
export const choicesOf = (values: readonly string[], labels: string) => values.map((id) => ({ id, name: `${labels}.${id}` }));
