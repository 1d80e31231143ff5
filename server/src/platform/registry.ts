// defineResource(): the one declaration per resource that the generic routes are built from.
import type { ResourceDef, ResourceTable } from './resource-types.ts';

// The declaration's types are imported from here by every resource: kept available under this path.
export type { ArchiveInput, ExportColumn, FilterSpec, FilterType, Gate, Hooks, ResourceDef, ResourceTable, Row, RowOf } from './resource-types.ts';

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
  if (resources.has(def.name)) throw new Error(`resource ${def.name} declared twice`);
  resources.set(def.name, def as unknown as ResourceDef);
  return def;
}

export const allResources = () => [...resources.values()];
export const getResource = (name: string) => resources.get(name);
