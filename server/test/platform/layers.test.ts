// The house drawn from its imports (decision 0051): the server's floors, lowest first, are config,
// db, integrations, platform, the resource domains in their order, the resources' aggregator, the
// seed, then the composition root (app.ts, main.ts). A file imports only its own floor or lower ones,
// a domain only lower domains, and no import circle spans two folders. The demo data set
// (seed/demo-data.ts) is a leaf of plain data the simulators share, so it sits on the lowest floor.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../../src', import.meta.url));

/** The domains under server/src/resources, lowest first (DESIGN.md, decision 0051). */
const DOMAINS = ['core', 'crm', 'inventory', 'usage', 'satellite', 'commercial', 'invoicing', 'dashboards'] as const;

type Edges = Map<string, Set<string>>;

/** The floor of a file (path relative to server/src); a higher number may import a lower one. */
function floorOf(file: string): number {
  const parts = file.split('/');
  if (file === 'config.ts' || file === 'seed/demo-data.ts') return 0;
  if (parts[0] === 'db') return 1;
  if (parts[0] === 'integrations') return 2;
  if (parts[0] === 'platform') return 3;
  if (parts[0] === 'resources') {
    if (parts.length === 2) return 100; // resources/index.ts, the aggregator
    const domain = DOMAINS.indexOf(parts[1] as (typeof DOMAINS)[number]);
    return domain < 0 ? Number.NaN : 10 + domain;
  }
  if (parts[0] === 'seed') return 200;
  return 300;
}

const FLOOR_NAMES: Record<number, string> = { 0: 'config', 1: 'db', 2: 'integrations', 3: 'platform', 100: 'resources/index.ts', 200: 'seed', 300: 'app' };
const floorName = (file: string) => {
  const floor = floorOf(file);
  return FLOOR_NAMES[floor] ?? `resources/${DOMAINS[floor - 10]}`;
};

const IMPORT = /(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;

/** Every relative import of every .ts file under a folder, as paths relative to that folder. */
function importEdges(root: string): Edges {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts')) files.push(path);
    }
  };
  walk(root);
  const known = new Set(files.map((f) => relative(root, f)));
  const edges: Edges = new Map();
  for (const file of files) {
    const from = relative(root, file);
    const targets = new Set<string>();
    for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const spec = m[1] ?? m[2] ?? m[3];
      if (!spec?.startsWith('.')) continue;
      const to = relative(root, resolve(dirname(file), spec));
      const found = [to, `${to}.ts`, `${to}/index.ts`].find((t) => known.has(t));
      if (found) targets.add(found);
    }
    edges.set(from, targets);
  }
  return edges;
}

/** Imports that run from a lower floor up to a higher one (or into an unknown domain folder). */
function upwardArrows(edges: Edges): string[] {
  const out: string[] = [];
  for (const [from, targets] of edges) {
    for (const to of targets) {
      const a = floorOf(from);
      const b = floorOf(to);
      if (Number.isNaN(a) || Number.isNaN(b) || b > a) out.push(`${from} (${floorName(from)}) -> ${to} (${floorName(to)})`);
    }
  }
  return out.sort();
}

/** The import circles (strongly connected sets of files) whose files sit in more than one folder. */
function crossFolderCircles(edges: Edges): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!edges.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const circle: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        circle.push(w);
      } while (w !== v);
      if (new Set(circle.map((f) => dirname(f))).size > 1) circles.push(circle.sort());
    }
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return circles;
}

const graph = (pairs: [string, string][]): Edges => {
  const edges: Edges = new Map();
  for (const [a, b] of pairs) {
    if (!edges.has(a)) edges.set(a, new Set());
    if (!edges.has(b)) edges.set(b, new Set());
    edges.get(a)!.add(b);
  }
  return edges;
};

