import { Create, TabbedForm } from 'react-admin';
import { SaveToolbar } from '../../common/SaveToolbar.tsx';
import { customerDefaults, CustomerInputs } from './CustomerInputs.tsx';
import { CustomerThemeInputs } from './CustomerThemeInputs.tsx';

export const CustomerCreate = () => (
  <Create redirect="show">
    <TabbedForm defaultValues={customerDefaults} toolbar={<SaveToolbar />}>
      <TabbedForm.Tab label="resources.customers.tabs.summary">
        <CustomerInputs />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="resources.customers.tabs.theme" path="theme">
        <CustomerThemeInputs />
      </TabbedForm.Tab>
    </TabbedForm>
  </Create>
);
