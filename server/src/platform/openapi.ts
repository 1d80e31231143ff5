// The OpenAPI document at /api/docs/json (issue 27, decision 0075), written from what the routes
// already declare: zod schemas (through fastify-type-provider-zod's transform), the gate of
// config.auth, the resource declarations (list parameters, record fields) and, for the generic routes,
// the kind of answer crud-routes names in config.openapi. Everything here runs in swagger's `transform`
// hook, for the document only: no response schema reaches Fastify, so no serializer is compiled and
// the list and show routes keep sending PostgreSQL's JSON as bytes.
import { getTableColumns } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { MAX_PAGE_SIZE, PAGE_SIZE_OPTIONS, pageSizeFor } from '@console/contract';
import { REDACTED } from './auth/readers.ts';
import { INT_MAX } from './id-params.ts';
import { allResources, getResource } from './registry.ts';
import type { FilterSpec, Gate, ResourceDef } from './resource-types.ts';
import { selection } from './store.ts';

/** What a generic route answers, named by crud-routes so the document can describe it. */
export type CrudAnswer = 'list' | 'export' | 'values' | 'record' | 'created' | 'updated' | 'archived' | 'bulk';
export interface RouteDoc {
  resource: string;
  answer: CrudAnswer;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Documentation of a generic route (crud-routes.ts); read by the OpenAPI transform only. */
    openapi?: RouteDoc;
  }
}

type Json = Record<string, any>;
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const errorRef = ref('Error');

/** The error body every refusal carries (platform/errors.ts); `code` and `params` name the error for translation. */
const errorSchema: Json = {
  type: 'object',
  required: ['success', 'message'],
  properties: {
    success: { type: 'boolean', enum: [false] },
    message: { type: 'string', description: 'What went wrong, in English (the spec’s message).' },
    detail: { type: 'string', description: 'The same message (the spec’s older field).' },
    errors: { type: 'object', additionalProperties: { type: 'string' }, description: 'One message per field of the request.' },
    code: { type: 'string', description: 'A stable machine code for the error, which the console translates.' },
    params: { type: 'object', additionalProperties: true, description: 'The values the message names.' },
  },
};
const itemResult: Json = {
  type: 'object',
  required: ['id', 'success'],
  properties: {
    id: { type: 'integer' },
    success: { type: 'boolean' },
    reason: { type: 'string' },
    code: { type: 'string', description: 'The refusal’s code beside its reason.' },
    params: { type: 'object', additionalProperties: true },
  },
};
const ERROR_DESCRIPTIONS: Record<string, string> = {
  400: 'Bad input: the message names the field.',
  401: 'Not signed in.',
  403: 'Not allowed to do this.',
  404: 'Not found (a list: a page past its last, "Invalid page.").',
  409: 'The record’s state does not allow it.',
  413: 'Request body is too large.',
  414: 'A value in the address is too long.',
  415: 'The body is not in a content type the route reads (JSON, form data or URL-encoded).',
  422: 'The Idempotency-Key was already used with another request (another URL or body).',
  429: 'Too many requests.',
  502: 'An outside system (controller, SIM provider, satellite, geocoding…) did not answer as expected.',
};

const SPREADSHEET = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const FILE_TYPES: Record<string, string> = {
  xls: SPREADSHEET,
  xlsx: SPREADSHEET,
  pdf: 'application/pdf',
  dbf: 'application/dbase',
  xml: 'application/xml',
  csv: 'text/csv',
  zip: 'application/zip',
};

/** A record field's schema, from its drizzle column as PostgreSQL writes it into JSON (record-select.ts). */
function columnSchema(column: any): Json {
  const type: string = column?.columnType ?? '';
  let schema: Json;
  if (column?.enumValues?.length) schema = { type: 'string', enum: [...column.enumValues] };
  else if (/^Pg(Integer|Serial|SmallInt|SmallSerial|BigInt53|BigSerial53)$/.test(type)) schema = { type: 'integer' };
  else if (column?.dataType === 'number') schema = { type: 'number' };
  else if (column?.dataType === 'boolean') schema = { type: 'boolean' };
  else if (type === 'PgTimestamp' || type === 'PgTimestampString') schema = { type: 'string', format: 'date-time' };
  else if (type === 'PgDate' || type === 'PgDateString') schema = { type: 'string', format: 'date' };
  else if (column?.dataType === 'string') schema = { type: 'string' };
  // json, arrays, numerics read as text by drizzle but written as numbers by PostgreSQL: any value.
  else return {};
  if (!column.notNull) schema.nullable = true;
  return schema;
}

