// Customer edit (spec 1 §2.4): tabs summary and Theme.
import { Edit, TabbedForm } from 'react-admin';
import { SaveToolbar } from '../../common/SaveToolbar.tsx';
import { CustomerInputs } from './CustomerInputs.tsx';
import { CustomerThemeInputs } from './CustomerThemeInputs.tsx';

export const CustomerEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show">
    <TabbedForm toolbar={<SaveToolbar />}>
      <TabbedForm.Tab label="resources.customers.tabs.summary">
        <CustomerInputs />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="resources.customers.tabs.theme" path="theme">
        <CustomerThemeInputs />
      </TabbedForm.Tab>
    </TabbedForm>
  </Edit>
);
