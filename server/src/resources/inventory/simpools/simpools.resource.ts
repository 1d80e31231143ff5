// SIM pools (spec 1 §2.9): 50 a page, a customer's SIMs grouped; the form takes a multi-line list
// of ICCIDs to put in the pool. The pool's SIM list is /simcards?pool_id=.
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { coded } from '@console/contract';
import { customers, simcards, simpools } from '../../../db/schema/index.ts';
import { countSql } from '../../../platform/list-query.ts';
import { id, requiredText, text } from '../../../platform/fields.ts';
import { defineResource } from '../../../platform/registry.ts';
import { countOf, nameOf } from '../../../platform/maintained.ts';
import { requireCustomer } from '../../crm/customers/customer-refs.ts';
import { moveSimsToPool, parseIccidList, simsByIccid } from '../simcards/simcards.actions.ts';
import { requireKnownIccids } from './simpools.actions.ts';

const fields = {
  name: requiredText(200, 'SIM pool name is required.'),
  customer_id: id(),
  notes: text(5000),
  description: text(5000),
  /** One ICCID a line; not a column: the SIMs named join the pool. */
  iccids: z.union([z.string().max(200_000), z.array(z.string().max(64)).max(10_000)]).nullish(),
};

/** Parses and checks the ICCID list of the form; empty means none. */
async function withIccids(tx: Parameters<typeof requireKnownIccids>[0], data: Record<string, any>) {
  if (data.iccids == null || data.iccids === '') {
    const { iccids: _drop, ...rest } = data;
    return rest;
  }
  const iccids = parseIccidList(data.iccids, 'iccids');
  await requireKnownIccids(tx, iccids);
  return { ...data, iccids };
}

export const simpoolsResource = defineResource({
  name: 'simpools',
  objectType: 'simpool',
  table: simpools,
  maintained: {
    cards_count: countOf(simcards, 'pool_id'),
    customer_name: nameOf(customers, 'customer_id'),
  },
  searchable: [simpools.name],
  filters: {
    customer_id: { type: 'int' },
  },
  sortable: ['name', 'customer_id', 'created_at', 'updated_at'],
  createSchema: z.object(fields),
  repr: (row) => row.name,
  refs: (row) => ({ customer_id: row.customer_id }),
  hooks: {
    beforeCreate: async (tx, _ctx, data) => {
      await requireCustomer(tx, data.customer_id);
      return withIccids(tx, data);
    },
    beforeUpdate: async (tx, _ctx, before, data) => {
      if (data.customer_id !== undefined && data.customer_id !== before.customer_id) await requireCustomer(tx, data.customer_id);
      return withIccids(tx, data);
    },
    afterWrite: async (tx, ctx, _before, after, input) => {
      if (!Array.isArray(input.iccids) || input.iccids.length === 0) return;
      const { found } = await simsByIccid(tx, input.iccids);
      await moveSimsToPool(
        tx,
        ctx,
        found.map((f) => f.id),
        after.id,
      );
    },
    beforeArchive: async (tx, _ctx, row) => {
      const [{ count }] = await tx
        .select({ count: countSql })
        .from(simcards)
        .where(and(eq(simcards.pool_id, row.id), isNull(simcards.archived_at)));
      if (count > 0) return coded(count > 1 ? 'simpool_holds_sims' : 'simpool_holds_sim', { count });
    },
  },
  exportColumns: [
    { key: 'id', header: 'ID', width: 8 },
    { key: 'name', header: 'Name', width: 28 },
    { key: 'customer_name', header: 'Customer', width: 28 },
    { key: 'cards_count', header: 'SIM cards', width: 10 },
    { key: 'description', header: 'Description', width: 40 },
    { key: 'notes', header: 'Notes', width: 40 },
    { key: 'created_at', header: 'Created', width: 20 },
  ],
});
