// Answers checked against the committed OpenAPI document (issue 27, decisions 0075, 0081): every answer
// an API test receives through its app's `inject` is validated (ajv) against the schema the document
// gives for its path, method and status; a status the document does not list is a mismatch too. On by
// default; OPENAPI_CHECK=0 turns it off (test/support/helpers.ts, checkAnswers). The document is read and
// each schema compiled once per test process, the validators cached by method, path and status.
import { readFileSync } from 'node:fs';
import Ajv, { type ValidateFunction } from 'ajv';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { OPENAPI_FILE } from '../../src/openapi-write.ts';

export const openapiCheckOn = process.env.OPENAPI_CHECK !== '0';

type Json = Record<string, any>;
let doc: Json | undefined;
let ajv: Ajv | undefined;
let templates: { path: string; pattern: RegExp; statics: number }[] = [];
const compiled = new Map<string, ValidateFunction | null>();

function load() {
  if (doc) return;
  // Component references point into one schema registered under the document's name.
  const text = readFileSync(OPENAPI_FILE, 'utf8').replaceAll('"#/components/schemas/', '"openapi.json#/components/schemas/');
  doc = JSON.parse(text) as Json;
  ajv = new Ajv({ strict: false, validateFormats: false, allErrors: false });
  ajv.addSchema({ components: doc.components }, 'openapi.json');
  templates = Object.keys(doc.paths).map((path) => ({
    path,
    pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
    statics: path.split('/').filter((s) => s && !s.startsWith('{')).length,
  }));
}

/** The document's path for a request's path: the one with the most fixed segments, as the router picks. */
function templateOf(path: string): string | undefined {
  return templates.filter((t) => t.pattern.test(path)).sort((a, b) => b.statics - a.statics)[0]?.path;
}

/** A path as the router reads it; one a client sent undecodable (%uD800) is matched as it came, since the server answers it 400 too. */
function decodedPath(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** What is wrong with an answer by the document, or undefined when it agrees. */
export function openapiMismatch(opts: InjectOptions, res: LightMyRequestResponse): string | undefined {
  load();
  const method = (opts.method ?? 'GET').toString().toLowerCase();
  const rawUrl = typeof opts.url === 'string' ? opts.url : (opts.path as string | undefined);
  if (!rawUrl) return undefined;
  const path = decodedPath(rawUrl.split('?')[0]);
  if (!path.startsWith('/api/v1/')) return undefined;
  const template = templateOf(path);
  const op = template ? doc!.paths[template]?.[method] : undefined;
  // An unknown route answers the not-found body; nothing documents it.
  if (!op) return undefined;
  const where = `${method.toUpperCase()} ${template} ${res.statusCode}`;
  const answer = op.responses[String(res.statusCode)];
  if (!answer) return `${where}: status not documented`;
  const schema = answer.content?.['application/json']?.schema;
  if (!schema || !String(res.headers['content-type'] ?? '').includes('json')) return undefined;
  const key = `${where}`;
  if (!compiled.has(key)) compiled.set(key, ajv!.compile(schema));
  const validate = compiled.get(key)!;
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return `${where}: not JSON`;
  }
  if (validate(body)) return undefined;
  const first = validate.errors?.[0];
  return `${where}: ${first?.instancePath || '/'} ${first?.message}`;
}