/** The schema of a resource's record: its fields as a show or a list row answers them. */
function recordSchema(def: ResourceDef): Json {
  const columns = getTableColumns(def.table) as Record<string, unknown>;
  const properties: Json = {};
  for (const field of Object.keys(selection(def))) {
    const schema = field in columns ? columnSchema(columns[field]) : {};
    // A reader kept from a field gets the marker in its place (decision 0061).
    properties[field] = def.fieldReaders?.[field] && Object.keys(schema).length ? { anyOf: [schema, { type: 'string', enum: [REDACTED] }] } : schema;
  }
  return { type: 'object', required: Object.keys(properties).filter((f) => f in columns), properties, additionalProperties: true };
}

const schemaName = (def: ResourceDef) => `${def.name}_record`;

/** The shared schemas: the error body, and each resource's record. Passed to swagger as components.schemas. */
export function openapiComponents(): Json {
  const schemas: Json = { Error: errorSchema, ItemResult: itemResult };
  for (const def of allResources()) schemas[schemaName(def)] = recordSchema(def);
  return schemas;
}

/** A filter's value in the query string. */
function filterValue(spec: FilterSpec): Json {
  switch (spec.type) {
    case 'int':
      return { type: 'integer', minimum: -INT_MAX, maximum: INT_MAX };
    case 'number':
      return { type: 'number' };
    case 'bool':
      return { type: 'string', enum: ['true', 'false', '1', '0', 'all'] };
    case 'date':
      return { type: 'string', format: 'date' };
    case 'timestamp':
      return { type: 'string', description: 'A day (YYYY-MM-DD) or an ISO date-time.' };
    case 'text':
      return { type: 'string', maxLength: 200 };
  }
}

/** The query string of a resource's list (list-query.ts) as one object schema: swagger makes each property a parameter. */
export function listQuerySchema(def: ResourceDef, paged = true): Json {
  const properties: Json = {};
  if (paged) {
    properties.page = { type: 'integer', minimum: 1, maximum: 10_000_000, default: 1 };
    properties.page_size = {
      type: 'integer',
      minimum: 1,
      maximum: def.maxPageSize ?? MAX_PAGE_SIZE,
      default: pageSizeFor(def.name),
      description: `Rows per page; the console offers ${PAGE_SIZE_OPTIONS.join(', ')}.`,
    };
  }
  properties.sort = { type: 'string', enum: [...new Set(['id', ...def.sortable])], default: def.defaultSort?.field ?? 'id' };
  properties.order = { type: 'string', enum: ['ASC', 'DESC'], default: def.defaultSort?.order ?? 'DESC' };
  if (def.searchable.length || def.search) properties.q = { type: 'string', maxLength: 200, description: 'Free text matched against the searchable fields.' };
  properties.id = { type: 'array', items: { type: 'integer', minimum: 1, maximum: INT_MAX }, maxItems: 1000, description: 'Only these records (get-many).' };
  for (const [name, spec] of Object.entries(def.filters)) {
    const value = filterValue(spec);
    const fallback = def.defaultFilters?.[name];
    const nullable = spec.type !== 'text' && spec.type !== 'bool' ? ' `null` matches an empty value.' : '';
    properties[name] =
      spec.type === 'bool'
        ? { ...value, ...(fallback !== undefined ? { default: fallback } : {}), description: '`all` lifts the default filter.' }
        : { type: 'array', items: value, maxItems: 100, description: `One value, or several (any of them).${nullable}` };
    if (spec.range && spec.type !== 'bool' && spec.type !== 'text') {
      properties[`${name}_gte`] = { ...value, description: `${name} at least this.` };
      properties[`${name}_lte`] = { ...value, description: `${name} at most this${spec.type === 'timestamp' ? ' (a day includes the whole day)' : ''}.` };
    }
  }
  return { type: 'object', properties };
}

