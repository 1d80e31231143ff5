import { Create, SimpleForm, useNotify } from 'react-admin';
import { SaveToolbar } from '../../common/SaveToolbar.tsx';
import { siteDefaults, SiteInputs } from './SiteInputs.tsx';

export const SiteCreate = () => {
  const notify = useNotify();
  return (
    <Create
      redirect="show"
      // Spec 1 §8: a failed site creation shows the server's message as an error.
      mutationOptions={{
        onError: (error) => notify(error instanceof Error && error.message ? error.message : 'ra.notification.http_error', { type: 'error' }),
      }}
    >
      <SimpleForm defaultValues={siteDefaults} toolbar={<SaveToolbar />}>
        <SiteInputs />
      </SimpleForm>
    </Create>
  );
};
