// Typed errors and the one handler that maps them (and anything else a client can provoke) to 4xx answers.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
// Every error body is {success: false, message, detail, code, params} (decision 0076): `message` the
// spec's words, `code` and `params` from contract/error-codes.ts for clients and the console to branch on
// and translate. A code with a template builds its English message from it, so the two cannot drift.
import { type CodedMessage, ERROR_CODES, type ErrorCode, type ErrorParams, errorMessage } from '@console/contract';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { consolePage, sendConsolePage } from './console-pages.ts';

export type FieldErrors = Record<string, string>;

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: ErrorCode,
    readonly fields?: FieldErrors,
    readonly params: ErrorParams = {},
  ) {
    super(message);
  }
}

/** The error of a code: its status and English message from the contract (message given only where the call site words it itself). */
export const appError = (code: ErrorCode, params: ErrorParams = {}, message?: string) =>
  new AppError(ERROR_CODES[code].status, message ?? errorMessage(code, params), code, undefined, params);

/** A checker's refusal (a state machine's, refusalOf) as the 409 it answers. */
export const refused = (r: CodedMessage) => new AppError(409, r.message, r.code, undefined, r.params);

/**
 * 400 bad input, with a message per field (code `invalid_input`, params: the fields named). A refusal
 * without fields is a code of its own (`appError`): there is no free-text form (decision 0076).
 */
export const badRequest = (message: string, fields: FieldErrors) =>
  new AppError(400, message, 'invalid_input', fields, { details: message, fields: Object.keys(fields) });
/** 404 'Not found.'; a resource's own sentence ("Service not found.") keeps the code, so the console shows its translation. */
export const notFound = (message?: string) => appError('not_found', {}, message);
export const forbidden = (message?: string) => appError('forbidden', {}, message);
export const unauthorized = (message?: string) => appError('unauthorized', {}, message);

/** The one error body: the spec's fields, then the code and its params. */
export const errorBody = (message: string, code: ErrorCode, params: ErrorParams = {}, fields?: FieldErrors) => ({
  success: false as const,
  message,
  detail: message,
  ...(fields ? { errors: fields } : {}),
  code,
  params,
});

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
const PG_CLIENT_ERRORS: Record<string, ErrorCode> = {
  '23505': 'already_exists',
  '23503': 'reference_missing',
  '23502': 'value_required',
  '23514': 'value_out_of_range',
  '22P02': 'value_wrong_type',
  '22003': 'number_out_of_range',
  '22007': 'date_invalid',
  '22008': 'date_out_of_range',
  '22001': 'value_too_long',
  '22021': 'value_invalid_characters',
  '54000': 'value_too_long',
  '2201B': 'search_pattern_invalid',
};

/** The code of a 4xx Fastify or a plugin raised (a rate limit carries its own code and params). */
function frameworkCode(error: { statusCode?: number; errorCode?: unknown }): ErrorCode {
  if (typeof error.errorCode === 'string' && Object.hasOwn(ERROR_CODES, error.errorCode)) return error.errorCode as ErrorCode;
  if (error.statusCode === 413) return 'body_too_large';
  if (error.statusCode === 429) return 'rate_limited';
  if (error.statusCode === 404) return 'not_found';
  return 'http_error';
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError & { code?: string; detail?: string; cause?: any }, request, reply) => {
    if (error instanceof AppError) return reply.status(error.statusCode).send(errorBody(error.message, error.code, error.params, error.fields));
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = zodFieldErrors(
        error.validation.map((v) => ({ path: (v.instancePath || '').split('/').filter(Boolean), message: v.message ?? 'Invalid value' })),
      );
      const message = describeFields(fields) || 'Invalid input.';
      return reply.status(400).send(errorBody(message, 'invalid_input', { details: message, fields: Object.keys(fields) }, fields));
    }
    const pg = PG_CLIENT_ERRORS[String(error.code)] ?? PG_CLIENT_ERRORS[String(error.cause?.code)];
    if (pg) {
      request.log.info({ err: error }, 'database rejected client input');
      return reply.status(ERROR_CODES[pg].status).send(errorBody(errorMessage(pg), pg));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const code = frameworkCode(error as { statusCode?: number; errorCode?: unknown });
      const message = code === 'body_too_large' ? errorMessage(code) : error.message;
      const retry = Number(reply.getHeader('retry-after'));
      const params =
        (error as { params?: ErrorParams }).params ??
        (code === 'rate_limited' && retry > 0 ? { after: `${retry} seconds`, seconds: retry } : code === 'http_error' ? { reason: message } : {});
      return reply.status(error.statusCode).send(errorBody(message, code, params));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody(errorMessage('internal_error'), 'internal_error'));
  });
  // The one not-found handler (Fastify allows one per prefix). When the built console is served
  // (@fastify/static decorates reply.sendFile), unknown non-API pages are routes of the single-page app
  // (console-pages.ts: one buffer, not a stream).
  app.setNotFoundHandler(async (request, reply) => {
    const page = request.method === 'GET' && !request.url.startsWith('/api/') ? await consolePage(reply) : null;
    if (page) return sendConsolePage(reply, page);
    return reply.status(404).send(errorBody(errorMessage('not_found'), 'not_found'));
  });
}

/**
 * Errors the router raises before any route or error handler runs (a malformed percent-escape, an
 * over-long path parameter): the same answer shape as every other refusal. Passed to Fastify() as
 * its frameworkErrors option.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const code: ErrorCode = error.code === 'FST_ERR_BAD_URL' ? 'bad_url' : error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'param_too_long' : 'internal_error';
  return reply.status(ERROR_CODES[code].status).send(errorBody(errorMessage(code), code));
}
