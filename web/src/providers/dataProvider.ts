// The spec's list contract (spec 1 §7.2) behind react-admin's DataProvider, plus the custom calls
// every area needs: unarchive, distinct values, spreadsheet export and action routes.
import { translateError } from './errorMessage.ts';
import { HttpError, useDataProvider, type DataProvider, type Identifier, type RaRecord } from 'react-admin';
import { INVALID_PAGE, pageSizeFor } from '@console/contract';
import { authHeaders, fetchApi, localizedMessage, requestJson, withQuery, type ApiRequest, type Query } from './api.ts';
import type { ActionAddress, AnswerOf, ApiAddress, ApiAnswer, HttpMethod } from './api-types.ts';

/** One line of a bulk archive/unarchive answer: a refusal with its code and params (decision 0076), as the document's ItemResult. */
export interface ItemResult {
  id: Identifier;
  success: boolean;
  reason?: string;
  code?: string;
  params?: Record<string, unknown>;
}

/** Archive fields sent with DELETE (spec 1 §4 Archive); resources add their own options. */
export interface ArchiveInput {
  archived_reason?: string | null;
  archived_notes?: string | null;
  archived_date?: string | null;
  decommission?: boolean;
  [option: string]: unknown;
}

export interface ActionOptions {
  method?: ApiRequest['method'];
  body?: unknown;
  form?: ApiRequest['form'];
  query?: Query;
  /** The key of this user action (a dialog keeps one per submit); a fresh one when absent. */
  idempotencyKey?: string;
}

/** A new Idempotency-Key: a random UUID (getRandomValues also works outside secure contexts, unlike randomUUID). */
export function newIdempotencyKey(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** Answers a network failure or a gateway error by sending the same request again, with the same key. */
const RETRIES = 2;
const retryable = (err: unknown) => err instanceof TypeError || (err instanceof HttpError && [502, 503, 504].includes(err.status));

export async function withRetries<T>(call: (key: string) => Promise<T>, key = newIdempotencyKey()): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await call(key);
    } catch (err) {
      if (attempt >= RETRIES || !retryable(err)) throw err;
      await new Promise((resolve) => setTimeout(resolve, 300 * (attempt + 1)));
    }
  }
}

export interface ConsoleDataProvider extends DataProvider {
  unarchive: (resource: string, id: Identifier) => Promise<{ data: RaRecord }>;
  unarchiveMany: (resource: string, ids: Identifier[]) => Promise<ItemResult[]>;
  /** Distinct values of a field (GET /{resource}/values/{field}), for choices built on a custom list. */
  values: (resource: string, field: string) => Promise<string[]>;
  /** Downloads /{resource}/export.xls with the given filters, or `path` when the spec names another (/export/records). */
  exportXls: (resource: string, filter?: Query, path?: string) => Promise<void>;
  /** Downloads a document the API renders (a PDF), with the session's credentials. */
  download: (path: string, fallbackName: string) => Promise<void>;
  /**
   * An action route of one record, or of the collection when id is undefined: POST /{resource}/{id}/{name}.
   * Called with literal names, the answer is the type the OpenAPI document gives it (decision 0081); an
   * explicit type argument (`action<T>`) is the caller's word for an answer the document leaves open.
   */
  action: {
    <R extends string, N extends string, M extends HttpMethod = 'POST', I extends Identifier | undefined = Identifier | undefined>(
      resource: R,
      id: I,
      name: N,
      options?: ActionOptions & { method?: M },
    ): Promise<ApiAnswer<ActionAddress<R, N, I extends undefined ? false : true>, M>>;
    <T>(resource: string, id: Identifier | undefined, name: string, options?: ActionOptions): Promise<T>;
  };
  /** GET /api/v1/{path}: typed by the document for a literal path it describes, else by the caller. */
  get: {
    <P extends string>(path: P, query?: Query): Promise<ApiAnswer<ApiAddress<P>, 'GET'>>;
    <T>(path: string, query?: Query): Promise<T>;
  };
  post: {
    <P extends string>(path: P, body?: unknown, options?: Omit<ActionOptions, 'method' | 'body'>): Promise<ApiAnswer<ApiAddress<P>, 'POST'>>;
    <T>(path: string, body?: unknown, options?: Omit<ActionOptions, 'method' | 'body'>): Promise<T>;
  };
  /** PUT /api/v1/{path}: typed by the document for a literal path it describes, else by the caller. */
  put: {
    <P extends string>(path: P, body?: unknown): Promise<ApiAnswer<ApiAddress<P>, 'PUT'>>;
    <T>(path: string, body?: unknown): Promise<T>;
  };
  /**
   * Bulk ship or deliver (POST /services/ship, /package_lines/deliver…): the document's answer, also when
   * some items were refused (success false: the answer still counts those that went through).
   */
  bulkDelivery: (resource: DeliveryResource, action: 'ship' | 'deliver', payload: DeliveryPayload) => Promise<BulkDelivery>;
}

