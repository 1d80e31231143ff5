// The site's devices (spec 1 §2.6 devices card), and the site list's row expansion: 5 per page (spec 1 §9).
import { Card, CardContent, CardHeader } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DeviceTable } from '../devices/DeviceTable.tsx';

/** Site device expansion page size (spec 1 §9). */
const SITE_DEVICE_EXPANSION = 5;

export const SiteDevicesTab = () => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ my: 1 }}>
      <CardHeader title={translate('resources.devices.tabs.of_customer')} slotProps={{ title: { variant: 'subtitle1' } }} />
      <CardContent sx={{ pt: 0 }}>
        <DeviceTable target="site_id" hideSite perPage={10} />
      </CardContent>
    </Card>
  );
};

export const SiteDevicesExpand = () => <DeviceTable target="site_id" hideSite perPage={SITE_DEVICE_EXPANSION} />;
