import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

/** `source` and `label` are read by show layouts to label the field. */
export const PaymentMethodField = ({ source = 'payment_method' }: { source?: string; label?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const method = record?.[source] as string | undefined;
  return (
    <Typography component="span" variant="body2">
      {method ? translate(`resources.addresses.payment_methods.${method}`, { _: method }) : '-'}
    </Typography>
  );
};
