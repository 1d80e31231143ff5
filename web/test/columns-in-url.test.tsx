// The columns a list shows are kept in its URL (issue 14, decision 0039): react-admin's column
// chooser reads and writes its hidden columns and their order through a store answered by the URL,
// a bare list shows its default set, and a saved view's address carries its columns.
import { createElement, Fragment, type ReactElement } from 'react';
import { DataTable, ListContextProvider, memoryStore, useList } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { columnIds, columnsParam, flattenColumns, hiddenOf, ranksOf, shownInUrl, shownOf, urlColumnsStore } from '../src/common/columnsInUrl.ts';
import { ColumnsInUrl, searchWithColumns } from '../src/common/ColumnsInUrl.tsx';
import { columnsOfSearch, viewSearch } from '../src/common/SavedViewsButton.tsx';
import { renderWithAdmin } from './support/render.ts';

const col = (props: Record<string, unknown>) => createElement(DataTable.Col, { key: String(props.source ?? props.label), ...props });
const ids = ['serial', 'name', null, 'customer_name', 'status'];
const storeKey = 'devices.datatable';

describe('columns named by the URL', () => {
  it('opens fragments and names each column by its source (none for a column without one)', () => {
    const columns = flattenColumns([
      col({ source: 'serial' }),
      createElement(Fragment, { key: 'f' }, col({ source: 'a' }), col({ source: 'b' })),
      null,
      col({ label: 'links' }),
    ]);
    expect(columnIds(columns)).toEqual(['serial', 'a', 'b', null]);
    // Keys stay unique once the fragment is opened.
    const keys = (columns as ReactElement[]).map((c) => c.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('reads the shown columns from the URL, dropping names the list does not have', () => {
    expect(shownInUrl('?filter=%7B%7D', ids)).toBeUndefined();
    expect(shownInUrl('?columns=name,serial,nothing', ids)).toEqual(['name', 'serial']);
    expect(shownInUrl('?columns=', ids)).toEqual([]);
  });

  it('turns shown columns into react-admin hidden columns and ranks, and back', () => {
    const shown = ['customer_name', 'serial'];
    expect(hiddenOf(ids, shown)).toEqual(['name', 'status']);
    // The shown columns first in the URL's order, the rest (the unnamed one too) in the list's order.
    expect(ranksOf(ids, shown)).toEqual([3, 0, 1, 2, 4]);
    expect(ranksOf(ids, ['serial', 'name'])).toBeUndefined();
    expect(shownOf(ids, hiddenOf(ids, shown), ranksOf(ids, shown))).toEqual(shown);
    expect(shownOf(ids, ['status'])).toEqual(['serial', 'name', 'customer_name']);
  });

  it('leaves the parameter out when the default set is shown in its own order', () => {
    expect(columnsParam(ids, ['serial', 'name', 'customer_name', 'status'])).toBeNull();
    expect(columnsParam(ids, ['serial', 'name', 'customer_name'])).toBe('serial,name,customer_name');
    expect(columnsParam(ids, ['name', 'serial', 'customer_name', 'status'])).toBe('name,serial,customer_name,status');
  });
});

describe('the store the column chooser writes to', () => {
  const parent = () => {
    const p = memoryStore();
    p.setup();
    return p;
  };

  it('answers the hidden columns and ranks from the URL and keeps every other key in the app store', () => {
    const app = parent();
    const store = urlColumnsStore(app, storeKey, ids, ['status', 'serial'], () => undefined);
    expect(store.getItem(storeKey, [])).toEqual(['name', 'customer_name']);
    expect(store.getItem(`${storeKey}_columnRanks`)).toEqual([4, 0, 1, 2, 3]);
    store.setItem('devices.selectedIds', [1, 2]);
    expect(app.getItem('devices.selectedIds')).toEqual([1, 2]);
    expect(app.getItem(storeKey)).toBeUndefined();
  });

  it('shows the default set when the URL names no columns', () => {
    const store = urlColumnsStore(parent(), storeKey, ids, undefined, () => undefined);
    expect(store.getItem(storeKey, [])).toEqual([]);
    expect(store.getItem(`${storeKey}_columnRanks`)).toBeUndefined();
  });

  it('writes a hidden column, a move and a reset to the URL parameter, never to the app store', () => {
    const app = parent();
    const write = vi.fn();
    const store = urlColumnsStore(app, storeKey, ids, undefined, write);
    store.setItem(storeKey, ['name']);
    expect(write).toHaveBeenLastCalledWith('serial,customer_name,status');
    store.setItem(`${storeKey}_columnRanks`, [3, 0, 1, 2, 4]);
    expect(write).toHaveBeenLastCalledWith('customer_name,serial,status');
    // Reset writes ranks then hidden columns in one tick: the last write is the default set.
    store.setItem(`${storeKey}_columnRanks`, undefined);
    store.setItem(storeKey, []);
    expect(write).toHaveBeenLastCalledWith(null);
    expect(app.getItem(storeKey)).toBeUndefined();
    expect(app.getItem(`${storeKey}_columnRanks`)).toBeUndefined();
  });
});

describe('the URL written for columns', () => {
  const list = { filterValues: { archived: 'false' }, displayedFilters: {}, sort: { field: 'id', order: 'DESC' }, page: 1, perPage: 25 };

  it("keeps react-admin's own parameters as they are", () => {
    const search = `?filter=${encodeURIComponent('{"in_stock":"true"}')}&sort=serial&order=ASC&page=2&perPage=50`;
    const params = new URLSearchParams(searchWithColumns(search, 'serial,name', list));
    expect(Object.fromEntries(params)).toEqual({
      filter: '{"in_stock":"true"}',
      sort: 'serial',
      order: 'ASC',
      page: '2',
      perPage: '50',
      columns: 'serial,name',
    });
    expect(new URLSearchParams(searchWithColumns(`${search}&columns=serial`, null, list)).has('columns')).toBe(false);
  });

  it("writes the list's state beside the columns when the list was opened bare (its default filters kept)", () => {
    const search = searchWithColumns('', 'serial', list);
    expect(search).toContain('columns=serial');
    expect(Object.fromEntries(new URLSearchParams(search))).toMatchObject({
      filter: '{"archived":"false"}',
      sort: 'id',
      order: 'DESC',
      page: '1',
      perPage: '25',
    });
  });

  it("opens a saved view at an address carrying its filters, sort and columns; saves the URL's columns", () => {
    const view = { filters: { in_stock: 'true' }, sort: { field: 'serial', order: 'ASC' as const }, columns: ['serial', 'name'] };
    const params = Object.fromEntries(new URLSearchParams(viewSearch(view, { sort: { field: 'id', order: 'DESC' }, perPage: 50 })));
    expect(params).toEqual({
      filter: '{"in_stock":"true"}',
      displayedFilters: '{"in_stock":true}',
      sort: 'serial',
      order: 'ASC',
      page: '1',
      perPage: '50',
      columns: 'serial,name',
    });
    // A view saved with the default set opens the default set.
    expect(new URLSearchParams(viewSearch({ ...view, columns: null }, { sort: { field: 'id', order: 'DESC' }, perPage: 50 })).has('columns')).toBe(false);
    expect(columnsOfSearch('?columns=serial,name')).toEqual(['serial', 'name']);
    expect(columnsOfSearch('?filter=%7B%7D')).toBeNull();
  });
});

describe('a list drawn from its URL', () => {
  const columns = flattenColumns([col({ source: 'serial' }), col({ source: 'name' }), col({ source: 'status' })]);
  // biome-ignore lint/correctness/noComponentHookFactories: defined once for the describe block, never during a render
  const Table = () => {
    const list = useList({ data: [{ id: 1, serial: 'SER-1', name: 'Router one', status: 'online' }] });
    return createElement(
      ListContextProvider,
      { value: list },
      createElement(ColumnsInUrl, { columns }, createElement(DataTable, { bulkActionButtons: false }, columns)),
    );
  };
  // No translations, as the list's headers do not matter here.
  const render = (url: string) => renderWithAdmin(createElement(Table), { location: url, resource: 'devices', i18n: null });

  it('shows only the columns the URL names, in its order', () => {
    const html = render('/devices?columns=status,serial');
    expect(html).toContain('SER-1');
    expect(html).toContain('online');
    expect(html).not.toContain('Router one');
    expect(html.indexOf('online')).toBeLessThan(html.indexOf('SER-1'));
  });

  it('shows the default set without the parameter', () => {
    const html = render('/devices');
    expect(html).toContain('Router one');
    expect(html.indexOf('SER-1')).toBeLessThan(html.indexOf('online'));
  });
});
