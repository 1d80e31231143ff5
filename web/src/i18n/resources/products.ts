export const products = {
  name: 'Product |||| Products',
  fields: {
    kind: 'Kind',
    product_id: 'Catalogue id',
    reference: 'Reference',
    name: 'Name',
    brand: 'Brand',
    category: 'Category',
    service_type: 'Service type',
    price: 'Price',
    currency: 'Currency',
    created_at: 'Created',
  },
  kinds: {
    device: 'Device product',
    service: 'Service product',
  },
};