export type DeliveryResource = 'services' | 'package_lines';
export interface DeliveryPayload {
  ids: Identifier[];
  date?: string | null;
  tracking_code?: string | null;
}
/** The answer of a bulk ship or deliver, as the OpenAPI document describes it (decision 0081). */
export type BulkDeliveryAnswer = AnswerOf<'/api/v1/services/ship', 'POST'>;
export interface BulkDelivery {
  /** How many went through. */
  count: number;
  /** The reasons of the refused items, each once. */
  refused: string[];
  answer: BulkDeliveryAnswer;
}

const isBulkAnswer = (body: unknown): body is BulkDeliveryAnswer =>
  !!body && typeof body === 'object' && typeof (body as { count?: unknown }).count === 'number' && Array.isArray((body as { results?: unknown }).results);

interface ListAnswer {
  results?: RaRecord[];
  count?: number;
  /** The server estimated a large total (decision 0012): the console shows "about N". */
  count_estimated?: boolean;
}

/** The total of a list: the count field, else a Content-Range header ("items 0-24/319"). */
function totalOf(body: ListAnswer, headers: Headers): number {
  if (typeof body.count === 'number') return body.count;
  const range = headers.get('Content-Range');
  const total = range ? Number(range.split('/').pop()) : NaN;
  if (Number.isFinite(total)) return total;
  throw new Error('app.errors.unknown_total');
}

// Records are typed by the caller (react-admin's generic RecordType), hence any.
async function list(resource: string, query: Query, signal?: AbortSignal): Promise<{ data: any[]; total: number; meta?: { countEstimated: true } }> {
  const res = await fetchApi<ListAnswer>(`${resource}/`, { query, signal });
  if (res.status === 404 && (res.body as { detail?: string } | null)?.detail === INVALID_PAGE) return { data: [], total: 0 };
  if (!res.ok) throw new HttpError(localizedMessage(res.body) ?? res.statusText, res.status, res.body);
  if (!res.body || !Array.isArray(res.body.results)) throw new Error('app.errors.unknown_total');
  const answer = { data: res.body.results, total: totalOf(res.body, res.headers) };
  return res.body.count_estimated ? { ...answer, meta: { countEstimated: true } } : answer;
}

/** Only what changed goes to PUT: the server ignores read-only keys, but a smaller diff is a clearer log. */
function changedFields(data: Record<string, unknown>, previous?: Record<string, unknown>): Record<string, unknown> {
  if (!previous) return data;
  return Object.fromEntries(Object.entries(data).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(previous[key])));
}

