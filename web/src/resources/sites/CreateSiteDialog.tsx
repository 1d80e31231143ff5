// Site creation as a pop-up from another form (spec 1 §2.6), for a ReferenceInput's create prop:
//   <ReferenceInput source="site_id" reference="sites">
//     <AutocompleteInput create={<CreateSiteDialog defaultValues={{ customer_id }} />} />
//   </ReferenceInput>
// The typed text becomes the site name; the created site becomes the input's value.
import { CreateBase, useCreateSuggestionContext, useNotify, type RaRecord } from 'react-admin';
import { SiteFormDialog } from './SiteFormDialog.tsx';
import { siteDefaults } from './SiteInputs.tsx';

export interface CreateSiteDialogProps {
  /** Prefilled values, e.g. the customer of the form it is opened from. */
  defaultValues?: Record<string, unknown>;
}

export const CreateSiteDialog = ({ defaultValues }: CreateSiteDialogProps) => {
  const { filter, onCancel, onCreate } = useCreateSuggestionContext();
  const notify = useNotify();
  return (
    <SiteFormDialog
      title="resources.sites.dialogs.create"
      onClose={onCancel}
      defaultValues={{ ...siteDefaults, name: filter ?? '', ...defaultValues }}
      wrap={(form) => (
        <CreateBase
          resource="sites"
          redirect={false}
          mutationOptions={{
            onSuccess: (site: RaRecord) => {
              notify('ra.notification.created', { type: 'info', messageArgs: { smart_count: 1 } });
              onCreate(site);
            },
            // Spec 1 §8: a failed site creation shows the server's message as an error.
            onError: (error) => notify(error instanceof Error && error.message ? error.message : 'ra.notification.http_error', { type: 'error' }),
          }}
        >
          {form}
        </CreateBase>
      )}
    />
  );
};
