// defineResource(): the one declaration per resource that the generic routes are built from.
import { getTableColumns } from 'drizzle-orm';
import type { ResourceDef, ResourceTable } from './resource-types.ts';

// The declaration's types are imported from here by every resource: kept available under this path.
export type {
  ArchiveInput,
  ExportColumn,
  FilterSpec,
  FilterType,
  Gate,
  Hooks,
  ReaderRestrictions,
  ResourceDef,
  ResourceTable,
  Row,
  RowOf,
} from './resource-types.ts';

type Defaulted = 'archivable' | 'writable' | 'read' | 'write' | 'filters' | 'sortable';
type Declared<T extends ResourceTable> = Omit<ResourceDef<T>, Defaulted> & Partial<Pick<ResourceDef<T>, Defaulted>>;

const resources = new Map<string, ResourceDef>();

export function defineResource<T extends ResourceTable>(decl: Declared<T>): ResourceDef<T> {
  const def: ResourceDef<T> = {
    archivable: true,
    writable: true,
    read: 'staff',
    write: 'staff',
    filters: {},
    sortable: [],
    ...decl,
  };
  if (def.storedRecord) def.hidden = [...(def.hidden ?? []), 'record_json'];
  if (def.archivable) {
    def.filters = { archived: { type: 'bool' }, ...def.filters };
    def.defaultFilters = { archived: 'false', ...def.defaultFilters };
  }
  // Who reads a field (decision 0061) names a field the record has: a misspelt rule would guard nothing.
  for (const field of Object.keys(def.fieldReaders ?? {})) {
    if (!(field in getTableColumns(def.table)) && !(field in (def.computed ?? {})))
      throw new Error(`resource ${def.name}: fieldReaders names no field ${field}`);
  }
  if (resources.has(def.name)) throw new Error(`resource ${def.name} declared twice`);
  resources.set(def.name, def as unknown as ResourceDef);
  return def;
}

export const allResources = () => [...resources.values()];
export const getResource = (name: string) => resources.get(name);
