// `npm install` on Node 20 (the machine's, the README's and DESIGN's) must not warn that a package wants
// a newer Node (issue 14: content-disposition 3 and cookie 2 wanted Node 22): every package the
// lockfile installs accepts Node 20.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// npm's own range parser (installed with the toolchain; no types of its own).
const semver = createRequire(import.meta.url)('semver') as { satisfies(version: string, range: string, options?: object): boolean };
const NODE_20 = '20.19.0';
const lock = JSON.parse(readFileSync(new URL('../../../package-lock.json', import.meta.url), 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[]; optional?: boolean; dev?: boolean }>;
};

describe('the lockfile on Node 20', () => {
  it('installs no package whose engines exclude Node 20', () => {
    const refusing = Object.entries(lock.packages)
      .filter(([path, entry]) => path && !Array.isArray(entry.engines) && entry.engines?.node)
      .filter(([, entry]) => !semver.satisfies(NODE_20, (entry.engines as { node: string }).node, { includePrerelease: true }))
      .map(([path, entry]) => `${path}@${entry.version} wants node ${(entry.engines as { node: string }).node}`);
    expect(refusing).toEqual([]);
  });
});
