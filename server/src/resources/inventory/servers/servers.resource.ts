// Remote-management (managed-network controller) servers, spec 1 §2.12 and §3. The API secret is
// written but never read back: clients see has_api_secret instead.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { servers } from '../../../db/schema/index.ts';
import { qualified } from '../../../platform/computed.ts';
import { date, requiredText, text } from '../../../platform/fields.ts';
import { defineResource } from '../../../platform/registry.ts';
import { setAvailableOrganizations } from './organizations.ts';

const url = () =>
  z.preprocess(
    (v) => (v === '' ? null : v),
    z
      .string()
      .max(500)
      .regex(/^https?:\/\/[^\s]+$/i, 'A URL starting with http:// or https://.')
      .nullish(),
  );

const fields = {
  name: requiredText(100, 'Server name is required.'),
  description: text(2000),
  hostname: text(255),
  api_hostname: text(255),
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
      const { available_organizations, ...rest } = data;
      if (!available_organizations) return rest;
      await setAvailableOrganizations(tx, ctx, before, available_organizations);
      // Touched so the generic update answers the record re-read with its new counts (the change itself is logged above).
      return { ...rest, updated_at: new Date() };
    },
  },
});
