export const contacts = {
  name: 'Contact |||| Contacts',
  fields: {
    id: 'Id',
    name: 'Name',
    customer_id: 'Customer',
    job_title: 'Job title',
    email: 'E-mail',
    phone: 'Phone',
    contact_type: 'Type',
    department: 'Department',
  },
};