const json = (schema: Json, description: string) => ({ description, content: { 'application/json': { schema } } });
const file = (type: string, description: string) => ({ description, content: { [type]: { schema: { type: 'string', format: 'binary' } } } });

/** The success answers of a generic route. */
function crudAnswers(doc: RouteDoc): Json {
  const record = ref(schemaName(getResource(doc.resource)!));
  switch (doc.answer) {
    case 'list':
      return {
        200: json(
          {
            type: 'object',
            required: ['results', 'count'],
            properties: { results: { type: 'array', items: record }, count: { type: 'integer' }, count_estimated: { type: 'boolean' } },
          },
          'A page of the list.',
        ),
      };
    case 'export':
      return { 200: file(SPREADSHEET, 'The list as a spreadsheet.') };
    case 'values':
      return {
        200: json(
          { type: 'object', required: ['results', 'count'], properties: { results: { type: 'array', items: {} }, count: { type: 'integer' } } },
          'The distinct values of the field.',
        ),
      };
    case 'record':
      return { 200: json(record, 'The record.') };
    case 'created':
      return { 201: json(record, 'The record created.') };
    case 'updated':
      return { 200: json(record, 'The record as saved.') };
    case 'archived':
      return {
        200: json(
          { allOf: [record, { type: 'object', required: ['success'], properties: { success: { type: 'boolean' } } }] },
          'The record as the change left it.',
        ),
      };
    case 'bulk':
      return { 200: json({ type: 'array', items: ref('ItemResult') }, 'One answer per id.') };
  }
}

/** A custom action's answer: the record as the action left it, with `success: true` (the routes' `ok(row)`). */
const recordDone = (resource: string): Json => ({
  allOf: [ref(`${resource}_record`), { type: 'object', required: ['success'], properties: { success: { type: 'boolean', enum: [true] } } }],
});
/** A bulk action's answer: how many went through, the spec's message, and one result per id. */
const bulkDone: Json = {
  type: 'object',
  required: ['success', 'count', 'message', 'results'],
  properties: { success: { type: 'boolean' }, count: { type: 'integer' }, message: { type: 'string' }, results: { type: 'array', items: ref('ItemResult') } },
};
/** A refusal's code and params beside the spec's words (decision 0076): the console translates the code. */
const codedFields: Json = {
  code: { type: 'string', description: 'When refused: a stable machine code for the refusal, which the console translates.' },
  params: { type: 'object', additionalProperties: true, description: 'When refused: the values its message names.' },
};
/** The spec's `{success, message}` answer of an action, with the fields it names (a refusal: with its code and params). */
const said = (fields: Json = {}, required: string[] = []): Json => ({
  type: 'object',
  required: ['success', 'message', ...required],
  properties: { success: { type: 'boolean' }, message: { type: 'string' }, ...codedFields, ...fields },
});
/**
 * An action answered with `success` and, when refused, the spec's `reason` and/or `message` with the
 * refusal's code and params (decision 0076, the hand-built answers); the other fields of a success are open.
 */
const refusable = (fields: Json = {}): Json => ({
  type: 'object',
  required: ['success'],
  properties: {
    success: { type: 'boolean' },
    message: { type: 'string' },
    reason: { type: 'string', nullable: true },
    ...codedFields,
    ...fields,
  },
});
/** A per-item answer of a bulk action, refused items with their code and params. */
const codedItems = (fields: Json = {}): Json => ({
  type: 'array',
  items: { type: 'object', properties: { success: { type: 'boolean' }, reason: { type: 'string' }, ...codedFields, ...fields } },
});
const id = { type: 'integer' };
const status = { type: 'string' };

/**
 * The answers of the custom action routes the console calls, by method and route url (decision 0081).
 * The routes send their answer without a response schema (no serializer, handlers unchanged); the
 * document describes it here, and every API test checks the answers against it (test/support).
 */
