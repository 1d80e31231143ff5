// Data limit alerts: no screens of their own; services and SIM cards list theirs in a tab.
export default {
  recordRepresentation: (record: { threshold?: number; month?: string }) => `${record.threshold ?? ''}% ${record.month ?? ''}`,
};
