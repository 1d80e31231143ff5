// Product item show page (spec 2 §2): Summary and Logs; Move, Back to stock, Edit and Archive.
import { SummaryLogShow } from '../../common/SummaryLogShow.tsx';
import { Box } from '@mui/material';
import { BooleanField, EditButton, ReferenceField, TextField } from 'react-admin';
import { DateField } from '../../common/format/fields.tsx';
import { ArchiveButton } from '../../common/ArchiveButton.tsx';
import { DetailSection } from '../../common/DetailSection.tsx';
import { BackToStockButton, MoveProductItemButton } from './ProductItemActions.tsx';
import { productItemArchiveProps } from './productItemArchive.tsx';
import { ChoiceField } from '../../common/format/ChoiceField.tsx';
import { ArchiveReasonField } from '../../common/format/ArchiveReasonField.tsx';

const ProductItemSummary = () => (
  <Box sx={{ pt: 1 }}>
    <DetailSection title="resources.product_items.sections.identity">
      <TextField source="serial" />
      <ReferenceField source="product_id" reference="device_products" emptyText="-" />
      <TextField source="product.brand" label="resources.product_items.fields.brand" emptyText="-" />
      <TextField source="product.family" label="resources.product_items.fields.family" emptyText="-" />
      <TextField source="product.sub_family" label="resources.product_items.fields.sub_family" emptyText="-" />
      <TextField source="product.category" label="resources.product_items.fields.category" emptyText="-" />
      <TextField source="supplier" emptyText="-" />
      <TextField source="power_supply_serial" emptyText="-" />
      <TextField source="router_serial" emptyText="-" />
    </DetailSection>
    <DetailSection title="resources.product_items.sections.where">
      <ReferenceField source="customer_id" reference="customers" emptyText="-" />
      <ReferenceField source="site_id" reference="sites" emptyText="-" />
      <BooleanField source="in_stock" />
      <BooleanField source="reserved" />
      <BooleanField source="is_new" />
    </DetailSection>
    <DetailSection title="resources.product_items.sections.billing">
      <ChoiceField source="rent_sold" labels="resources.product_items.rent_sold" />
      <ChoiceField source="buy_sm" labels="resources.product_items.buy_sm" />
      <TextField source="account_number" emptyText="-" />
      <TextField source="account_email" emptyText="-" />
    </DetailSection>
    <DetailSection title="resources.product_items.sections.dates">
      <DateField source="order_date" emptyText="-" />
      <DateField source="sent_date" emptyText="-" />
      <DateField source="installed_date" emptyText="-" />
    </DetailSection>
    <DetailSection columns={1}>
      <TextField source="notes" emptyText="-" sx={{ whiteSpace: 'pre-wrap' }} />
    </DetailSection>
    <DetailSection>
      <ArchiveReasonField source="archived_reason" />
      <DateField source="archived_date" emptyText="-" />
      <DateField source="created_at" showTime />
      <DateField source="updated_at" showTime />
    </DetailSection>
  </Box>
);

export const ProductItemShow = () => (
  <SummaryLogShow
    summary={<ProductItemSummary />}
    objectType="product_item"
    actions={
      <>
        <MoveProductItemButton />
        <BackToStockButton />
        <EditButton />
        <ArchiveButton {...productItemArchiveProps} />
      </>
    }
  />
);
