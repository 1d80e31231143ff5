// Orders (spec 1 §2.2, decision 0042): the customer orders (packages), registered with no screens of their own; references and pickers read the list.
export default {
  recordRepresentation: (record: { reference?: string | null; name?: string | null; id?: number }) => record.reference || record.name || `#${record.id}`,
};
