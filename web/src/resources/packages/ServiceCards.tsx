// The service cards of a package on a site's page (spec 1 §2.6): product and reference, status,
// price, the dates or "Running", and for data services with a device its usage charts on demand.
import { useState } from 'react';
import { Box, Card, CardContent, Grid, Typography } from '@mui/material';
import BarChartIcon from '@mui/icons-material/BarChart';
import { Button, RecordContextProvider, useListContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { UsageCharts } from '../../common/charts/UsageCharts.tsx';
import { formatDate, formatMoney } from '../../common/format/format.ts';
import { useFormat } from '../../common/format/useFormat.ts';
import { CommercialStatusField } from '../services/CommercialStatusField.tsx';
import type { ServiceRecord } from '../services/types.ts';

/** Types whose usage is the device's data usage. */
const DATA_TYPES = ['data', 'sdwan'];

/** A YYYY-MM-DD day as every date of the console shows it. */
const day = (value: string) => formatDate(value);

const Dates = ({ service }: { service: ServiceRecord }) => {
  const translate = useTranslate();
  if (!service.start_date) return <>{translate('resources.packages.cards.not_started')}</>;
  if (!service.end_date) return <>{translate('resources.packages.cards.running_since', { date: day(service.start_date) })}</>;
  return <>{translate('resources.packages.cards.from_to', { start: day(service.start_date), end: day(service.end_date) })}</>;
};

const ServiceCard = ({ service }: { service: ServiceRecord }) => {
  const translate = useTranslate();
  const { locale } = useFormat();
  const [usage, setUsage] = useState(false);
  const withUsage = DATA_TYPES.includes(String(service.type)) && service.device_id;
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <RecordContextProvider value={service}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
            <Typography variant="subtitle1" component={Link} to={`/services/${service.id}/show`} sx={{ flex: 1, color: 'inherit' }}>
              {service.product_name ?? service.name ?? service.reference}
            </Typography>
            <CommercialStatusField resource="services" />
          </Box>
        </RecordContextProvider>
        <Typography variant="body2" color="text.secondary">
          {service.reference}
          {service.device_serial ? ` · ${service.device_serial}` : ''}
          {service.line_subscription_id ? ` · ${service.line_subscription_id}` : ''}
        </Typography>
        <Typography variant="h6" component="p">
          {service.price != null ? formatMoney(service.price, locale, service.currency || 'EUR') : '-'}
          <Typography component="span" variant="body2" color="text.secondary">
            {' '}
            {translate(`resources.services.frequencies.${service.frequency}`, { _: service.frequency })}
          </Typography>
        </Typography>
        <Typography variant="body2">
          <Dates service={service} />
        </Typography>
        {withUsage && (
          <Button label="resources.packages.cards.usage" onClick={() => setUsage(!usage)} sx={{ mt: 1 }}>
            <BarChartIcon />
          </Button>
        )}
      </CardContent>
      {usage && (
        <Box sx={{ px: 2, pb: 2 }}>
          <UsageCharts filter={{ device_id: service.device_id }} height={200} />
        </Box>
      )}
    </Card>
  );
};

/** The cards of the list in context (a ReferenceManyField of services). */
export const ServiceCards = () => {
  const { data = [] } = useListContext<ServiceRecord>();
  return (
    <Grid container spacing={2}>
      {data.map((service) => (
        <Grid key={service.id} size={{ xs: 12, md: 6, xl: 4 }}>
          <ServiceCard service={service} />
        </Grid>
      ))}
    </Grid>
  );
};
