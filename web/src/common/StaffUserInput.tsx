// Staff-only pickers (account manager, presales, assigned to): users flagged is_staff (spec 1 §2.3, §6).
import { AutocompleteInput, ReferenceInput, type AutocompleteInputProps } from 'react-admin';
import { userName } from './userName.ts';

export interface StaffUserInputProps extends Omit<AutocompleteInputProps, 'source'> {
  /** The id field, e.g. account_manager_id, presale_id, assigned_to_id. */
  source: string;
  /** Works as a list filter too (`alwaysOn` is passed through). */
  alwaysOn?: boolean;
}

/** A reference to users filtered is_staff=true, searched with q. */
export const StaffUserInput = ({ source, alwaysOn: _alwaysOn, ...rest }: StaffUserInputProps) => (
  <ReferenceInput source={source} reference="users" filter={{ is_staff: true }}>
    <AutocompleteInput optionText={userName} filterToQuery={(q: string) => ({ q })} {...rest} />
  </ReferenceInput>
);
