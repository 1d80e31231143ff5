// Lists designed for 1440 px (issue 28, decision 0082): a list declares the columns it leaves out of
// its default set; a bare URL shows the rest, the column chooser still offers every column, and the
// URL names columns only when they differ from the list's own default set.
import { memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { columnsParam, defaultShown, urlColumnsStore } from '../src/common/columnsInUrl.ts';
import { titleOfCutCell } from '../src/common/ResourceList.tsx';

const ids = ['serial', 'name', null, 'customer_name', 'status', 'is_new'];
const storeKey = 'devices.datatable';
const defaultHidden = ['name', 'is_new'];
const parent = () => {
  const p = memoryStore();
  p.setup();
  return p;
};

describe('default hidden columns', () => {
  it('shows every column but the hidden ones when the URL names none', () => {
    expect(defaultShown(ids, defaultHidden)).toEqual(['serial', 'customer_name', 'status']);
    const store = urlColumnsStore(parent(), storeKey, ids, undefined, () => undefined, defaultHidden);
    expect(store.getItem(storeKey, [])).toEqual(['name', 'is_new']);
  });

  it('shows a hidden column when the URL (a shared link, a saved view) names it', () => {
    const store = urlColumnsStore(parent(), storeKey, ids, ['serial', 'name', 'is_new'], () => undefined, defaultHidden);
    expect(store.getItem(storeKey, [])).toEqual(['customer_name', 'status']);
  });

  it('leaves the URL bare for the default set and names any other choice', () => {
    expect(columnsParam(ids, ['serial', 'customer_name', 'status'], defaultHidden)).toBeNull();
    expect(columnsParam(ids, ['serial', 'name', 'customer_name', 'status'], defaultHidden)).toBe('serial,name,customer_name,status');
    // Every column shown is a choice too once the list hides some by default.
    expect(columnsParam(ids, ['serial', 'name', 'customer_name', 'status', 'is_new'], defaultHidden)).toBe('serial,name,customer_name,status,is_new');
  });

  it("writes the chooser's choices, and its Reset goes back to the list's default set", () => {
    const write = vi.fn();
    const store = urlColumnsStore(parent(), storeKey, ids, undefined, write, defaultHidden);
    store.setItem(storeKey, ['is_new']);
    expect(write).toHaveBeenLastCalledWith('serial,name,customer_name,status');
    // The chooser's Reset: ranks removed, hidden columns set to react-admin's defaultHiddenColumns.
    store.removeItem(`${storeKey}_columnRanks`);
    store.setItem(storeKey, defaultHidden);
    expect(write).toHaveBeenLastCalledWith(null);
  });
});

describe('cut cells', () => {
  const cell = (text: string, scrollWidth: number, clientWidth: number) => {
    const attributes = new Map<string, string>();
    const td = {
      textContent: text,
      scrollWidth,
      clientWidth,
      hasAttribute: (name: string) => attributes.has(name),
      setAttribute: (name: string, value: string) => attributes.set(name, value),
      closest: () => td,
    };
    return { td, attributes };
  };

  it('tell their whole text in a title, only when cut', () => {
    const cut = cell('Brussels head office, second floor', 400, 220);
    titleOfCutCell({ target: cut.td } as unknown as Event);
    expect(cut.attributes.get('title')).toBe('Brussels head office, second floor');
    const whole = cell('Ghent', 60, 60);
    titleOfCutCell({ target: whole.td } as unknown as Event);
    expect(whole.attributes.has('title')).toBe(false);
  });
});
