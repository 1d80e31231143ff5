// Typed errors and the one handler that maps them (and anything else a client can provoke) to 4xx answers.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { consolePage, sendConsolePage } from './console-pages.ts';

export type FieldErrors = Record<string, string>;

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code = 'error',
    readonly fields?: FieldErrors,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: FieldErrors) => new AppError(400, message, 'bad_request', fields);
export const notFound = (message = 'Not found.') => new AppError(404, message, 'not_found');
export const forbidden = (message = 'You do not have permission to perform this action.') => new AppError(403, message, 'forbidden');
export const unauthorized = (message = 'Authentication credentials were not provided.') => new AppError(401, message, 'unauthorized');
export const conflict = (message: string) => new AppError(409, message, 'conflict');

/** Zod issues to one message per field ("a.b" paths). */
export function zodFieldErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    out[key] ??= issue.message;
  }
  return out;
}

function describeFields(fields: FieldErrors): string {
  return Object.entries(fields)
    .map(([k, v]) => (k === '_' ? v : `${k}: ${v}`))
    .join('; ');
}

/** PostgreSQL errors caused by what the client sent, with the answer each deserves. */
const PG_CLIENT_ERRORS: Record<string, [number, string]> = {
  '23505': [409, 'A record with this value already exists.'],
  '23503': [400, 'A referenced record does not exist.'],
  '23502': [400, 'A required value is missing.'],
  '23514': [400, 'A value is out of the allowed range.'],
  '22P02': [400, 'A value has the wrong type.'],
  '22003': [400, 'A number is out of range.'],
  '22007': [400, 'A date is not valid.'],
  '22008': [400, 'A date is out of range.'],
  '22001': [400, 'A value is too long.'],
  '22021': [400, 'A value contains invalid characters.'],
  '54000': [400, 'A value is too long.'],
  '2201B': [400, 'A search pattern is not valid.'],
};

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError & { code?: string; detail?: string; cause?: any }, request, reply) => {
    if (error instanceof AppError) {
      const body: Record<string, unknown> = { success: false, message: error.message, detail: error.message };
      if (error.fields) body.errors = error.fields;
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = zodFieldErrors(
        error.validation.map((v) => ({ path: (v.instancePath || '').split('/').filter(Boolean), message: v.message ?? 'Invalid value' })),
      );
      const message = describeFields(fields) || 'Invalid input.';
      return reply.status(400).send({ success: false, message, detail: message, errors: fields });
    }
    const pg = PG_CLIENT_ERRORS[String(error.code)] ?? PG_CLIENT_ERRORS[String(error.cause?.code)];
    if (pg) {
      request.log.info({ err: error }, 'database rejected client input');
      return reply.status(pg[0]).send({ success: false, message: pg[1], detail: pg[1] });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const message = error.statusCode === 413 ? 'Request body is too large.' : error.message;
      return reply.status(error.statusCode).send({ success: false, message, detail: message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ success: false, message: 'Internal server error', detail: 'Internal server error' });
  });
  // The one not-found handler (Fastify allows one per prefix). When the built console is served
  // (@fastify/static decorates reply.sendFile), unknown non-API pages are routes of the single-page app
  // (console-pages.ts: one buffer, not a stream).
  app.setNotFoundHandler(async (request, reply) => {
    const page = request.method === 'GET' && !request.url.startsWith('/api/') ? await consolePage(reply) : null;
    if (page) return sendConsolePage(reply, page);
    return reply.status(404).send({ success: false, message: 'Not found.', detail: 'Not found.' });
  });
}

/**
 * Errors the router raises before any route or error handler runs (a malformed percent-escape, an
 * over-long path parameter): the same answer shape as every other refusal. Passed to Fastify() as
 * its frameworkErrors option.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const [status, message] =
    error.code === 'FST_ERR_BAD_URL'
      ? [400, 'The address is not valid.']
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? [414, 'A value in the address is too long.']
        : [500, 'Internal server error'];
  return reply.status(status).send({ success: false, message, detail: message });
}
