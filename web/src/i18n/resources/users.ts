export const users = {
  name: 'User |||| Users',
  fields: {
    id: 'Id',
    email: 'E-mail',
    firstname: 'First name',
    lastname: 'Last name',
    fullname: 'Name',
    customer_id: 'Customer',
    is_admin: 'Admin',
    is_staff: 'Staff',
    is_manager: 'Manager',
    active: 'Active',
    mfa_enabled: 'MFA',
    last_login_at: 'Last login',
  },
};
