// One access-log line per request, at `info`, once the answer is sent: method, path, status, time and
// who asked. It replaces Fastify's two default lines ("incoming request", "request completed"), which
// app.ts turns off with `disableRequestLogging`. Below `info` (LOG_LEVEL=warn...) nothing is built.
import type { FastifyInstance } from 'fastify';

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

export function registerAccessLog(app: FastifyInstance) {
  app.addHook('onResponse', (request, reply, done) => {
    if (INFO_ENABLED.has(request.log.level)) {
      request.log.info(
        {
          method: request.method,
          url: pathForLog(request.url),
          statusCode: reply.statusCode,
          responseTime: Math.round(reply.elapsedTime * 10) / 10,
          userId: request.actor?.id ?? null,
        },
        'request',
      );
    }
    done();
  });
}
