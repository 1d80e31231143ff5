// /ips/bulk-create (spec 1 §2.11): addresses, CIDR blocks or ranges one per line, with the values
// they share; Dry run first, then Create.
import { Box } from '@mui/material';
import { NumberInput } from 'react-admin';
import { BulkCreatePage } from '../../common/BulkCreatePage.tsx';
import { IpSharedInputs } from './IpInputs.tsx';

export const IpBulkCreate = () => (
  <BulkCreatePage
    resource="ips"
    title="resources.ips.bulk_create.title"
    path="ips/bulk"
    refsSource="addresses"
    defaultValues={{ cidr: 32, available: true, used: false }}
    toPayload={({ addresses: _text, ...values }, refs, dry) => ({ ...values, addresses: refs.join('\n'), dry })}
  >
    <Box>
      <NumberInput source="cidr" min={0} max={128} />
      <IpSharedInputs />
    </Box>
  </BulkCreatePage>
);
