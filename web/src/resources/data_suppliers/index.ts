// Data suppliers (spec 1 §2.2): registered with no screens of their own; pickers read the list.
export default {
  recordRepresentation: (record: { name?: string | null; id?: number }) => record.name || `#${record.id}`,
};
