// Products (spec 1 §2.2, decision 0042): device and service products in one list, registered with no screens of their own; references and pickers read the list.
export default {
  recordRepresentation: (record: { name?: string | null; reference?: string | null; id?: number }) => record.name || record.reference || `#${record.id}`,
};
