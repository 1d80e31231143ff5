// The customer picker of every form and list filter that points at a customer: searched with q.
import { AutocompleteInput, ReferenceInput, type AutocompleteInputProps } from 'react-admin';

export interface CustomerInputProps extends Omit<AutocompleteInputProps, 'source'> {
  /** Defaults to customer_id. */
  source?: string;
  /** Works as a list filter too (`alwaysOn` is read by the filter form, not by the input). */
  alwaysOn?: boolean;
}

// The customers list defaults to active, non-archived customers: the picker offers those, while a
// record already pointing at an inactive one still shows its name (get-many applies no defaults).
export const CustomerInput = ({ source = 'customer_id', alwaysOn: _alwaysOn, ...rest }: CustomerInputProps) => (
  <ReferenceInput source={source} reference="customers" sort={{ field: 'name', order: 'ASC' }}>
    <AutocompleteInput filterToQuery={(q: string) => ({ q })} {...rest} />
  </ReferenceInput>
);
