// The service form shows the fields an action owns read-only, with a hint naming the action (issue 25,
// decision 0064), from the contract's table, the one the server enforces: on edit every owned field
// (the serial stays free until the service is provisioned), on create only those refused on create.
import { describe, expect, it } from 'vitest';
import { SERVICE_OWNED_FIELDS } from '@console/contract';
import { useOwnedProps } from '../src/resources/services/ServiceInputs.tsx';
import { fieldPropsOf } from './support/render.ts';

const FIELDS = [
  'device_id',
  'ip_id',
  'line_id',
  'serial',
  'shipping_tracking_code',
  'shipping_date',
  'delivery_date',
  'end_date',
  'price',
  'notes',
  'start_date',
];

/** The props of each field, for a record (or none: the create form). */
const propsFor = (record?: Record<string, unknown>) => fieldPropsOf(useOwnedProps, FIELDS, record);
const readOnly = (props: ReturnType<typeof propsFor>) =>
  Object.entries(props)
    .filter(([, p]) => p.readOnly)
    .map(([f]) => f);

describe('action-owned fields of the service form', () => {
  it('on edit, every owned field is read-only with the hint; the others stay editable', () => {
    const props = propsFor({ id: 7, type: 'sdwan', status: 'DELIVERED' });
    expect(readOnly(props)).toEqual(['device_id', 'ip_id', 'line_id', 'serial', 'shipping_tracking_code', 'shipping_date', 'delivery_date', 'end_date']);
    expect(props.end_date.helperText).toBe('resources.services.helpers.owned');
    expect(props.price).toEqual({});
    expect(props.start_date).toEqual({});
  });

  it('the serial stays editable while the service is not provisioned yet', () => {
    expect(propsFor({ id: 7, type: 'custom', status: 'PROVISIONING' }).serial).toEqual({});
    expect(propsFor({ id: 7, type: 'custom', status: 'PROVISIONED' }).serial.readOnly).toBe(true);
  });

  it('on create, only the fields the server refuses on create', () => {
    expect(readOnly(propsFor())).toEqual(['device_id', 'ip_id', 'line_id', 'shipping_date', 'delivery_date', 'end_date']);
  });

  it('reads the same table the server enforces', () => {
    const onEdit = readOnly(propsFor({ id: 7, status: 'DELIVERED' }));
    for (const field of Object.keys(SERVICE_OWNED_FIELDS).filter((f) => FIELDS.includes(f))) expect(onEdit).toContain(field);
  });
});
