export const companies = {
  name: 'Billing company |||| Billing companies',
  fields: {
    id: 'Id',
    name: 'Name',
    country: 'Country',
    street: 'Street',
    zipcode: 'Zip code',
    city: 'City',
    vat_number: 'VAT number',
    bank_name: 'Bank',
    bank_bic: 'BIC',
    bank_iban: 'IBAN',
    email: 'E-mail',
    website: 'Website',
    phone: 'Phone',
    invoice_prefix: 'Invoice prefix',
    created_at: 'Created',
    updated_at: 'Updated',
    archived_at: 'Archived',
    archived_reason: 'Archive reason',
  },
  tabs: {
    summary: 'Summary',
    logs: 'Logs',
  },
  sections: {
    identity: 'Identity',
    address: 'Address',
    contact: 'Contact',
    bank: 'Bank account',
  },
  helpers: {
    invoice_prefix: 'First digit of this issuer’s invoice numbers, 1 to 9.',
  },
  validation: {
    invoice_prefix: 'A whole number from 1 to 9',
  },
};
