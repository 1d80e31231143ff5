// Fails when a message key written in the console's sources (a literal 'app.…', 'resources.…' or
// 'ra.…' string) is missing from the English messages. Keys built at run time (template strings
// with ${…}) are checked by their literal prefix only. Run: npm run check:i18n -w web
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { en } from '../src/i18n/en.ts';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));
const KEY = /(['"`])((?:app|resources|ra|charts)\.[A-Za-z0-9_.-]+?)(\$\{|\1)/g;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'i18n' ? [] : files(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** The message object or string at a dotted path, or undefined. */
function lookup(path: string): unknown {
  let node: unknown = en;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object' || !(part in node)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

const missing: string[] = [];
for (const file of files(SRC)) {
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(KEY)) {
    const [, , key, end] = match;
    const dynamic = end === '${';
    if (!dynamic && key.endsWith('.')) continue;
    // A dynamic key ('resources.services.actions.${action}', '….not_${action}'): the group holding it must exist.
    const path = dynamic ? key.slice(0, key.lastIndexOf('.')) : key;
    const found = lookup(path);
    // A literal naming a group is a prefix handed to a helper (choices built from a list).
    const ok = dynamic ? found !== null && typeof found === 'object' : found !== undefined;
    if (!ok) missing.push(`${relative(SRC, file)}: ${dynamic ? `${path}.*` : path}`);
  }
}

if (missing.length > 0) {
  console.error(`Missing message keys (${missing.length}):\n${[...new Set(missing)].sort().join('\n')}`);
  process.exit(1);
}
console.log('i18n: every message key written in the sources exists in English.');
