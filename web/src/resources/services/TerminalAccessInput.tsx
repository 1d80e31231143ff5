// The terminal of a TERMINAL_ACCESS service (spec 2 §2, §3): a picker of the satellite terminals no
// other live service holds (the terminals' `held` filter, server/.../terminal-holders.ts), each named by
// its kit serial, terminal id and provider account. The provisioning checks the same rule (409).
// Used by the provision page; the service form can use it the same way.
import { AutocompleteInput, ReferenceInput, required } from 'react-admin';
import { terminalOptionText } from '../../common/referenceOptions.ts';

export const TerminalAccessInput = ({ isRequired = false }: { isRequired?: boolean }) => (
  <ReferenceInput
    source="starlink_terminal_id"
    reference="starlink_terminals"
    filter={{ held: false, archived: false }}
    sort={{ field: 'kit_serial_number', order: 'ASC' }}
  >
    <AutocompleteInput
      label="resources.services.fields.starlink_terminal_id"
      optionText={terminalOptionText}
      filterToQuery={(q: string) => ({ q })}
      validate={isRequired ? required() : undefined}
      helperText="resources.services.provision.terminal_helper"
    />
  </ReferenceInput>
);
