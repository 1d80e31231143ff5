// Remote-management (managed-network controller) servers, spec 1 §2.12 and §3. The API secret is
// written but never read back: clients see has_api_secret instead. The console calls a server's URL
// with its stored credentials, so (decision 0068) only an administrator moves a server to another URL
// or host (no permission flag covers controller servers), a moved server forgets its API secret unless
// the same request gives a new one, and a URL or host is never link-local or a cloud metadata service.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { servers } from '../../../db/schema/index.ts';
import { qualified } from '../../../platform/computed.ts';
import type { Ctx } from '../../../platform/context.ts';
import { forbidden } from '../../../platform/errors.ts';
import { date, requiredText, text } from '../../../platform/fields.ts';
import { defineResource } from '../../../platform/registry.ts';
import type { Row } from '../../../platform/resource-types.ts';
import { setAvailableOrganizations } from './organizations.ts';
import { hostProblem, OUTBOUND_MESSAGES, outboundUrlProblem } from './outbound-address.ts';

const url = () =>
  z.preprocess(
    (v) => (v === '' ? null : v),
    z
      .string()
      .max(500)
      .regex(/^https?:\/\/[^\s]+$/i, OUTBOUND_MESSAGES.scheme)
      .superRefine((v, c) => {
        const problem = outboundUrlProblem(v);
        if (problem) c.addIssue({ code: 'custom', message: problem });
      })
      .nullish(),
  );
const host = () =>
  text(255).superRefine((v, c) => {
    const problem = v ? hostProblem(v) : null;
    if (problem) c.addIssue({ code: 'custom', message: problem });
  });

/** Where the console's calls go: a change moves the stored credentials' destination. */
const CALLED_URLS = ['base_url', 'api_base_url'] as const;
const ADDRESS_FIELDS = [...CALLED_URLS, 'hostname', 'api_hostname'] as const;
export const SERVER_MESSAGES = {
  adminOnly: "Only an administrator may change a server's URL or host: the console sends the server's credentials there.",
} as const;

/** An empty text and no value are the same address (a form sends '' for an untouched empty field). */
const value = (v: unknown) => (v === '' || v === undefined ? null : v);
const changed = (before: Row, data: Row, field: string) => field in data && value(data[field]) !== value(before[field]);

/** The address rules of an update: who may move a server, and its secret forgotten when it moves. */
function guardAddress(ctx: Ctx, before: Row, data: Row): Row {
  if (!ADDRESS_FIELDS.some((f) => changed(before, data, f))) return data;
  if (!ctx.actor?.is_admin) throw forbidden(SERVER_MESSAGES.adminOnly);
  const newSecret = typeof data.api_secret === 'string' && data.api_secret !== '';
  if (CALLED_URLS.some((f) => changed(before, data, f)) && !newSecret) return { ...data, api_secret: null };
  return data;
}

const fields = {
  name: requiredText(100, 'Server name is required.'),
  description: text(2000),
  hostname: host(),
  api_hostname: host(),
  base_url: url(),
  api_base_url: url(),
  version: text(50),
  expiration_date: date(),
  api_key: text(500),
  api_secret: text(500),
  /** Ids (controller ids) of the organizations we manage; the others are kept but not synced. */
  available_organizations: z.preprocess((v) => (typeof v === 'string' ? (v === '' ? [] : [v]) : v), z.array(z.string().max(100)).max(1000).optional()),
};

const orgs = (where: string) =>
  sql<number>`(select count(*)::int from controller_organizations o where o.server_id = ${qualified(servers.id)}${sql.raw(where)})`;
const orgList = (where: string) =>
  sql<
    { id: string; name: string }[]
  >`coalesce((select json_agg(json_build_object('id', o.ic_id, 'name', o.name) order by o.name) from controller_organizations o where o.server_id = ${qualified(servers.id)}${sql.raw(where)}), '[]'::json)`;

export const serversResource = defineResource({
  name: 'servers',
  objectType: 'server',
  table: servers,
  hidden: ['api_secret'],
  computed: {
    has_api_secret: sql<boolean>`(${qualified(servers.api_secret)} is not null and ${qualified(servers.api_secret)} <> '')`,
    organizations: orgList(''),
    available_organizations: orgList(' and o.available'),
    organizations_count: orgs(''),
    available_organizations_count: orgs(' and o.available'),
  },
  // A reseller runs a handful of controller servers: search and sort scan a few rows, no index needed.
  searchable: [servers.name, servers.hostname],
  filters: {},
  sortable: ['name', 'hostname', 'version', 'expiration_date', 'last_sync_at', 'created_at', 'updated_at'],
  createSchema: z.object(fields),
  repr: (row) => row.name,
  hooks: {
    beforeCreate: (_tx, _ctx, data) => {
      const { available_organizations: _ignored, ...rest } = data;
      return rest;
    },
    beforeUpdate: async (tx, ctx, before, data) => {
      const { available_organizations, ...rest } = guardAddress(ctx, before, data);
      if (!available_organizations) return rest;
      await setAvailableOrganizations(tx, ctx, before, available_organizations);
      // Touched so the generic update answers the record re-read with its new counts (the change itself is logged above).
      return { ...rest, updated_at: new Date() };
    },
  },
});