describe('the checks themselves', () => {
  it('flag an import from a lower domain to a higher one, and from platform to a resource', () => {
    const edges = graph([
      ['resources/inventory/devices/devices.routes.ts', 'resources/usage/usages/usages.actions.ts'],
      ['resources/usage/usages/usages.actions.ts', 'resources/inventory/devices/device-link.ts'],
      ['platform/store.ts', 'resources/core/users/users.resource.ts'],
      ['resources/core/users/users.resource.ts', 'platform/store.ts'],
    ]);
    expect(upwardArrows(edges)).toEqual([
      'platform/store.ts (platform) -> resources/core/users/users.resource.ts (resources/core)',
      'resources/inventory/devices/devices.routes.ts (resources/inventory) -> resources/usage/usages/usages.actions.ts (resources/usage)',
    ]);
  });

  it('flag an unknown domain folder', () => {
    expect(upwardArrows(graph([['resources/misc/x/x.ts', 'platform/store.ts']]))).toHaveLength(1);
  });

  it('flag a circle across two folders, and leave one inside a folder', () => {
    const edges = graph([
      ['resources/invoicing/invoices/a.ts', 'resources/invoicing/invoice_lines/b.ts'],
      ['resources/invoicing/invoice_lines/b.ts', 'resources/invoicing/invoices/a.ts'],
      ['platform/x.ts', 'platform/y.ts'],
      ['platform/y.ts', 'platform/x.ts'],
    ]);
    expect(crossFolderCircles(edges)).toEqual([['resources/invoicing/invoice_lines/b.ts', 'resources/invoicing/invoices/a.ts']]);
  });
});

describe('the server tree', () => {
  const edges = importEdges(SRC);

  it('has resources only in known domain folders, each resource in a folder of its own', () => {
    const domains = readdirSync(join(SRC, 'resources'), { withFileTypes: true }).filter((e) => e.isDirectory());
    expect(domains.map((d) => d.name).sort()).toEqual([...DOMAINS].sort());
    const loose = [...edges.keys()].filter((f) => f.startsWith('resources/') && f.split('/').length === 3);
    expect(loose).toEqual([]);
  });

  it('has no import running up a floor: a domain imports only lower domains', () => {
    expect(upwardArrows(edges)).toEqual([]);
  });

  it('has no import circle spanning two folders', () => {
    expect(crossFolderCircles(edges)).toEqual([]);
  });

  it('has no circle between resource folders: a resource importing another never leads back to it', () => {
    const isResource = (folder: string) => folder.split('/').length === 3 && folder.startsWith('resources/');
    const folders: Edges = new Map();
    for (const [from, targets] of edges) {
      const a = dirname(from);
      if (!isResource(a)) continue;
      if (!folders.has(a)) folders.set(a, new Set());
      for (const to of targets) if (dirname(to) !== a && isResource(dirname(to))) folders.get(a)!.add(dirname(to));
    }
    // Each folder stands for itself in a one-file-per-folder graph, so a circle of folders shows as a
    // circle of "files" in different folders.
    const asFiles: Edges = new Map([...folders].map(([a, bs]) => [`${a}/.`, new Set([...bs].map((b) => `${b}/.`))]));
    expect(crossFolderCircles(asFiles).map((c) => c.map((f) => dirname(f)))).toEqual([]);
  });

  it('keeps integrations pluggable: api.ts imports nothing of its own folder, nothing inside imports its index.ts', () => {
    const wrong: string[] = [];
    for (const [from, targets] of edges) {
      const m = from.match(/^integrations\/([^/]+)\/([^/]+)$/);
      if (!m) continue;
      for (const to of targets) {
        const sameFolder = dirname(to) === dirname(from);
        if (sameFolder && to.endsWith('/index.ts')) wrong.push(`${from} -> ${to}`);
        if (sameFolder && m[2] === 'api.ts') wrong.push(`${from} -> ${to}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('keeps the demo data set a leaf: it imports nothing of the server', () => {
    expect([...(edges.get('seed/demo-data.ts') ?? [])]).toEqual([]);
  });
});
