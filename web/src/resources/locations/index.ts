// Locations (spec 1 §2.2, decision 0042): the places equipment stands (sites), registered with no screens of their own; references and pickers read the list.
export default {
  recordRepresentation: (record: { name?: string | null; id?: number }) => record.name || `#${record.id}`,
};
