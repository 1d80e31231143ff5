// /product_items/bulk-move (spec 2 §2, §7, §8): serials one per line, a site (filtered by customer)
// and the billing mode; 'Product items moved' and the form cleared, or the server reason as a warning.
import { useState } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { Button, Form, ResourceContextProvider, SelectInput, TextInput, Title, useNotify, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { linesOf } from '../../common/listText.ts';
import { useConsoleDataProvider } from '../../providers/dataProvider.ts';
import { rentSoldChoices } from './choices.ts';
import { SiteOfCustomerInputs } from './SiteOfCustomerInputs.tsx';

const EMPTY = { serials: '', customer_id: null, site_id: null, rent_sold: null };

const MoveButton = ({ busy, onMove }: { busy: boolean; onMove: (values: Record<string, any>) => Promise<boolean> }) => {
  const [serials, siteId] = useWatch({ name: ['serials', 'site_id'] });
  const { handleSubmit, reset } = useFormContext();
  const ready = linesOf(serials).length > 0 && !!siteId;
  return (
    <Button
      label="resources.product_items.actions.move"
      variant="contained"
      disabled={busy || !ready}
      onClick={handleSubmit(async (values) => {
        if (await onMove(values)) reset(EMPTY);
      })}
    >
      <LocalShippingIcon />
    </Button>
  );
};

export const ProductItemBulkMove = () => {
  const dataProvider = useConsoleDataProvider();
  const notify = useNotify();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);

  const move = async (values: Record<string, any>) => {
    setBusy(true);
    try {
      await dataProvider.post('product_items/move', { serials: linesOf(values.serials), site_id: values.site_id, rent_sold: values.rent_sold ?? null });
      notify('resources.product_items.notifications.moved', { type: 'info' });
      return true;
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'warning' });
      return false;
    } finally {
      setBusy(false);
    }
  };

  return (
    <ResourceContextProvider value="product_items">
      <Box sx={{ mt: 2 }}>
        <Title title="resources.product_items.bulk_move.title" />
        <Card>
          <CardContent>
            <Typography variant="h6" gutterBottom>
              {translate('resources.product_items.bulk_move.title')}
            </Typography>
            <Form defaultValues={EMPTY} onSubmit={() => undefined}>
              <Box sx={{ maxWidth: 720 }}>
                <SiteOfCustomerInputs />
                <SelectInput source="rent_sold" choices={rentSoldChoices} emptyText="-" />
                <TextInput source="serials" multiline minRows={8} helperText="app.bulk.one_per_line" />
                <MoveButton busy={busy} onMove={move} />
              </Box>
            </Form>
          </CardContent>
        </Card>
      </Box>
    </ResourceContextProvider>
  );
};
