// One access-log line per request, at `info`, once the answer is sent: method, path, status, time and
// who asked. It replaces Fastify's two default lines ("incoming request", "request completed"): app.ts
// passes it to Fastify as its logController. Below `info` (LOG_LEVEL=warn...) nothing is built; at
// `debug` a request's arrival is logged too.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** Query parameters whose values are never written to the log: tokens, passwords, codes, keys, signatures. */
const SECRET_PARAM = /token|pass|secret|key|code|sig|auth|otp|session|hash|cred/i;

/**
 * The request's path as logged: the query string kept for what it says about the request (filters,
 * pages), the value of any parameter whose name looks like a secret replaced by `[redacted]`.
 */
export function pathForLog(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const query = url.slice(q + 1);
  // Nothing that names a secret, even percent-encoded: the path as it came.
  if (!query.includes('%') && !SECRET_PARAM.test(query)) return url;
  const parts = query.split('&').map((pair) => {
    const eq = pair.indexOf('=');
    const rawKey = eq < 0 ? pair : pair.slice(0, eq);
    let key = rawKey;
    try {
      key = decodeURIComponent(rawKey.replace(/\+/g, ' '));
    } catch {
      /* a malformed escape: match the raw name */
    }
    return SECRET_PARAM.test(key) ? `${rawKey}=[redacted]` : pair;
  });
  return `${url.slice(0, q)}?${parts.join('&')}`;
}

/** Levels at which `info` lines are written (a route's own logLevel included: request.log carries it). */
const INFO_ENABLED = new Set(['info', 'debug', 'trace']);
const DEBUG_ENABLED = new Set(['debug', 'trace']);

/**
 * Fastify's log controller with its two request lines replaced by one, written when the response is
 * over (after the onResponse hooks, so without a hook of its own). The other per-request lines
 * Fastify would write (its default error handler's, its own 404's) stay off: the app has its own.
 */
export class AccessLog extends LogController {
  constructor() {
    super({ disableRequestLogging: true });
  }

  /** At `debug` only: a request's arrival, for following a slow or stuck one (the access line comes at its end). */
  override incomingRequest(request: FastifyRequest) {
    if (DEBUG_ENABLED.has(request.log.level)) request.log.debug({ method: request.method, url: pathForLog(request.url) }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) {
      reply.log.error({ ...accessFields(request, reply), err: error }, 'request errored');
    } else if (INFO_ENABLED.has(request.log.level)) {
      request.log.info(accessFields(request, reply), 'request');
    }
  }
}

const accessFields = (request: FastifyRequest, reply: FastifyReply) => ({
  method: request.method,
  url: pathForLog(request.url),
  statusCode: reply.statusCode,
  responseTime: Math.round(reply.elapsedTime * 10) / 10,
  userId: request.actor?.id ?? null,
});