const ACTION_ANSWERS: Record<string, Json> = {
  ...Object.fromEntries(
    ['provision', 'ship', 'deliver', 'pause', 'resume', 'idle', 'unidle', 'end', 'assign'].map((a) => [
      `POST /api/v1/services/:id/${a}`,
      recordDone('services'),
    ]),
  ),
  ...Object.fromEntries(['provision', 'ship', 'deliver'].map((a) => [`POST /api/v1/package_lines/:id/${a}`, recordDone('package_lines')])),
  'POST /api/v1/services/ship': bulkDone,
  'POST /api/v1/services/deliver': bulkDone,
  'POST /api/v1/package_lines/ship': bulkDone,
  'POST /api/v1/package_lines/deliver': bulkDone,
  'POST /api/v1/invoices/:id/send': said({ id, number: { type: 'string', nullable: true }, status }, ['id']),
  'POST /api/v1/invoices/:id/reverse': said({ id }, ['id']),
  'POST /api/v1/invoices/:id/mark_paid': said({ id, status }, ['id', 'status']),
  'POST /api/v1/invoices/:id/clone': said({ id }, ['id']),
  'POST /api/v1/packages/:id/confirm': said({ id, status }, ['id', 'status']),
  'POST /api/v1/packages/:id/clone': said({ id }, ['id']),
  'POST /api/v1/invoices/:id/odoo/push': said({ id, odoo_id: { type: 'integer', nullable: true } }, ['id']),
  // Hand-built refusals answered 200 {success: false} with a code (decision 0076, session 35).
  'POST /api/v1/simcards/bulk': refusable(),
  'POST /api/v1/simcards/move_to_pool': refusable({
    count: { type: 'integer' },
    count_failed: { type: 'integer' },
    results: codedItems({ id, iccid: { type: 'string', nullable: true } }),
  }),
  'POST /api/v1/simcards/:id/attach': refusable(),
  'POST /api/v1/simcards/:id/detach': refusable(),
  'POST /api/v1/simcards/:id/move_to_pool': refusable(),
  'POST /api/v1/simcards/:id/enable': refusable({ status }),
  'POST /api/v1/simcards/:id/disable': refusable({ status }),
  'POST /api/v1/simpools/:id/simcards': refusable({ id, count: { type: 'integer' }, failed: codedItems({ iccid: { type: 'string' } }) }),
  'DELETE /api/v1/simpools/:id/simcards/:simId': refusable(),
  'POST /api/v1/devices/move': refusable(),
  'PUT /api/v1/devices/:id/disassemble': refusable(),
  'POST /api/v1/devices/:id/provider_default': refusable(),
  'POST /api/v1/devices/:id/back_to_stock': refusable(),
  'POST /api/v1/speedtests': refusable({ ids: { type: 'array', items: id } }),
  'POST /api/v1/devices/:id/speedtest': refusable({ ids: { type: 'array', items: id } }),
  'POST /api/v1/ips/:id/ping': refusable({ last_ping_at: { type: 'string', nullable: true } }),
  'POST /api/v1/product_items/reserve': refusable({ count_reserved: { type: 'integer' }, count_failed: { type: 'integer' }, results: codedItems({ id }) }),
  'GET /api/v1/customers/sync': refusable(),
  'GET /api/v1/servers/:id/sync': refusable(),
  'GET /api/v1/devices/incontrol/sync': refusable(),
  'POST /api/v1/services/:id/optin': refusable(),
  'POST /api/v1/services/:id/optout': refusable(),
  'POST /api/v1/services/:id/topup': refusable(),
  'POST /api/v1/data_pools/:id/deactivate': refusable({ id }),
  'POST /api/v1/starlink/provision': refusable({ id }),
  ...Object.fromEntries(['accounts', 'terminals', 'products'].map((l) => [`GET /api/v1/starlink/${l}`, refusable({ results: { type: 'array', items: {} } })])),
  'GET /api/v1/starlink_terminals/:id/status': refusable({ source: { type: 'string' } }),
  ...Object.fromEntries(['stow', 'unstow', 'reboot'].map((c) => [`POST /api/v1/starlink_terminals/:id/${c}`, refusable()])),
  'POST /api/v1/users/:id/mfa/enable': refusable(),
  'POST /api/v1/users/:id/mfa/disable': refusable(),
  'POST /api/v1/users/:id/impersonate': refusable({ redirect_url: { type: 'string', nullable: true } }),
  'POST /api/v1/customers/:id/impersonate': refusable({ redirect_url: { type: 'string', nullable: true } }),
};

