export const companies = {
  name: 'Billing company |||| Billing companies',
  fields: {
    id: 'Id',
    name: 'Name',
    country: 'Country',
    vat_number: 'VAT number',
  },
};
