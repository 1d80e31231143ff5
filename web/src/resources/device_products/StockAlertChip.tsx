// The stock alert of a device product (spec 2 §3): stock_alert from the min/max levels, with the
// stock status the server computes.
import { Chip } from '@mui/material';
import WarningIcon from '@mui/icons-material/WarningAmber';
import { useRecordContext, useTranslate } from 'react-admin';

export const StockAlertChip = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record?.stock_alert) return null;
  const status = record.stock_status as string | undefined;
  return (
    <Chip
      size="small"
      color="warning"
      icon={<WarningIcon />}
      label={status ? `${translate('resources.device_products.stock_alert')}: ${status}` : translate('resources.device_products.stock_alert')}
    />
  );
};
