// Saved views of a list (issue 14, decisions 0036 and 0039): pick one of my views or a shared one to
// apply its filters, sort and columns (through the URL, so the address names the view's list), save
// the current filters, sort and columns under a name (optionally shared), delete mine, choose the
// columns shown (react-admin's chooser, its choice kept in the URL by ColumnsInUrl).
import { useState } from 'react';
import { Divider, IconButton, ListItemText, ListSubheader, Menu, MenuItem, useMediaQuery, type Theme } from '@mui/material';
import ViewsIcon from '@mui/icons-material/BookmarksOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BooleanInput, Button, TextInput, required, useListContext, useNotify, useResourceContext, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { useConsoleDataProvider } from '../providers/dataProvider.ts';
import { COLUMNS_PARAM } from './columnsInUrl.ts';
import { ColumnsPopover } from './ColumnsPopover.tsx';
import { FormDialog } from './FormDialog.tsx';

export interface SavedView {
  id: number;
  name: string;
  filters: Record<string, unknown>;
  sort: { field: string; order: 'ASC' | 'DESC' } | null;
  /** The columns shown, in order; null: the list's default set. */
  columns: string[] | null;
  shared: boolean;
  mine: boolean;
}

/** The columns the list's URL shows (null when it shows the default set). */
export function columnsOfSearch(search: string): string[] | null {
  const raw = new URLSearchParams(search).get(COLUMNS_PARAM);
  return raw === null ? null : raw.split(',').filter(Boolean);
}

/**
 * The list's address for a view, written as react-admin writes its own (filter, displayedFilters,
 * sort, order, page, perPage) plus the view's columns: one navigation, so react-admin's own pending
 * update cannot put the previous columns back.
 */
export function viewSearch(
  view: Pick<SavedView, 'filters' | 'sort' | 'columns'>,
  current: { sort: { field: string; order: string }; perPage: number },
): string {
  const sort = view.sort ?? current.sort;
  const params = new URLSearchParams({
    filter: JSON.stringify(view.filters),
    // The view's filters are shown as inputs, so what narrows the list can be seen and changed.
    displayedFilters: JSON.stringify(Object.fromEntries(Object.keys(view.filters).map((k) => [k, true]))),
    sort: sort.field,
    order: sort.order,
    page: '1',
    perPage: String(current.perPage),
  });
  if (view.columns) params.set(COLUMNS_PARAM, view.columns.join(','));
  return `?${params.toString().replace(/%2C/gi, ',')}`;
}

export const SavedViewsButton = () => {
  const resource = useResourceContext()!;
  const { filterValues, sort, perPage } = useListContext();
  const location = useLocation();
  const navigate = useNavigate();
  const dataProvider = useConsoleDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [saving, setSaving] = useState(false);
  const [choosing, setChoosing] = useState<HTMLElement | null>(null);
  const [button, setButton] = useState<HTMLElement | null>(null);
  // At phone width the list is drawn as cards (PhoneList): no columns to choose.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const key = ['list_views', resource];
  const { data: views = [] } = useQuery({
    queryKey: key,
    queryFn: async () => (await dataProvider.get<{ results: SavedView[] }>('list_views/', { resource })).results,
  });
  const mine = views.filter((v) => v.mine);
  const others = views.filter((v) => !v.mine);

  const open = (view: SavedView) => {
    setAnchor(null);
    navigate({ pathname: location.pathname, search: viewSearch(view, { sort, perPage }) });
  };
  const remove = async (view: SavedView) => {
    setAnchor(null);
    try {
      await dataProvider.action('list_views', undefined, String(view.id), { method: 'DELETE' });
      notify('app.views.deleted', { type: 'info', messageArgs: { name: view.name } });
    } catch (error) {
      notify('app.notification.error', { type: 'warning', messageArgs: { message: error instanceof Error ? error.message : String(error) } });
    }
    await queryClient.invalidateQueries({ queryKey: key });
  };
  const save = async (values: Record<string, any>) => {
    try {
      await dataProvider.post('list_views/', {
        resource,
        name: values.name,
        shared: !!values.shared,
        filters: filterValues,
        sort,
        columns: columnsOfSearch(location.search),
      });
      notify('app.views.saved', { type: 'info', messageArgs: { name: values.name } });
      await queryClient.invalidateQueries({ queryKey: key });
      return true;
    } catch (error) {
      notify('app.notification.error', { type: 'warning', messageArgs: { message: error instanceof Error ? error.message : String(error) } });
      return false;
    }
  };

  const item = (view: SavedView) => (
    <MenuItem key={view.id} onClick={() => open(view)}>
      <ListItemText primary={view.name} />
      {view.mine && (
        <IconButton
          size="small"
          edge="end"
          aria-label={translate('app.views.delete', { name: view.name })}
          onClick={(e) => {
            e.stopPropagation();
            void remove(view);
          }}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      )}
    </MenuItem>
  );

  return (
    <>
      <Button
        label="app.views.button"
        onClick={(e) => {
          setAnchor(e.currentTarget);
          setButton(e.currentTarget);
        }}
        aria-haspopup="menu"
      >
        <ViewsIcon />
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {views.length === 0 && <MenuItem disabled>{translate('app.views.none')}</MenuItem>}
        {mine.length > 0 && <ListSubheader>{translate('app.views.mine')}</ListSubheader>}
        {mine.map(item)}
        {others.length > 0 && <ListSubheader>{translate('app.views.others')}</ListSubheader>}
        {others.map(item)}
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setSaving(true);
          }}
        >
          {translate('app.views.save')}
        </MenuItem>
        {!phone && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              setChoosing(button);
            }}
          >
            {translate('app.views.columns')}
          </MenuItem>
        )}
      </Menu>
      <ColumnsPopover anchor={choosing} onClose={() => setChoosing(null)} />
      <FormDialog open={saving} title="app.views.save" onClose={() => setSaving(false)} onSubmit={save} submitLabel="ra.action.save" requires={['name']}>
        <TextInput source="name" label="app.views.name" validate={required()} fullWidth autoFocus />
        <BooleanInput source="shared" label="app.views.shared" />
      </FormDialog>
    </>
  );
};
