// Field rules of an IP (spec 1 §3 IP, §9): valid addresses stored in one spelling, a prefix that
// fits the address family, VLAN 0 or 100-120, the firewall and subnet-type lists.
import { z } from 'zod';
import { IP_FIREWALLS, IP_SUBNET_TYPES } from '@console/contract';
import { badRequest } from '../../../platform/errors.ts';
import { bool, choice, id, int, orDefault, text } from '../../../platform/fields.ts';
import type { Row } from '../../../platform/registry.ts';
import { canonicalIp, maxPrefix, parseIp } from './ip-ranges.ts';

const IP_SHAPE = /^\s*(\d{1,3}(\.\d{1,3}){3}|[0-9A-Fa-f:]*::[0-9A-Fa-f:.]*|[0-9A-Fa-f]{1,4}(:[0-9A-Fa-f]{1,4}){7})\s*$/;

/** An IP address (stored in its canonical spelling by canonicalAddresses). */
const ipString = (message: string, required = message) =>
  z
    .string({ error: required })
    .max(64, message)
    .regex(IP_SHAPE, message)
    .refine((v) => canonicalIp(v) !== null, message);

/** 2001:DB8::1 and 2001:db8:0::1 are one address: stored in one spelling, the unique index sees them as one. */
export function canonicalAddresses(data: Row): Row {
  const out = { ...data };
  for (const key of ['address', 'gateway']) if (typeof out[key] === 'string') out[key] = canonicalIp(out[key]) ?? out[key];
  return out;
}

const VLAN_MESSAGE = 'VLAN must be 0 or between 100 and 120.';
const vlan = () => int(0, 120).refine((v) => v == null || v === 0 || v >= 100, VLAN_MESSAGE);

/** Fields shared by a single create or edit and by the bulk create. */
export const ipSharedFields = {
  cidr: orDefault(int(0, 128)),
  used: bool(),
  available: bool(),
  device_id: id(),
  unmanaged_device_description: text(500),
  customer_id: id(),
  subnet: text(64),
  subnet_type: choice(IP_SUBNET_TYPES),
  subnet_notes: text(2000),
  gateway: z.preprocess((v) => (v === '' ? null : v), ipString('The gateway must be an IP address.').nullish()),
  firewall: choice(IP_FIREWALLS),
  vlan_id: vlan(),
  notes: text(5000),
};

export const ipFields = {
  address: ipString('Enter a valid IPv4 or IPv6 address.', 'An IP address is required.'),
  ...ipSharedFields,
};

/** The prefix fits the address (0-32 for IPv4, 0-128 for IPv6); an IPv6 address without one is a /128. */
export function checkPrefix(before: Row | null, data: Row): Row {
  const address = data.address ?? before?.address;
  const ip = address ? parseIp(address) : null;
  if (!ip) return data;
  const max = maxPrefix(ip.family);
  if (data.cidr == null && before === null && ip.family === 6) return { ...data, cidr: 128 };
  const cidr = data.cidr ?? before?.cidr;
  if (cidr != null && cidr > max) throw badRequest(`The prefix of an IPv${ip.family} address is 0 to ${max}.`, { cidr: `0 to ${max}.` });
  return data;
}