/** Custom routes whose success is not a `200` with JSON (decision 0081): created rows, a redirect. */
const SUCCESS_STATUS: Record<string, Json> = {
  'POST /api/v1/billing_runs/': { 201: json(ref('billing_runs_record'), 'The billing run created.') },
  'POST /api/v1/list_views/': { 201: json({ type: 'object', required: ['id'], properties: { id } }, 'The saved view created.') },
  'GET /freshdesk': { 302: { description: 'To the help-desk: the company’s tickets, or its home.' } },
};

/** The custom routes whose answers ACTION_ANSWERS describes, as `METHOD /url` (checked by the OpenAPI test). */
export const describedActions = (): string[] => Object.keys(ACTION_ANSWERS);

const CRUD_SUMMARIES: Record<CrudAnswer, (resource: string, method: string) => string> = {
  list: (r) => `List ${r}`,
  export: (r) => `Export ${r} as a spreadsheet`,
  values: (r) => `Distinct values of a field of ${r}`,
  record: (r) => `Show one of ${r}`,
  created: (r) => `Create one of ${r}`,
  updated: (r, m) => `${m === 'PUT' ? 'Update' : 'Update some fields of'} one of ${r}`,
  archived: (r, m) => `${m === 'DELETE' ? 'Archive' : 'Unarchive'} one of ${r}`,
  bulk: (r, m) => `${m === 'DELETE' ? 'Archive' : 'Unarchive'} several ${r}`,
};

/** Statuses the route may refuse with, from what it declares: its gate, its path, its method, its rate limit. */
function errorStatuses(route: RouteOptions, hasParams: boolean, hasBody: boolean): string[] {
  const statuses = ['400'];
  if (route.config?.auth !== 'public') statuses.push('401', '403');
  // 404 on any route: a record by id, a page past the last ("Invalid page."), an unknown terminal asked by query.
  statuses.push('404');
  if (hasParams) statuses.push('414');
  const methods = ([] as string[]).concat(route.method);
  // A custom read may be refused by state too (the e-invoice of a draft).
  if (!route.config?.openapi || methods.some((m) => m !== 'GET' && m !== 'HEAD')) statuses.push('409');
  if (hasBody) statuses.push('413', '415');
  // The money actions honour an Idempotency-Key (decision 0060); a key reused for another request is 422.
  if (!route.config?.openapi && methods.includes('POST')) statuses.push('422');
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) statuses.push('429');
  // Only custom routes call outside systems while answering; the generic ones never do.
  if (!route.config?.openapi) statuses.push('502');
  return statuses;
}

/**
 * A stable, unique id per operation: the method and the path after /api/v1, each segment in camel case
 * and joined by `_` (`get_devices_byId_records`), so `starlink/accounts` and `starlink_accounts` differ.
 */
export function operationIdOf(method: string, url: string): string {
  const camel = (segment: string) =>
    segment
      .replace(/^:([A-Za-z0-9_]+)(\([^)]*\))?$/, 'by_$1')
      .replace(/\*/g, 'any')
      .split(/[^A-Za-z0-9]+/)
      .filter(Boolean)
      .map((word, i) => (i === 0 ? word : word[0].toUpperCase() + word.slice(1)))
      .join('');
  const path = url
    .replace(/^\/api\/v1\//, '')
    .split('/')
    .map(camel)
    .filter(Boolean)
    .join('_');
  return `${method.toLowerCase()}_${path || 'root'}`;
}

/** The resource a list query string filters: the last segment of the path naming one (`/devices/:id/records` -> records). */
function listResourceOf(url: string): ResourceDef | undefined {
  const segments = url.split('/').reverse();
  for (const segment of segments) {
    const def = getResource(segment);
    if (def) return def;
  }
  return undefined;
}

