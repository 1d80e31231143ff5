// The console's API types are generated from the committed OpenAPI document (decision 0081): a document
// changed (npm run openapi -w server) without `npm run api-types -w web` fails here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_SCHEMA_FILE, HASH_LINE, OPENAPI_FILE, sha256 } from '../scripts/api-types.ts';

describe('src/providers/api-schema.ts', () => {
  it('was generated from the committed docs/api/openapi.json', () => {
    const generated = readFileSync(API_SCHEMA_FILE, 'utf8');
    const line = generated.split('\n').find((l) => l.startsWith(HASH_LINE));
    expect(line, 'api-schema.ts names no document: run npm run api-types -w web').toBeDefined();
    expect(line!.slice(HASH_LINE.length), 'docs/api/openapi.json changed: run npm run api-types -w web').toBe(sha256(readFileSync(OPENAPI_FILE, 'utf8')));
  });

  it('describes the answers the data provider reads (a custom action with its record, a bulk answer)', () => {
    const generated = readFileSync(API_SCHEMA_FILE, 'utf8');
    expect(generated).toContain('"/api/v1/services/{id}/deliver"');
    expect(generated).toContain('"/api/v1/services/deliver"');
  });
});
