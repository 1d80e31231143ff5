// The columns a list shows live in its URL (`columns=serial,name,customer_id`, in the order shown),
// beside react-admin's own filter / sort / order / page / perPage, so a copied link opens the same
// columns and a list opened without the parameter shows its default set (issue 14, decision 0039).
// react-admin's DataTable and its ColumnsButton keep hidden columns and their order in the store; the
// store below answers those two keys from the URL and turns their writes into a new URL, so the
// stock chooser works unchanged and nothing about columns is left in local storage.
import { Children, cloneElement, Fragment, isValidElement, type ReactNode } from 'react';
import type { Store } from 'react-admin';

export const COLUMNS_PARAM = 'columns';

/**
 * The top-level columns with fragments opened, so each column has its own place to move to; keys
 * kept unique (a fragment's columns are keyed under the fragment's key).
 */
export function flattenColumns(children: ReactNode, prefix = ''): ReactNode[] {
  return Children.toArray(children).flatMap((child) => {
    if (!isValidElement(child)) return [child];
    const key = `${prefix}${String(child.key)}`;
    if (child.type === Fragment) return flattenColumns((child.props as { children?: ReactNode }).children, `${key}/`);
    return [prefix ? cloneElement(child, { key }) : child];
  });
}

/**
 * What react-admin calls each column (its source), in the DataTable's order; null for a column that
 * cannot be chosen (drawn without a source), which stays shown. The ids are the fields of the list's
 * rows, which is what the server checks a saved view's columns against.
 */
export function columnIds(columns: ReactNode[]): (string | null)[] {
  return columns.map((c) => (isValidElement(c) ? ((c.props as { source?: string }).source ?? null) : null));
}

/** The shown columns the URL names (unknown names dropped), or undefined when it names none. */
export function shownInUrl(search: string, ids: readonly (string | null)[]): string[] | undefined {
  const raw = new URLSearchParams(search).get(COLUMNS_PARAM);
  if (raw === null) return undefined;
  const known = new Set(ids.filter((id): id is string => id !== null));
  return [...new Set(raw.split(',').map((s) => s.trim()))].filter((s) => known.has(s));
}

/** The chosen columns react-admin hides: every column with an id the URL does not show. */
export function hiddenOf(ids: readonly (string | null)[], shown: readonly string[]): string[] {
  return ids.filter((id): id is string => id !== null && !shown.includes(id));
}

/**
 * react-admin's column ranks (the child index drawn at each place): the shown columns in the URL's
 * order, then the others in the list's own order; undefined when that is the list's own order.
 */
export function ranksOf(ids: readonly (string | null)[], shown: readonly string[]): number[] | undefined {
  const first = shown.map((id) => ids.indexOf(id)).filter((i) => i >= 0);
  const ranks = [...first, ...ids.map((_, i) => i).filter((i) => !first.includes(i))];
  return ranks.every((r, i) => r === i) ? undefined : ranks;
}

/** The shown columns, in the order drawn, from react-admin's hidden columns and ranks. */
export function shownOf(ids: readonly (string | null)[], hidden: readonly string[], ranks?: readonly number[]): string[] {
  const order = ranks?.length ? [...ranks, ...ids.map((_, i) => i).filter((i) => !ranks.includes(i))] : ids.map((_, i) => i);
  return order.map((i) => ids[i]).filter((id): id is string => id !== null && id !== undefined && !hidden.includes(id));
}

/**
 * The columns a list shows when its URL names none: every column but those the list hides by default
 * (decision 0082: each list's default set fits the content area at 1440 px, the rest waits in the chooser).
 */
export function defaultShown(ids: readonly (string | null)[], defaultHidden: readonly string[] = []): string[] {
  return ids.filter((id): id is string => id !== null && !defaultHidden.includes(id));
}

/** The URL parameter's value for these shown columns; null when they are the list's default set. */
export function columnsParam(ids: readonly (string | null)[], shown: readonly string[], defaultHidden: readonly string[] = []): string | null {
  const all = defaultShown(ids, defaultHidden);
  const isDefault = shown.length === all.length && shown.every((id, i) => id === all[i]);
  return isDefault ? null : shown.join(',');
}

const noop = () => undefined;

/**
 * A store that answers the DataTable's hidden columns (`storeKey`) and ranks (`storeKey_columnRanks`)
 * from the URL's shown columns and sends their changes to `write` (null: back to the default set);
 * every other key goes to the app's own store. Made anew whenever the URL changes: react-admin's
 * useStore reads again when the store's functions change, so no subscription is needed for those keys.
 */
export function urlColumnsStore(
  parent: Store,
  storeKey: string,
  ids: readonly (string | null)[],
  shownFromUrl: readonly string[] | undefined,
  write: (param: string | null) => void,
  defaultHidden: readonly string[] = [],
): Store {
  const ranksKey = `${storeKey}_columnRanks`;
  // Pending state: the column chooser's Reset writes ranks then hidden columns in one tick, before
  // the URL of the first write is read back.
  let hidden = shownFromUrl ? hiddenOf(ids, shownFromUrl) : ids.filter((id): id is string => id !== null && defaultHidden.includes(id));
  let ranks = shownFromUrl ? ranksOf(ids, shownFromUrl) : undefined;
  const send = () => write(columnsParam(ids, shownOf(ids, hidden, ranks), defaultHidden));
  return {
    setup: noop,
    teardown: noop,
    getItem: <T>(key: string, defaultValue?: T) => {
      if (key === storeKey) return hidden as T;
      if (key === ranksKey) return (ranks ?? defaultValue) as T | undefined;
      return parent.getItem(key, defaultValue);
    },
    setItem: <T>(key: string, value: T) => {
      if (key === storeKey) {
        hidden = Array.isArray(value) ? (value as string[]) : [];
        send();
      } else if (key === ranksKey) {
        ranks = Array.isArray(value) ? (value as number[]) : undefined;
        send();
      } else parent.setItem(key, value);
    },
    removeItem: (key) => {
      if (key !== storeKey && key !== ranksKey) return parent.removeItem(key);
      if (key === storeKey) hidden = ids.filter((id): id is string => id !== null && defaultHidden.includes(id));
      else ranks = undefined;
      send();
    },
    removeItems: (prefix) => parent.removeItems(prefix),
    reset: () => parent.reset(),
    subscribe: (key, callback) => (key === storeKey || key === ranksKey ? noop : parent.subscribe(key, callback)),
    listItems: parent.listItems ? (prefix) => parent.listItems!(prefix) : undefined,
  };
}
