export const records = {
  name: 'Ops History |||| Ops History',
  fields: {},
};
