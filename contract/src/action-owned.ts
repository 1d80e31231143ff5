// Fields an action owns (docs/decisions/0064): the generic create and edit of a service or package line
// cannot write them; only the action that checks the state machine, the stock and the customer may. One
// table for both halves: the server refuses a change (commercial/services/action-owned.ts), the console
// shows the field read-only with a hint naming the action.

export interface OwnedField {
  /** The field as a sentence names it ("The device"). */
  label: string;
  /** The action that writes it ("Provision"). */
  action: 'Provision' | 'Ship' | 'Deliver' | 'End';
  /** Refused on create too when given a value (a new record has not been through the action). */
  onCreate?: boolean;
  /** Still editable while the record is in one of these statuses (a planned value the action takes as its default). */
  freeWhile?: readonly string[];
}

export type OwnedFields = Readonly<Record<string, OwnedField>>;

/**
 * What the service actions own: the stock and the customer's inventory move only through Provision, the
 * delivery dates through Ship and Deliver, the end through End. A custom serial is a planned value until
 * the service is provisioned (Provision takes it as its default).
 */
export const SERVICE_OWNED_FIELDS = {
  device_id: { label: 'The device', action: 'Provision', onCreate: true },
  ip_id: { label: 'The IP', action: 'Provision', onCreate: true },
  line_id: { label: 'The line', action: 'Provision', onCreate: true },
  serial: { label: 'The serial', action: 'Provision', freeWhile: ['DRAFT', 'PROVISIONING'] },
  shipping_date: { label: 'The shipping date', action: 'Ship', onCreate: true },
  shipping_tracking_code: { label: 'The tracking code', action: 'Ship' },
  delivery_date: { label: 'The delivery date', action: 'Deliver', onCreate: true },
  end_date: { label: 'The end date', action: 'End', onCreate: true },
  end_reason: { label: 'The end reason', action: 'End', onCreate: true },
} as const satisfies OwnedFields;

/** What the package line actions own: the delivery dates (Ship and Deliver). */
export const PACKAGE_LINE_OWNED_FIELDS = {
  shipping_date: { label: 'The shipping date', action: 'Ship', onCreate: true },
  shipping_tracking_code: { label: 'The tracking code', action: 'Ship' },
  delivery_date: { label: 'The delivery date', action: 'Deliver', onCreate: true },
} as const satisfies OwnedFields;

/**
 * The owned field that keeps a form from writing `field` of this record, or null when the form may write
 * it: on create (record null) the fields refused on create; on edit every owned field, except while the
 * record's status is one the field stays free in.
 */
export function ownedFieldOf(owned: OwnedFields, field: string, record: Readonly<Record<string, unknown>> | null): OwnedField | null {
  const f: OwnedField | undefined = owned[field];
  if (!f) return null;
  if (record === null) return f.onCreate ? f : null;
  return f.freeWhile?.includes(String(record.status)) ? null : f;
}
