// A SIM provider's fields, for the drawer and the show page (the password is never shown).
import { SimpleShowLayout, TextField } from 'react-admin';

export const providerFieldSources = [
  'iccid_prefix',
  'api',
  'supplier_name',
  'carrier_name',
  'product_name',
  'prefered_apn',
  'alternative_apn',
  'username',
  'contry_iso',
  'country',
  'country_code',
  'mcc',
  'description',
] as const;

export const ProviderDetails = () => (
  <SimpleShowLayout sx={{ px: 0 }}>
    {providerFieldSources.map((source) => (
      <TextField key={source} source={source} emptyText="-" />
    ))}
  </SimpleShowLayout>
);
