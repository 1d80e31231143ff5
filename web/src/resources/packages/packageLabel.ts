// A package's name in references and tabs: its reference (or name) and the customer's reference. In a
// file of its own so that the resource registry needs no table code at start (issue 14, first load).
export const packageLabel = (record: { reference?: string | null; customer_reference?: string | null; name?: string | null; id?: number }) =>
  [record.reference || record.name || `#${record.id}`, record.customer_reference].filter(Boolean).join(' - ');
