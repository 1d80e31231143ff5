// Who writes the activity log (DESIGN.md rule 4, decision 0054): the store in platform/, from the
// resource declarations. A hand-written entry elsewhere drifts from what the store records (its name,
// its refs, what it redacts), so the source outside platform/ must not call the changelog's writers
// or insert into the logs table, except where the decision names a file and says why.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../../src', import.meta.url));

/** The store's home, and the schema that declares the logs table. */
const OWNERS = ['platform', 'db'];

/**
 * File (relative to server/src) -> why it writes log entries itself, as decision 0054 says. Empty:
 * every entry comes from the store (createRow, updateRow, updateRows, updateRowsEach, archiveRow,
 * logCreated, recordAction...).
 */
const ALLOWED: Record<string, string> = {};

/** A call of the changelog's writers, an import of them, or a row put into the logs table by hand. */
const WRITES = [/\brecordChanges?\s*\(/, /\bimport\b[^;]*\brecordChanges?\b[^;]*from/, /\.insert\(\s*logs\s*\)/, /\binsert\s+into\s+"?logs"?\b/i];

function logWriters(files: Map<string, string>): string[] {
  const out: string[] = [];
  for (const [file, text] of files) {
    if (text.split('\n').some((line) => WRITES.some((re) => re.test(line)))) out.push(file);
  }
  return out.sort();
}

function sources(): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      const rel = relative(SRC, path);
      if (entry.isDirectory()) {
        if (!OWNERS.includes(rel)) walk(path);
      } else if (entry.name.endsWith('.ts')) files.set(rel, readFileSync(path, 'utf8'));
    }
  };
  walk(SRC);
  return files;
}

describe('the check itself', () => {
  it('finds a call, an import and an insert into logs, and nothing in a file that logs through the store', () => {
    const files = new Map([
      ['resources/a/a.actions.ts', "import { recordChange } from '../../../platform/changelog.ts';"],
      ['resources/b/b.actions.ts', 'await recordChanges(tx, ctx, entries);'],
      ['resources/c/c.actions.ts', 'await tx.insert(logs).values(entry);'],
      ['resources/d/d.actions.ts', "await tx.execute(sql`insert into logs (verb) values ('login')`);"],
      ['resources/e/e.actions.ts', "await recordAction(tx, ctx, def, row, { verb: 'login', after });\nawait updateRow(tx, ctx, def, id, data);"],
    ]);
    expect(logWriters(files)).toEqual(['resources/a/a.actions.ts', 'resources/b/b.actions.ts', 'resources/c/c.actions.ts', 'resources/d/d.actions.ts']);
  });
});

describe('the activity log is written by the store', () => {
  const files = sources();

  it('reads the resources', () => {
    expect([...files.keys()].filter((f) => f.startsWith('resources/')).length).toBeGreaterThan(100);
  });

  it('has no hand-written log entry outside platform/, except those decision 0054 allows', () => {
    expect(logWriters(files).filter((f) => !(f in ALLOWED))).toEqual([]);
  });

  it('allows no file that no longer writes the log (the list stays what the decision justifies)', () => {
    const writers = new Set(logWriters(files));
    expect(Object.keys(ALLOWED).filter((f) => !writers.has(f))).toEqual([]);
  });
});
