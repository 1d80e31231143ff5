// The one HTTP call every real client makes: a deadline, JSON in and out, and failures turned into
// an IntegrationError that names the system and says what went wrong (never a raw fetch TypeError).

/** An outside system failed or answered something we cannot use. */
export class IntegrationError extends Error {
  constructor(
    readonly system: string,
    readonly reason: string,
    /** The HTTP status the system answered, when it answered. */
    readonly status?: number,
    /** What the system answered with a failure status (its own error message is often inside), and how long it asked us to wait (429). */
    readonly answer?: { body: string; retryAfterS?: number },
  ) {
    super(`${system}: ${reason}`);
    this.name = 'IntegrationError';
  }
}

export interface JsonRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  headers?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as application/x-www-form-urlencoded instead of a JSON body (OAuth2 token requests). */
  form?: Record<string, string>;
  timeoutMs?: number;
  /** The agent the connection goes through (an undici Dispatcher; integrations/outbound-guard.ts). */
  dispatcher?: unknown;
}

export const DEFAULT_TIMEOUT_MS = 10_000;
const USER_AGENT = 'backoffice-console/1.0';

/** Joins a configured base URL (with or without a trailing slash or a path) and a path. */
export function endpoint(baseUrl: string, path: string, query?: Record<string, string | number>): URL {
  const url = new URL(path.replace(/^\//, ''), baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, String(v));
  return url;
}

export async function requestJson<T>(system: string, url: URL, req: JsonRequest = {}): Promise<{ data: T; headers: Headers }> {
  const timeoutMs = req.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let res: Response;
  try {
    res = await fetch(url, {
      method: req.method ?? 'GET',
      headers: {
        accept: 'application/json',
        'user-agent': USER_AGENT,
        ...(req.form ? { 'content-type': 'application/x-www-form-urlencoded' } : req.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...req.headers,
      },
      body: req.form ? new URLSearchParams(req.form).toString() : req.body !== undefined ? JSON.stringify(req.body) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
      // A redirect is not followed: it could carry a token request, secret included, to another host (decision 0068).
      redirect: 'manual',
      ...(req.dispatcher ? { dispatcher: req.dispatcher } : {}),
    } as RequestInit);
  } catch (err) {
    const e = err as Error & { cause?: { code?: string; message?: string } };
    if (e.name === 'TimeoutError' || e.name === 'AbortError') throw new IntegrationError(system, `no answer within ${timeoutMs} ms`);
    // A connection the outbound guard refused says why (the host and the address it resolved to).
    if (e.cause?.code === 'EBLOCKEDHOST') throw new IntegrationError(system, e.cause.message ?? 'host refused');
    throw new IntegrationError(system, `unreachable (${e.cause?.code ?? e.message})`);
  }
  let text: string;
  try {
    text = await res.text();
  } catch (err) {
    const e = err as Error;
    throw new IntegrationError(system, e.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : `answer interrupted (${e.message})`, res.status);
  }
  if (res.status >= 300 && res.status < 400) {
    let host = '';
    try {
      host = new URL(res.headers.get('location') ?? '', url).host;
    } catch {}
    throw new IntegrationError(system, `HTTP ${res.status}: redirected${host ? ` to ${host}` : ''}, not followed (check the configured URL)`, res.status);
  }
  if (!res.ok) {
    const detail = text.replace(/\s+/g, ' ').trim().slice(0, 200);
    const retry = res.status === 429 && res.headers.get('retry-after') ? `, retry after ${res.headers.get('retry-after')} s` : '';
    const retryAfterS = Number(res.headers.get('retry-after'));
    throw new IntegrationError(system, `HTTP ${res.status}${retry}${detail ? `: ${detail}` : ''}`, res.status, {
      body: text.slice(0, 10_000),
      retryAfterS: Number.isFinite(retryAfterS) && res.headers.get('retry-after') ? retryAfterS : undefined,
    });
  }
  if (text.trim() === '') return { data: undefined as T, headers: res.headers };
  try {
    return { data: JSON.parse(text) as T, headers: res.headers };
  } catch {
    throw new IntegrationError(system, 'answered with something that is not JSON', res.status);
  }
}
