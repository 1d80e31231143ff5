// The common list behaviour of spec 1 §2.3, written once: page size per resource (25/50/100),
// id DESC, q search, archived filter (archived-reason column only when on), row click opens a side
// drawer, Archive/Unarchive bulk bar, status_led row border, optional spreadsheet export.
// For daily work (issue 14, decision 0037): dense one-line rows that scroll sideways instead of
// wrapping, sorting wherever the server sorts, yes / no / all on/off filters, and the list's state
// in the URL only (never silently brought back from local storage on the next visit), the columns
// shown included: a column chooser whose choice is the URL's `columns` (decision 0039).
import { useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { Chip, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import ClearIcon from '@mui/icons-material/Clear';
import {
  CreateButton,
  DataTable,
  FilterButton,
  List,
  SearchInput,
  TopToolbar,
  useListContext,
  useResourceContext,
  useResourceDefinition,
  useTranslate,
  type DataTableProps,
  type ListProps,
  type RaRecord,
  type SortPayload,
} from 'react-admin';
import { PAGE_SIZE_OPTIONS, pageSizeFor } from '@console/contract';
import type { ArchiveInput } from '../providers/dataProvider.ts';
import { ArchiveBulkActions, isArchivedFilterOn } from './BulkArchiveButtons.tsx';
import { RecordDrawer } from './RecordDrawer.tsx';
import { statusLedRowSx } from './statusLed.ts';
import { XlsExportButton } from './XlsExportButton.tsx';
import { ListPagination } from './ListPagination.tsx';
import { TriStateFilter } from './TriStateFilter.tsx';
import { SavedViewsButton } from './SavedViewsButton.tsx';
import { PhoneList } from './PhoneList.tsx';
import { columnSources, triStateDefaults, withServerSort, withTriStateFilters } from './listConventions.ts';
import { useSortableFields } from './useListFields.ts';
import { ColumnsInUrl } from './ColumnsInUrl.tsx';
import { flattenColumns } from './columnsInUrl.ts';
import { ArchiveReasonField } from './format/ArchiveReasonField.tsx';

export interface ResourceListProps extends Omit<ListProps, 'children' | 'filters' | 'actions' | 'perPage' | 'sort'> {
  /** DataTable columns (DataTable.Col ...), the working columns first. */
  children: ReactNode;
  /**
   * Sources of the columns left out of the default set: offered by the column chooser, shown when a
   * URL or a saved view names them (decision 0082: the default set fits the content area at 1440 px).
   * A function of the filters when the working columns follow a filter (the services' delivery queue).
   */
  hiddenColumns?: readonly string[] | ((filterValues: Record<string, unknown>) => readonly string[]);
  /** Filters besides q and archived (which are always there). */
  filters?: ReactElement[];
  /** Default filter values; archived=false is added for archivable resources. */
  filterDefaultValues?: Record<string, unknown>;
  /** Adds the archived filter, the archived-reason column and the Archive/Unarchive bulk bar (default true). */
  archivable?: boolean;
  /** Defaults to pageSizeFor(resource) from the contract. */
  perPage?: number;
  /** Defaults to id DESC. */
  sort?: SortPayload;
  /** Adds "Export to xls" (GET /{resource}/export.xls with the current filters) to the actions bar. */
  exportable?: boolean;
  /** Buttons added to the default actions bar (before Export). */
  extraActions?: ReactNode;
  /** Replaces the whole actions bar. */
  actions?: ReactElement | false;
  /** Drawer content for the clicked row (default: every plain field). */
  drawer?: ReactNode;
  /** Bulk buttons; defaults to Archive/Unarchive when archivable, none otherwise. */
  bulkActionButtons?: ReactNode | false;
  /** Options of the archive dialog (reasons, extra inputs, defaults). */
  archiveReasons?: readonly string[];
  archiveInputs?: ReactNode;
  archiveDefaults?: Partial<ArchiveInput>;
  /** Row style; defaults to the status_led left border. */
  rowSx?: DataTableProps['rowSx'];
  /** Expandable rows (sites show their devices...). */
  expand?: DataTableProps['expand'];
}

/** 25/50/100, plus the resource's own size when it is another one. */
export const rowsPerPageOptionsFor = (perPage: number) => [...new Set([...PAGE_SIZE_OPTIONS, perPage])].sort((a, b) => a - b);

const NONE: readonly string[] = [];

/** One hover listener for the whole table (a React 19 ref callback with its clean-up). */
const listenForCutCells = (element: HTMLDivElement | null) => {
  element?.addEventListener('mouseover', titleOfCutCell);
  return () => element?.removeEventListener('mouseover', titleOfCutCell);
};

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** The filters that differ from the list's defaults (q included): what "Reset" would take away. */
export function appliedFilters(values: Record<string, unknown> = {}, defaults: Record<string, unknown> = {}): string[] {
  const keys = new Set([...Object.keys(values), ...Object.keys(defaults)]);
  return [...keys].filter((k) => (isEmpty(values[k]) ? !isEmpty(defaults[k]) : JSON.stringify(values[k]) !== JSON.stringify(defaults[k])));
}

/** "2 filters applied ✕": visible whenever the list is narrowed beyond its defaults; one click resets. */
const FiltersApplied = ({ defaults }: { defaults: Record<string, unknown> }) => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const applied = appliedFilters(filterValues, defaults);
  if (applied.length === 0) return null;
  const reset = () => setFilters(defaults, undefined);
  return (
    <Chip
      size="small"
      color="primary"
      variant="outlined"
      label={translate('app.list.filters_applied', { smart_count: applied.length })}
      onDelete={reset}
      onClick={reset}
      deleteIcon={
        <Tooltip title={translate('app.list.reset_filters')}>
          <ClearIcon aria-label={translate('app.list.reset_filters')} />
        </Tooltip>
      }
      sx={{ alignSelf: 'center' }}
      data-testid="filters-applied"
    />
  );
};

const DefaultActions = ({
  exportable,
  extraActions,
  defaults,
}: Pick<ResourceListProps, 'exportable' | 'extraActions'> & { defaults: Record<string, unknown> }) => {
  const { hasCreate } = useResourceDefinition();
  return (
    <TopToolbar>
      <FiltersApplied defaults={defaults} />
      <FilterButton />
      <SavedViewsButton />
      {hasCreate && <CreateButton />}
      {extraActions}
      {exportable && <XlsExportButton />}
    </TopToolbar>
  );
};

type ListBodyProps = Pick<
  ResourceListProps,
  'children' | 'hiddenColumns' | 'archivable' | 'drawer' | 'bulkActionButtons' | 'archiveReasons' | 'archiveInputs' | 'archiveDefaults' | 'rowSx' | 'expand'
>;

/** Widest a list cell grows before its text is cut (px). */
export const CELL_MAX_WIDTH = 220;

/**
 * The class of a column whose cells wrap instead of being cut (`cellClassName`): the activity log's
 * changes are several lines by nature, and cut at the cell's width they hide what changed.
 */
export const WRAPPING_CELL = 'console-wrappingCell';

/**
 * Dense rows: one line each, no wrapping (serials, ICCIDs, product names). A long text is cut with an
 * ellipsis (its whole text in the cell's title, see `titleOfCutCell`) so the default columns fit the
 * content area at 1440 px (decision 0082); a header may take two lines (French labels are longer).
 * A set of columns wider than the window (chosen in the chooser) still scrolls sideways.
 */
export const denseListSx = {
  '& .RaList-main': { minWidth: 0 },
  // Filters keep their row: when the actions do not fit beside them (French and Dutch labels are
  // longer), the actions go to a row of their own on the right, instead of squeezing the filters into
  // a column one under the other.
  // From md up only: below, react-admin's own layout applies (a column on a phone, where a wrap would
  // set the filters and the actions side by side past the screen's width).
  '& .RaList-actions': { flexWrap: { md: 'wrap' } },
  '& .RaList-actions > .MuiToolbar-root': { ml: { md: 'auto' } },
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
  '& .RaDataTable-rowCell': { whiteSpace: 'nowrap', py: 0.25, maxWidth: CELL_MAX_WIDTH, overflow: 'hidden', textOverflow: 'ellipsis' },
  [`& .RaDataTable-rowCell.${WRAPPING_CELL}`]: { whiteSpace: 'normal', overflowWrap: 'anywhere', textOverflow: 'clip', verticalAlign: 'top' },
  '& .RaDataTable-headerCell': { whiteSpace: 'normal', py: 0.25, lineHeight: 1.2, verticalAlign: 'bottom' },
  '& .RaDataTable-headerCell .MuiTableSortLabel-root': { whiteSpace: 'normal' },
} as const;

/** A cut cell tells its whole text on hover: its title is set when the pointer enters it, only if cut. */
export function titleOfCutCell(event: Event) {
  const cell = (event.target as Element | null)?.closest?.('td.RaDataTable-rowCell') as HTMLElement | null;
  if (!cell || cell.hasAttribute('title')) return;
  if (cell.scrollWidth > cell.clientWidth) cell.setAttribute('title', cell.textContent ?? '');
}

const ListBody = ({
  children,
  hiddenColumns: hiddenOption = NONE,
  archivable,
  drawer,
  bulkActionButtons,
  archiveReasons,
  archiveInputs,
  archiveDefaults,
  rowSx,
  expand,
}: ListBodyProps) => {
  const resource = useResourceContext()!;
  const [opened, setOpened] = useState<RaRecord>();
  const sortable = useSortableFields(resource);
  const { filterValues } = useListContext();
  const hiddenList = typeof hiddenOption === 'function' ? hiddenOption(filterValues) : hiddenOption;
  const hiddenKey = hiddenList.join(',');
  const hiddenColumns = useMemo(() => (hiddenKey ? hiddenKey.split(',') : []), [hiddenKey]);
  const archivedShown = !!archivable && isArchivedFilterOn(filterValues);
  // One flat list of columns, each a direct child of the DataTable: the column chooser moves and
  // hides direct children, and the URL names them (ColumnsInUrl).
  const columns = useMemo(
    () =>
      flattenColumns([
        withServerSort(children, sortable, resource),
        archivedShown ? <DataTable.Col key="archived_reason" source="archived_reason" label="app.archive.reason" field={ArchiveReasonField} /> : null,
      ]),
    [children, sortable, resource, archivedShown],
  );
  const bulk =
    bulkActionButtons ?? (archivable ? <ArchiveBulkActions reasons={archiveReasons} archiveInputs={archiveInputs} archiveDefaults={archiveDefaults} /> : false);
  // At phone width a table would scroll sideways for every row: one card-like line per record
  // instead (its name, then a few of the list's own columns), opening the same drawer.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // The phone line sums a record up from the default set too.
  const sources = useMemo(() => columnSources(children).filter((s) => !hiddenColumns.includes(s)), [children, hiddenColumns]);
  const open = (_id: unknown, _resource: unknown, record: RaRecord) => {
    setOpened(record);
    return false as const;
  };
  return (
    <>
      {phone ? (
        <PhoneList resource={resource} sources={sources} onOpen={setOpened} />
      ) : (
        <ColumnsInUrl columns={columns} hidden={hiddenColumns}>
          <div ref={listenForCutCells} style={{ display: 'contents' }}>
            <DataTable size="small" rowClick={open} bulkActionButtons={bulk} rowSx={rowSx ?? statusLedRowSx()} expand={expand} hiddenColumns={hiddenColumns}>
              {columns}
            </DataTable>
          </div>
        </ColumnsInUrl>
      )}
      <RecordDrawer resource={resource} record={opened} onClose={() => setOpened(undefined)}>
        {drawer}
      </RecordDrawer>
    </>
  );
};

export const ResourceList = ({
  children,
  hiddenColumns,
  filters = [],
  filterDefaultValues,
  archivable = true,
  perPage,
  sort = { field: 'id', order: 'DESC' },
  exportable = false,
  extraActions,
  actions,
  drawer,
  bulkActionButtons,
  archiveReasons,
  archiveInputs,
  archiveDefaults,
  rowSx,
  expand,
  ...rest
}: ResourceListProps) => {
  const resource = useResourceContext(rest)!;
  const size = perPage ?? pageSizeFor(resource);
  const defaults = triStateDefaults({ ...(archivable ? { archived: false } : {}), ...filterDefaultValues });
  const allFilters = [
    <SearchInput key="q" source="q" alwaysOn />,
    ...(archivable ? [<TriStateFilter key="archived" source="archived" label="app.filters.archived" alwaysOn />] : []),
    ...withTriStateFilters(filters),
  ];
  return (
    <List
      {...rest}
      // Wide tables scroll inside the list card instead of pushing the page past the window.
      sx={[denseListSx, ...(Array.isArray(rest.sx) ? rest.sx : rest.sx ? [rest.sx] : [])]}
      // The list's state lives in the URL (shareable, and gone when the list is opened afresh).
      storeKey={false}
      perPage={size}
      sort={sort}
      filters={allFilters}
      filterDefaultValues={defaults}
      // The spreadsheet export is the server's; react-admin's CSV exporter is not offered.
      exporter={false}
      actions={actions ?? <DefaultActions exportable={exportable} extraActions={extraActions} defaults={defaults} />}
      pagination={<ListPagination rowsPerPageOptions={rowsPerPageOptionsFor(size)} />}
    >
      <ListBody
        hiddenColumns={hiddenColumns}
        archivable={archivable}
        drawer={drawer}
        bulkActionButtons={bulkActionButtons}
        archiveReasons={archiveReasons}
        archiveInputs={archiveInputs}
        archiveDefaults={archiveDefaults}
        rowSx={rowSx}
        expand={expand}
      >
        {children}
      </ListBody>
    </List>
  );
};
