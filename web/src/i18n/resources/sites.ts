export const sites = {
  name: 'Site |||| Sites',
  fields: {
    id: 'Id',
    name: 'Name',
    customer_id: 'Customer',
    is_stock: 'Stock site',
    address: 'Address',
    street: 'Street',
    number: 'Number',
    zipcode: 'Zip code',
    city: 'City',
    country: 'Country',
    created_at: 'Created',
  },
};
