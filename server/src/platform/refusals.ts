// Action routes the spec describes with a success flag answer a refused action (a 409 AppError
// thrown by the action, its transaction rolled back) as 200 {success: false, reason, message}.
// Bad input (400), missing records (404) and permissions (403) keep their status. The refusal keeps
// the error's code and params beside the spec's fields (decision 0076).
import { ERROR_CODES, type ErrorCode, type ErrorParams, coded, errorMessage } from '@console/contract';
import { AppError, notFound } from './errors.ts';
import type { ItemResult } from './store.ts';

export interface Refusal {
  success: false;
  reason: string;
  message: string;
  code: ErrorCode;
  params: ErrorParams;
}

/** The code and params of a hand-built refusal, beside the spec's fields the route words itself (decision 0076). */
export interface Coded {
  code: ErrorCode;
  params: ErrorParams;
}

/** A code's English message and its code and params: `reason` or `message` of a {success: false} answer takes the message. */
export const codedRefusal = (code: ErrorCode, params: ErrorParams = {}) => coded(code, params);

/** The code and params an error carries, for an answer that words it in its own fields. */
export const codeOf = (err: AppError): Coded => ({ code: err.code, params: err.params });

export async function refusalAsAnswer<T>(work: () => Promise<T>): Promise<T | Refusal> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 409)
      return { success: false, reason: err.message, message: err.message, code: err.code, params: err.params };
    throw err;
  }
}

/**
 * A refused item of archive or unarchive (store.ts ItemResult) as the error of a one-record call, by
 * its code, never the reason's words: 404 when the record is missing, 409 when it is already in the
 * state asked for or a hook's rule blocks it, 400 for a hook's bad option (the code's status, decision 0076).
 */
export function itemRefusal(result: ItemResult): AppError {
  const code = result.code ?? 'internal_error';
  if (code === 'not_found') return notFound();
  return new AppError(ERROR_CODES[code].status, result.reason ?? errorMessage(code), code, undefined, result.params ?? {});
}