/** `config.auth` to the document's security requirement. */
const securityOf = (gate: Gate | undefined) => (gate === 'public' ? [] : [{ bearer: [] }]);

/** The `:id` parameter's zod rendering (digits as text, id-params.ts): the integer a client sends. */
function idAsInteger(params: Json | undefined): Json | undefined {
  if (!params?.properties) return params;
  const properties: Json = {};
  for (const [name, schema] of Object.entries<Json>(params.properties)) {
    properties[name] = schema.type === 'string' && schema.pattern === '^\\d{1,10}$' ? { type: 'integer', minimum: 1, maximum: INT_MAX } : schema;
  }
  return { ...params, properties };
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & { route: RouteOptions };

/** swagger's `transform`: one route's schema, as the document shows it. */
export function openapiTransform(input: TransformInput) {
  const { route, url } = input;
  const schema = (input.schema ?? {}) as Json;
  if (schema.hide) return jsonSchemaTransform(input);
  // A list's query string is validated as an open record (every key a filter): documented from the declaration.
  const listDef = schema.querystring && isOpenRecord(schema.querystring) ? listResourceOf(url) : undefined;
  const { querystring, response, ...rest } = schema;
  const base = jsonSchemaTransform({ ...input, schema: { ...rest, ...(listDef ? {} : { querystring }), ...(response ? { response } : {}) } });
  const out = base.schema as Json;
  const doc = route.config?.openapi;
  const method = ([] as string[]).concat(route.method)[0];
  if (listDef) out.querystring = listQuerySchema(listDef, doc?.answer === 'list' || (!doc && method === 'GET' && !/\.\w+$/.test(url)));
  out.params = idAsInteger(out.params);
  const hasParams = /:[A-Za-z]/.test(url);
  const extension = /\.(\w+)$/.exec(url)?.[1];
  const action = ACTION_ANSWERS[`${method} ${url}`];
  const answers: Json = doc
    ? crudAnswers(doc)
    : action
      ? { 200: json(action, 'The action’s answer.') }
      : (SUCCESS_STATUS[`${method} ${url}`] ??
        out.response ??
        (extension && FILE_TYPES[extension] ? { 200: file(FILE_TYPES[extension], 'The file.') } : { 200: json({}, 'The answer.') }));
  const responses: Json = { ...answers };
  for (const status of errorStatuses(route, hasParams || doc?.answer === 'list', Boolean(out.body)))
    responses[status] ??= json(errorRef, ERROR_DESCRIPTIONS[status]);
  out.response = responses;
  out.security = securityOf(route.config?.auth);
  out.operationId = operationIdOf(method, url);
  out.summary ??= doc ? CRUD_SUMMARIES[doc.answer](doc.resource, method) : `${method} ${url.replace(/^\/api\/v1/, '')}`;
  out.tags ??= [url.replace(/^\/api\/v1\//, '').split('/')[0] || 'platform'];
  return { schema: out, url };
}

/** The list query string (crud-routes' rawQuerySchema, alone or in a union): a zod record. */
function isOpenRecord(querystring: unknown): boolean {
  const def = (querystring as { _zod?: { def?: { type?: string; options?: unknown[] } } })?._zod?.def;
  if (def?.type === 'record') return true;
  return def?.type === 'union' && (def.options ?? []).some(isOpenRecord);
}

/**
 * swagger's `transformObject`: the whole document once built. OpenAPI 3.0 reads `nullable` only beside
 * a `type`, so a nullable union (zod's `.nullish()` of a union) carries it into each of its branches;
 * the server is this one, at the root.
 */
export function openapiTransformObject({ openapiObject }: { openapiObject: Json }): Json {
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const schema = node as Json;
    for (const key of ['anyOf', 'oneOf'] as const) {
      if (schema.nullable && !schema.type && Array.isArray(schema[key])) {
        schema[key] = schema[key].map((branch: Json) => (branch.type ? { ...branch, nullable: true } : branch));
        delete schema.nullable;
      }
    }
    Object.values(schema).forEach(visit);
  };
  visit(openapiObject.paths);
  return { ...openapiObject, servers: [{ url: '/', description: 'This server: every path starts with /api.' }] };
}
