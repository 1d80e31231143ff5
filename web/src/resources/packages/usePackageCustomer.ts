// The customer of the package chosen in a form (package_id), for choices that belong to that
// customer (sites, lines, data pools: spec 2 §5 "choices filtered by customer and package").
import { useGetOne } from 'react-admin';
import { useWatch } from 'react-hook-form';

/** `{ customer_id }` to spread into a ReferenceInput filter, or `{}` before a package is chosen. */
export function usePackageCustomerFilter(): { customer_id?: number } {
  const packageId = useWatch({ name: 'package_id' });
  const { data } = useGetOne('packages', { id: packageId }, { enabled: !!packageId });
  return data?.customer_id ? { customer_id: data.customer_id } : {};
}
