export const data_suppliers = {
  name: 'Data supplier |||| Data suppliers',
  fields: {
    name: 'Name',
    notes: 'Notes',
  },
};
