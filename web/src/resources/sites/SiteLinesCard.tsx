// The lines of a site, as a card of the site's summary (spec 1 §2.6).
import { Card, CardContent, Typography } from '@mui/material';
import { DataTable, ReferenceManyField, useTranslate } from 'react-admin';
import { statusLedRowSx } from '../../common/statusLed.ts';
import { lineColumns } from '../lines/index.ts';
import { ListPagination } from '../../common/ListPagination.tsx';

export const SiteLinesCard = () => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ my: 2 }}>
      <CardContent>
        <Typography variant="overline" color="text.secondary" sx={{ fontWeight: 600, letterSpacing: 1 }}>
          {translate('resources.lines.name', { smart_count: 2 })}
        </Typography>
        <ReferenceManyField
          reference="lines"
          target="site_id"
          sort={{ field: 'id', order: 'DESC' }}
          perPage={5}
          pagination={<ListPagination rowsPerPageOptions={[5]} />}
        >
          <DataTable bulkActionButtons={false} rowClick="show" rowSx={statusLedRowSx()}>
            {lineColumns({ hide: ['customer_name', 'site_name'] })}
          </DataTable>
        </ReferenceManyField>
      </CardContent>
    </Card>
  );
};
