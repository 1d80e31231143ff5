// The share of a package's services and lines delivered (spec 2 §3 fulfillment_rate): the server
// sends a whole percentage (0-100).
import { NumberField } from '../../common/format/fields.tsx';

export const FulfillmentField = (_props: { source?: string; label?: string }) => (
  <NumberField
    source="fulfillment_rate"
    transform={(value: unknown) => Number(value) / 100}
    options={{ style: 'percent', maximumFractionDigits: 0 }}
    emptyText="-"
  />
);
