// A billing address created from the package form (issue 25), for the billing-address picker's
// create prop: the address form in a dialog, prefilled with the typed text as its name and the
// package's customer (locked: a package's billing address must be its customer's). The server checks
// the address as on its own page (VAT number, Peppol id...): its field errors show on the dialog's
// inputs and its message as a notification; the created address becomes the picker's value.
import { Dialog, DialogTitle, Box } from '@mui/material';
import { CreateBase, SimpleForm, useCreateSuggestionContext, useNotify, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { DialogSaveToolbar } from '../../common/SaveToolbar.tsx';
import { addressDefaults, AddressInputs } from '../addresses/AddressInputs.tsx';

export const CreateAddressDialog = ({ customerId }: { customerId: Identifier }) => {
  const { filter, onCancel, onCreate } = useCreateSuggestionContext();
  const notify = useNotify();
  const translate = useTranslate();
  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="md" aria-labelledby="address-dialog-title">
      <DialogTitle id="address-dialog-title">{translate('resources.packages.billing_address.dialog_title')}</DialogTitle>
      {/* React sends a submit through the portal to the package form around the picker: stopped here. */}
      <Box onSubmit={(e) => e.stopPropagation()}>
        <CreateBase
          resource="addresses"
          redirect={false}
          // The customer is the package's whatever the form holds (the input is locked, this makes it so).
          transform={(data: Record<string, unknown>) => ({ ...data, customer_id: customerId })}
          mutationOptions={{
            onSuccess: (address: RaRecord) => {
              notify('ra.notification.created', { type: 'info', messageArgs: { smart_count: 1 } });
              onCreate(address);
            },
            // The server's message; its field errors (body.errors) are shown on the inputs by the form.
            onError: (error) => notify(error instanceof Error && error.message ? error.message : 'ra.notification.http_error', { type: 'error' }),
          }}
        >
          <SimpleForm defaultValues={{ ...addressDefaults, name: filter ?? '', customer_id: customerId }} toolbar={<DialogSaveToolbar onCancel={onCancel} />}>
            <AddressInputs customerLocked />
          </SimpleForm>
        </CreateBase>
      </Box>
    </Dialog>
  );
};
