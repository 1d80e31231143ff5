// The list conventions ResourceList applies to every list (issue 14): columns sort exactly where the
// server sorts (reference columns by the name they show), and on/off filters get an "all" position.
import { createElement, Fragment, type ReactElement } from 'react';
import { BooleanInput, DataTable, SelectInput, TextInput } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { sortKeyOf, triStateDefaults, withServerSort, withTriStateFilters } from '../src/common/listConventions.ts';
import { TriStateFilter } from '../src/common/TriStateFilter.tsx';

const col = (props: Record<string, unknown>) => createElement(DataTable.Col, { key: String(props.source ?? props.label), ...props });
const propsOf = (nodes: unknown) => (nodes as ReactElement<Record<string, unknown>>[]).map((n) => n.props);

describe('server sort on columns', () => {
  const sortable = new Set(['id', 'serial', 'customer_name', 'ic_server_name', 'reserved']);

  it('sorts a reference column by the name the server keeps', () => {
    expect(sortKeyOf({ source: 'customer_id' }, sortable)).toBe('customer_name');
    expect(sortKeyOf({ source: 'site_id' }, sortable)).toBe('site_id');
    expect(sortKeyOf({ source: 'server_id', sortBy: 'ic_server_name' }, sortable)).toBe('ic_server_name');
  });

  it('switches sorting on where the server sorts and off elsewhere, whatever the column said', () => {
    const out = withServerSort(
      [
        col({ source: 'serial', disableSort: true }),
        col({ source: 'customer_id', children: createElement('span') }),
        createElement(Fragment, { key: 'f' }, col({ source: 'reserved' }), col({ source: 'wans' })),
        col({ label: 'links' }),
        // Drawn by its own source: cannot be moved to the name, so it does not sort.
        col({ source: 'customer_id', key: 'plain' }),
      ],
      sortable,
      'devices',
    ) as ReactElement<Record<string, unknown>>[];
    expect(out[0].props).toMatchObject({ disableSort: false, source: 'serial' });
    // Sorted by the kept name, labelled as the reference column.
    expect(out[1].props).toMatchObject({ disableSort: false, source: 'customer_name', label: 'resources.devices.fields.customer_id' });
    expect(out[4].props).toMatchObject({ disableSort: true, source: 'customer_id' });
    expect(propsOf((out[2].props as { children: unknown }).children)).toEqual([
      expect.objectContaining({ source: 'reserved', disableSort: false }),
      expect.objectContaining({ source: 'wans', disableSort: true }),
    ]);
    expect(out[3].props).toMatchObject({ disableSort: true });
  });

  it('leaves the columns alone until the server has said what it sorts', () => {
    const columns = [col({ source: 'serial' })];
    expect(withServerSort(columns, undefined)).toBe(columns);
  });
});

describe('tri-state filters', () => {
  it('turns every on/off filter into yes / no / all and keeps the others', () => {
    const out = withTriStateFilters([
      createElement(BooleanInput, { key: 'in_stock', source: 'in_stock', alwaysOn: true }),
      createElement(TextInput, { key: 'serial', source: 'serial' }),
    ]);
    expect(out[0].type).toBe(TriStateFilter);
    expect(out[0].props).toMatchObject({ source: 'in_stock', alwaysOn: true });
    expect(out[1].type).toBe(TextInput);
  });

  it('holds defaults as the select does, and offers "all" as a value the server understands', () => {
    expect(triStateDefaults({ archived: false, only_fusion_hub: true, customer_id: 3 })).toEqual({
      archived: 'false',
      only_fusion_hub: 'true',
      customer_id: 3,
    });
    const select = TriStateFilter({ source: 'archived' }) as ReactElement<Record<string, any>>;
    expect(select.type).toBe(SelectInput);
    expect(select.props.emptyValue).toBe('all');
    expect(select.props.format(true)).toBe('true');
    // Never undefined: an uncontrolled select would not show a value set later from the URL.
    expect(select.props.format(undefined)).toBe('');
  });
});

describe('phone width', () => {
  it("sums a record up from the list's own columns, references by their kept names", async () => {
    const { columnSources, phoneSummary } = await import('../src/common/listConventions.ts');
    const sources = columnSources([
      col({ source: 'serial' }),
      createElement(Fragment, { key: 'f' }, col({ source: 'customer_id', children: createElement('span') }), col({ source: 'reserved' })),
      col({ source: 'product_name' }),
      col({ source: 'wans' }),
      // Drawn by its own field (a translated status): left to the drawer.
      col({ source: 'online_status', children: createElement('span') }),
    ]);
    expect(sources).toEqual(['serial', 'customer_id', 'reserved', 'product_name', 'wans']);
    const record = { serial: 'AB-12', customer_id: 4, customer_name: 'Acme', reserved: true, product_name: 'MAX BR1', wans: [] };
    // The name already in the title is not repeated; booleans and lists are left to the drawer.
    expect(phoneSummary(record, sources, 'AB-12')).toBe('Acme · MAX BR1');
  });
});

describe('filters applied', () => {
  it('counts what differs from the defaults, q included, and nothing when the list is as it comes', async () => {
    const { appliedFilters } = await import('../src/common/ResourceList.tsx');
    const defaults = { archived: 'false' };
    expect(appliedFilters({ archived: 'false' }, defaults)).toEqual([]);
    expect(appliedFilters({ archived: 'false', q: '' }, defaults)).toEqual([]);
    expect(appliedFilters({ archived: 'false', q: 'kiosk', in_stock: 'true' }, defaults).sort()).toEqual(['in_stock', 'q']);
    // A default taken away (archived: all) is a filter applied too.
    expect(appliedFilters({ archived: 'all' }, defaults)).toEqual(['archived']);
    expect(appliedFilters({}, defaults)).toEqual(['archived']);
    expect(appliedFilters({ status: ['sent', 'paid'] }, {})).toEqual(['status']);
  });
});
