// defineResource(): the one declaration per resource that the generic routes are built from.
import type { ResourceDef } from './resource-types.ts';

// The declaration's types are imported from here by every resource: kept available under this path.
export type { ArchiveInput, ExportColumn, FilterSpec, FilterType, Gate, Hooks, ResourceDef, Row } from './resource-types.ts';

type Declared = Omit<ResourceDef, 'archivable' | 'writable' | 'read' | 'write' | 'filters' | 'sortable'> &
  Partial<Pick<ResourceDef, 'archivable' | 'writable' | 'read' | 'write' | 'filters' | 'sortable'>>;

const resources = new Map<string, ResourceDef>();

export function defineResource(decl: Declared): ResourceDef {
  const def: ResourceDef = {
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
  resources.set(def.name, def);
  return def;
}

export const allResources = () => [...resources.values()];
export const getResource = (name: string) => resources.get(name);
