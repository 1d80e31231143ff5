// The one HTTP client of the console: base path, bearer token, query encoding, error mapping.
import { HttpError } from 'react-admin';
import { STORAGE_KEYS } from '@console/contract';
import { translateError } from './errorMessage.ts';

export const API_BASE = '/api/v1';

export type QueryValue = string | number | boolean | Date | null | undefined | QueryValue[];
export type Query = Record<string, unknown>;

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart form data (the spec's "form" payloads). */
  form?: Record<string, unknown> | FormData;
  /** Sign-in calls go without the bearer token. */
  auth?: boolean;
  /** Extra request headers (the Idempotency-Key of a money action, decision 0060). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface ApiResponse<T = unknown> {
  ok: boolean;
  status: number;
  statusText: string;
  headers: Headers;
  body: T;
}

export const getToken = (): string | null => localStorage.getItem(STORAGE_KEYS.token);

export const apiUrl = (path: string): string => `${API_BASE}/${path.replace(/^\/+/, '')}`;

const scalar = (value: unknown): string | undefined => {
  if (value === undefined || value === null || value === '') return undefined;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return undefined;
  return String(value);
};

/** Empty values are left out (spec 1 §5); arrays become repeated parameters. */
export function toSearchParams(query: Query = {}): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      const text = scalar(item);
      if (text !== undefined) params.append(key, text);
    }
  }
  return params;
}

export function withQuery(path: string, query?: Query): string {
  const search = toSearchParams(query).toString();
  return search ? `${apiUrl(path)}?${search}` : apiUrl(path);
}

function toFormData(form: Record<string, unknown> | FormData): FormData {
  if (form instanceof FormData) return form;
  const data = new FormData();
  for (const [key, value] of Object.entries(form)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      data.append(key, item instanceof Blob ? item : String(item));
    }
  }
  return data;
}

export function authHeaders(auth = true): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  const token = auth ? getToken() : null;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

/** Performs the call and parses the answer; never throws on an HTTP status (sign-in needs the raw answer). */
export async function fetchApi<T = any>(path: string, req: ApiRequest = {}): Promise<ApiResponse<T>> {
  const headers = authHeaders(req.auth ?? true);
  for (const [name, value] of Object.entries(req.headers ?? {})) headers.set(name, value);
  let body: BodyInit | undefined;
  if (req.form !== undefined) {
    body = toFormData(req.form);
  } else if (req.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(req.body);
  }
  const response = await fetch(withQuery(path, req.query), { method: req.method ?? 'GET', headers, body, signal: req.signal });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: keep the text so the caller can still show it.
  }
  return { ok: response.ok, status: response.status, statusText: response.statusText, headers: response.headers, body: parsed as T };
}

/** The server's own words for a refusal: message, then reason, then detail. */
export function serverMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return typeof body === 'string' && body.length < 300 ? body || undefined : undefined;
  const b = body as Record<string, unknown>;
  for (const key of ['message', 'reason', 'detail'] as const) {
    if (typeof b[key] === 'string' && b[key]) return b[key] as string;
  }
  return undefined;
}

/** The server's refusal in the user's language: its code translated (decision 0076), else its own words. */
export const localizedMessage = (body: unknown): string | undefined => translateError(body, serverMessage(body));

const isRefusal = (body: unknown) => !!body && typeof body === 'object' && !Array.isArray(body) && (body as Record<string, unknown>).success === false;

/**
 * Calls the API and returns the body; a non-2xx status or an answer with success:false becomes an
 * HttpError carrying the server message (and its field errors, which react-admin forms display).
 */
export async function requestJson<T = any>(path: string, req: ApiRequest = {}): Promise<T> {
  const res = await fetchApi<T>(path, req);
  if (!res.ok || isRefusal(res.body)) {
    throw new HttpError(localizedMessage(res.body) ?? (res.statusText || 'ra.notification.http_error'), res.status, res.body);
  }
  return res.body;
}
