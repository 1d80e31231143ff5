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

interface ColProps {
  source?: string;
  sortBy?: string;
  label?: unknown;
  render?: unknown;
  children?: ReactNode;
}

/**
 * The columns with sorting switched on exactly where the server sorts (fragments and arrays walked).
 * react-admin sorts a column by its source: a column sorting by another field (a reference shown by
 * its own field, sorted by the kept name) takes that field as source and keeps its label; its cell
 * content reads its own source, so only columns drawn by children or render are moved.
 */
export function withServerSort(children: ReactNode, sortable: ReadonlySet<string> | undefined, resource = ''): ReactNode {
  if (!sortable) return children;
  return Children.map(children, (child) => {
    if (!isValidElement(child)) return child;
    const props = child.props as ColProps;
    if (child.type === Fragment) return createElement(Fragment, { key: child.key }, withServerSort(props.children, sortable, resource));
    const key = sortKeyOf(props, sortable);
    const movable = props.children !== undefined || props.render !== undefined;
    if (key !== undefined && sortable.has(key) && (key === props.source || movable)) {
      const moved = key !== props.source ? { source: key, label: props.label ?? `resources.${resource}.fields.${props.source}` } : {};
      return cloneElement(child as ReactElement<any>, { disableSort: false, sortBy: undefined, ...moved });
    }
    return cloneElement(child as ReactElement<any>, { disableSort: true, sortBy: undefined });
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

/**
 * The sources of a list's columns shown as plain text, in order (fragments and arrays walked): a
 * column drawn by its own field (a status LED, a translated choice) is left to the drawer, a
 * reference column is kept (shown by its kept name).
 */
export function columnSources(children: ReactNode): string[] {
  const out: string[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement(child)) return;
    const props = child.props as ColProps & { field?: unknown };
    if (child.type === Fragment) out.push(...columnSources(props.children));
    else if (props.source && (props.source.endsWith('_id') || (props.children === undefined && props.render === undefined && props.field === undefined)))
      out.push(props.source);
  });
  return out;
}

/**
 * One line summing a record up at phone width, from the list's own columns: the first few plain
 * values, a reference shown by the name the server keeps (customer_id -> customer_name).
 */
export function phoneSummary(record: Record<string, unknown>, sources: string[], skip: unknown, max = 3): string {
  const values: string[] = [];
  for (const source of sources) {
    const named = source.endsWith('_id') ? record[`${source.slice(0, -3)}_name`] : record[source];
    if (named === null || named === undefined || named === '' || named === skip || typeof named === 'object' || typeof named === 'boolean') continue;
    values.push(String(named));
    if (values.length >= max) break;
  }
  return values.join(' · ');
}
