// SIM pool create and edit (spec 1 §2.9, §5): name, customer, notes, and a list of ICCIDs, one per
// line, added to the pool once it is saved.
import { useRef } from 'react';
import { Box } from '@mui/material';
import { Create, Edit, required, SimpleForm, TextInput, useRedirect, type RaRecord } from 'react-admin';
import { CustomerInput } from '../../common/CustomerInput.tsx';
import { FormRow } from '../../common/FormSection.tsx';
import { SaveToolbar } from '../../common/SaveToolbar.tsx';
import { useAddSimcards } from './addSimcards.ts';

const SimpoolInputs = () => (
  <Box sx={{ width: '100%', maxWidth: 960 }}>
    <FormRow>
      <TextInput source="name" validate={required()} />
      <CustomerInput />
    </FormRow>
    <TextInput source="description" />
    <TextInput source="notes" multiline minRows={2} />
    <TextInput source="iccids" multiline minRows={6} helperText="resources.simpools.helpers.iccids" />
  </Box>
);

/** The ICCID list is not a pool field: it is kept aside, then sent to /simpools/{id}/simcards after the save. */
function useIccidSideCall() {
  const iccids = useRef<unknown>(undefined);
  const add = useAddSimcards();
  const redirect = useRedirect();
  const transform = ({ iccids: list, ...data }: RaRecord) => {
    iccids.current = list;
    return data;
  };
  const onSuccess = async (pool: RaRecord) => {
    await add(pool, iccids.current);
    redirect('show', 'simpools', pool.id);
  };
  return { transform, mutationOptions: { onSuccess } };
}

export const SimpoolCreate = () => {
  const side = useIccidSideCall();
  return (
    <Create transform={side.transform} mutationOptions={side.mutationOptions}>
      <SimpleForm toolbar={<SaveToolbar />}>
        <SimpoolInputs />
      </SimpleForm>
    </Create>
  );
};

export const SimpoolEdit = () => {
  const side = useIccidSideCall();
  return (
    <Edit mutationMode="pessimistic" transform={side.transform} mutationOptions={side.mutationOptions}>
      <SimpleForm toolbar={<SaveToolbar />}>
        <SimpoolInputs />
      </SimpleForm>
    </Edit>
  );
};
