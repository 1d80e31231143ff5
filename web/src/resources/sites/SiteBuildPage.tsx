// /sites/{id}/build (spec 1 §2.4, §2.6 "Add device"): choose a device in stock for this site, then
// deploy it through the device's own deploy page with the site's customer and the site filled in
// (the deploy rules, ports and alert contacts stay in one place).
import { Card, CardContent, Typography } from '@mui/material';
import { useNavigate, useParams } from 'react-router-dom';
import { AutocompleteInput, Form, Loading, ReferenceInput, Title, Toolbar, required, useGetOne, useTranslate } from 'react-admin';
import { FormSaveButton } from '../../common/SaveToolbar.tsx';
import { deviceOptionText } from '../../common/referenceOptions.ts';

/** The deploy page of a device, with this site chosen. */
export const deployToSitePath = (deviceId: unknown, site: { id: unknown; customer_id?: unknown }) =>
  `/devices/${deviceId}/deploy?${new URLSearchParams({ site_id: String(site.id), ...(site.customer_id ? { customer_id: String(site.customer_id) } : {}) })}`;

export const SiteBuildPage = () => {
  const { id } = useParams();
  const navigate = useNavigate();
  const translate = useTranslate();
  const { data: site, isPending } = useGetOne('sites', { id: id! });
  if (isPending) return <Loading />;
  if (!site) return null;
  const title = translate('resources.sites.build.title', { name: site.name });
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Typography variant="h6">{title}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('resources.sites.build.help')}
        </Typography>
        <Form onSubmit={(values: Record<string, unknown>) => navigate(deployToSitePath(values.device_id, site))}>
          <ReferenceInput source="device_id" reference="devices" filter={{ in_stock: true }} sort={{ field: 'serial', order: 'ASC' }}>
            <AutocompleteInput
              label="resources.sites.build.device"
              optionText={deviceOptionText}
              filterToQuery={(q: string) => ({ q })}
              validate={required()}
              sx={{ minWidth: 360 }}
            />
          </ReferenceInput>
          <Toolbar>
            <FormSaveButton label="resources.sites.build.continue" />
          </Toolbar>
        </Form>
      </CardContent>
    </Card>
  );
};
