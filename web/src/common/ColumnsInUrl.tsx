// Gives the DataTable inside it a store whose column keys live in the URL (columnsInUrl.ts), so the
// column chooser of every common list writes and reads `columns=` and nothing else needs to know.
import { useMemo, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { StoreContextProvider, useListContext, useResourceContext, useStoreContext } from 'react-admin';
import { COLUMNS_PARAM, columnIds, shownInUrl, urlColumnsStore } from './columnsInUrl.ts';

interface ListState {
  filterValues: unknown;
  displayedFilters: unknown;
  sort: { field: string; order: string };
  page: number;
  perPage: number;
}

/**
 * The search part with the columns parameter set (or removed). A list opened bare (`/devices`)
 * has its state only in react-admin's memory; react-admin reads any query as the whole list state,
 * so its filters, sort and page are written beside the columns (the default filters would be lost).
 */
export function searchWithColumns(search: string, param: string | null, list: ListState): string {
  const params = new URLSearchParams(search);
  if (!params.has('filter')) {
    params.set('filter', JSON.stringify(list.filterValues ?? {}));
    params.set('displayedFilters', JSON.stringify(list.displayedFilters ?? {}));
    params.set('sort', list.sort.field);
    params.set('order', list.sort.order);
    params.set('page', String(list.page));
    params.set('perPage', String(list.perPage));
  }
  if (param === null) params.delete(COLUMNS_PARAM);
  else params.set(COLUMNS_PARAM, param);
  // Commas are legal in a query: `columns=serial,name` stays readable in a shared link.
  return `?${params.toString().replace(/%2C/gi, ',')}`;
}

export const ColumnsInUrl = ({ columns, hidden = [], children }: { columns: ReactNode[]; hidden?: readonly string[]; children: ReactNode }) => {
  const resource = useResourceContext()!;
  const parent = useStoreContext();
  const location = useLocation();
  const navigate = useNavigate();
  const list = useListContext();
  // The writer reads the list and the address as they are when the chooser is clicked.
  const latest = useRef({ list, location });
  latest.current = { list, location };
  const ids = columnIds(columns);
  const idsKey = JSON.stringify(ids);
  const shown = shownInUrl(location.search, ids);
  const shownKey = shown ? shown.join(',') : null;
  const hiddenKey = hidden.join(',');
  const store = useMemo(
    () =>
      urlColumnsStore(
        parent,
        `${resource}.datatable`,
        JSON.parse(idsKey),
        shownKey === null ? undefined : shownKey ? shownKey.split(',') : [],
        (param) => {
          const { list: now, location: at } = latest.current;
          navigate({ pathname: at.pathname, search: searchWithColumns(at.search, param, now) }, { replace: true });
        },
        hiddenKey ? hiddenKey.split(',') : [],
      ),
    [parent, resource, idsKey, shownKey, hiddenKey, navigate],
  );
  return <StoreContextProvider value={store}>{children}</StoreContextProvider>;
};
