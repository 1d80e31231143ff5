// The list conventions that rewrite a list's own declaration, once for every list (issue 14):
// - a column sorts exactly when the server can sort by it (GET /list_fields), so no list keeps its
//   own disableSort flags in step with the server by hand;
// - an on/off filter has three positions (yes / no / all).
import { Children, cloneElement, createElement, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import { BooleanInput } from 'react-admin';
import { TriStateFilter } from './TriStateFilter.tsx';

/**
 * The field a column sorts by: its sortBy, else its source; a reference column (`customer_id`) sorts
 * by the name it shows (`customer_name`) when the server keeps that name.
 */
export function sortKeyOf(props: { source?: string; sortBy?: string }, sortable: ReadonlySet<string>): string | undefined {
  if (props.sortBy) return props.sortBy;
  const { source } = props;
  if (!source) return undefined;
  if (source.endsWith('_id')) {
    const named = `${source.slice(0, -3)}_name`;
    if (sortable.has(named)) return named;
  }
  return source;
}

/** The columns with sorting switched on exactly where the server sorts (fragments and arrays walked). */
export function withServerSort(children: ReactNode, sortable: ReadonlySet<string> | undefined): ReactNode {
  if (!sortable) return children;
  return Children.map(children, (child) => {
    if (!isValidElement(child)) return child;
    const props = child.props as { source?: string; sortBy?: string; children?: ReactNode };
    if (child.type === Fragment) return createElement(Fragment, { key: child.key }, withServerSort(props.children, sortable));
    const key = sortKeyOf(props, sortable);
    const sorts = key !== undefined && sortable.has(key);
    return cloneElement(child as ReactElement<any>, { disableSort: !sorts, ...(sorts ? { sortBy: key } : {}) });
  });
}

/** Boolean filters become yes / no / all selects; every other filter is kept as it is. */
export function withTriStateFilters(filters: ReactElement[]): ReactElement[] {
  return filters.map((filter) => {
    if (filter.type !== BooleanInput) return filter;
    const { source, label, alwaysOn } = filter.props as { source: string; label?: string; alwaysOn?: boolean };
    return createElement(TriStateFilter, { key: filter.key ?? source, source, label, alwaysOn });
  });
}

/** Default filter values as the tri-state selects hold them ('true' / 'false'). */
export function triStateDefaults(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'boolean' ? String(v) : v]));
}
