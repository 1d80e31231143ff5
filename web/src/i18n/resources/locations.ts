export const locations = {
  name: 'Location |||| Locations',
  fields: {
    name: 'Name',
    customer_id: 'Customer',
    customer_name: 'Customer',
    is_stock: 'Stock',
    street: 'Street',
    number: 'Number',
    zipcode: 'Postcode',
    city: 'City',
    country: 'Country',
    address: 'Address',
    lat: 'Latitude',
    lng: 'Longitude',
    created_at: 'Created',
  },
};
