// Fails when a message is missing in any of the console's three languages (decision 0026):
// 1. every key written in the console's sources (a literal 'app.…', 'resources.…', 'ra.…' or 'charts.…'
//    string) exists in English; keys built at run time (template strings with ${…}) are checked by their
//    literal prefix only;
// 2. French and Dutch have exactly the keys English has (react-admin's own included), each a non-empty
//    string, with the same %{placeholders}.
// Run: npm run check:i18n -w web (the build runs it too).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { en } from '../src/i18n/en.ts';
import { fr } from '../src/i18n/fr.ts';
import { nl } from '../src/i18n/nl.ts';
import { compareMessages, lookup } from './i18n-keys.ts';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));
const KEY = /(['"`])((?:app|resources|ra|charts)\.[A-Za-z0-9_.-]+?)(\$\{|\1)/g;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'i18n' ? [] : files(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
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
    const found = lookup(en, path);
    // A literal naming a group is a prefix handed to a helper (choices built from a list).
    const ok = dynamic ? found !== null && typeof found === 'object' : found !== undefined;
    if (!ok) missing.push(`${relative(SRC, file)}: ${dynamic ? `${path}.*` : path}`);
  }
}

const problems = [...compareMessages(en, { fr, nl })];
if (missing.length > 0) console.error(`Missing English message keys (${missing.length}):\n${[...new Set(missing)].sort().join('\n')}`);
if (problems.length > 0) console.error(`French and Dutch messages out of step with English (${problems.length}):\n${problems.join('\n')}`);
if (missing.length > 0 || problems.length > 0) process.exit(1);
console.log('i18n: every key written in the sources exists in English, and French and Dutch have every English key.');