const filenameOf = (headers: Headers, fallback: string): string => {
  const disposition = headers.get('Content-Disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  return match ? decodeURIComponent(match[1]) : fallback;
};

async function downloadBlob(path: string, query: Query, fallbackName: string): Promise<void> {
  const response = await fetch(withQuery(path, query), { headers: authHeaders() });
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // keep the text
    }
    throw new HttpError(localizedMessage(body) ?? response.statusText, response.status, body);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filenameOf(response.headers, fallbackName);
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start the download asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const dataProvider: ConsoleDataProvider = {
  getList: (resource, params) => {
    const { page, perPage } = params.pagination ?? { page: 1, perPage: pageSizeFor(resource) };
    const { field, order } = params.sort ?? { field: 'id', order: 'DESC' };
    return list(resource, { ...params.filter, page, page_size: perPage, sort: field, order }, params.signal);
  },

  getOne: async (resource, params) => ({
    data: await requestJson(`${resource}/${encodeURIComponent(String(params.id))}`, { signal: params.signal }),
  }),

  getMany: async (resource, params) => {
    if (params.ids.length === 0) return { data: [] };
    const { data } = await list(resource, { id: params.ids as Identifier[] }, params.signal);
    return { data };
  },

  getManyReference: (resource, params) => {
    const { page, perPage } = params.pagination ?? { page: 1, perPage: pageSizeFor(resource) };
    const { field, order } = params.sort ?? { field: 'id', order: 'DESC' };
    return list(resource, { ...params.filter, [params.target]: params.id, page, page_size: perPage, sort: field, order }, params.signal);
  },

  create: async (resource, params) => ({ data: await requestJson(`${resource}/`, { method: 'POST', body: params.data }) }),

  update: async (resource, params) => ({
    data: await requestJson(`${resource}/${params.id}`, { method: 'PUT', body: changedFields(params.data, params.previousData) }),
  }),

  updateMany: async (resource, params) => {
    for (const id of params.ids) await requestJson(`${resource}/${id}`, { method: 'PUT', body: params.data });
    return { data: params.ids };
  },

  delete: async (resource, params) => ({
    data: await requestJson(`${resource}/${params.id}`, { method: 'DELETE', body: (params.meta as ArchiveInput | undefined) ?? {} }),
  }),

  /** The answer is per item; the successes are the data, the full list travels in meta.results. */
  deleteMany: async (resource, params) => {
    const results = await requestJson<ItemResult[]>(`${resource}/`, {
      method: 'DELETE',
      body: { ...((params.meta as ArchiveInput | undefined) ?? {}), ids: params.ids },
    });
    return { data: results.filter((r) => r.success).map((r) => r.id), meta: { results } };
  },

  unarchive: async (resource, id) => ({ data: await requestJson(`${resource}/${id}/unarchive`, { method: 'POST' }) }),

  unarchiveMany: (resource, ids) => requestJson<ItemResult[]>(`${resource}/unarchive`, { method: 'POST', body: { ids } }),

  values: async (resource, field) => {
    const body = await requestJson<{ results: unknown[] }>(`${resource}/values/${encodeURIComponent(field)}`);
    return body.results.map(String);
  },

  exportXls: (resource, filter = {}, path) => downloadBlob(path ?? `${resource}/export.xls`, filter, `${resource}.xlsx`),
  download: (path, fallbackName) => downloadBlob(path, {}, fallbackName),

  action: (resource: string, id: Identifier | undefined, name: string, options: ActionOptions = {}): Promise<any> => {
    const method = options.method ?? 'POST';
    const req = { method, body: options.body, form: options.form, query: options.query };
    const path = id === undefined ? `${resource}/${name}` : `${resource}/${id}/${name}`;
    // One user action, one key: a POST carries a fresh Idempotency-Key, reused by its retries (decision 0060).
    if (method !== 'POST') return requestJson(path, req);
    return withRetries((idempotencyKey) => requestJson(path, { ...req, headers: { 'Idempotency-Key': idempotencyKey } }), options.idempotencyKey);
  },

  get: (path: string, query?: Query): Promise<any> => requestJson(path, { query }),
  post: (path: string, body?: unknown, options: Omit<ActionOptions, 'method' | 'body'> = {}): Promise<any> =>
    requestJson(path, { method: 'POST', body, form: options.form, query: options.query }),
  put: (path: string, body?: unknown): Promise<any> => requestJson(path, { method: 'PUT', body }),

  bulkDelivery: async (resource, action, payload) => {
    let answer: BulkDeliveryAnswer;
    try {
      // Package lines take multipart form data, services JSON (spec 2 §7).
      answer = await dataProvider.action(resource, undefined, action, resource === 'package_lines' ? { form: { ...payload } } : { body: payload });
    } catch (err) {
      if (!(err instanceof HttpError) || !isBulkAnswer(err.body)) throw err;
      answer = err.body;
    }
    // Each refusal in the user's language by its code (decision 0076), else the server's reason.
    const refused = answer.results.flatMap((r) => (!r.success && r.reason ? [translateError(r, r.reason) ?? r.reason] : []));
    return { count: answer.count, refused: [...new Set(refused)], answer };
  },
};

/** useDataProvider with the custom methods typed. */
export const useConsoleDataProvider = () => useDataProvider<ConsoleDataProvider>();
