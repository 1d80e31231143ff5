export const addresses = {
  name: 'Billing address |||| Billing addresses',
  fields: {
    id: 'Id',
    name: 'Name',
    customer_id: 'Customer',
    accounting_code: 'Accounting code',
    city: 'City',
    country: 'Country',
    vat: 'VAT number',
    email: 'E-mail',
    payment_method: 'Payment method',
    payment_terms: 'Payment terms',
  },
};
