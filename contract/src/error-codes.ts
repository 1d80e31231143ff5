// The error codes of the API (DESIGN.md rule 13, docs/decisions/0076): every error body carries a
// stable `code` and the `params` of its message beside the spec's `message`, so a client branches on
// the code and the console words the refusal in the user's language (web i18n `errors.<code>`).
// Each code is listed once here with its HTTP status, its English template (the spec's words: the
// server builds `message` from it, so the text stays the catalogue's) and the names of its params.
// A template of null marks a code whose message is still free text written at the call site: the
// console shows the server's message for it (the codes still to convert are listed in decision 0076).

export interface ErrorCodeDef {
  status: number;
  /** English message with {param} placeholders; null: the message is free text from the call site. */
  message: string | null;
  params: readonly string[];
}

// Generic in the message, so the type of a code tells whether it has a template (the console's translations are typed by it).
const def = <M extends string | null>(status: number, message: M, params: readonly string[] = []) => ({ status, message, params });

export const ERROR_CODES = {
  // The platform: any route.
  not_found: def(404, 'Not found.'),
  forbidden: def(403, 'You do not have permission to perform this action.'),
  unauthorized: def(401, 'Authentication credentials were not provided.'),
  /** Bad input refused by a route's schema: `errors` names a message per field. */
  invalid_input: def(400, '{details}', ['details', 'fields']),
  bad_url: def(400, 'The address is not valid.'),
  param_too_long: def(414, 'A value in the address is too long.'),
  body_too_large: def(413, 'Request body is too large.'),
  rate_limited: def(429, 'Too many requests. Try again in {after}.', ['after', 'seconds']),
  internal_error: def(500, 'Internal server error'),
  // What PostgreSQL refuses in what the client sent (unique, foreign key, range, type...).
  already_exists: def(409, 'A record with this value already exists.'),
  reference_missing: def(400, 'A referenced record does not exist.'),
  value_required: def(400, 'A required value is missing.'),
  value_out_of_range: def(400, 'A value is out of the allowed range.'),
  value_wrong_type: def(400, 'A value has the wrong type.'),
  number_out_of_range: def(400, 'A number is out of range.'),
  date_invalid: def(400, 'A date is not valid.'),
  date_out_of_range: def(400, 'A date is out of range.'),
  value_too_long: def(400, 'A value is too long.'),
  value_invalid_characters: def(400, 'A value contains invalid characters.'),
  search_pattern_invalid: def(400, 'A search pattern is not valid.'),
  // Archive and unarchive (one record or per item of a bulk answer).
  already_archived: def(409, 'Already archived.'),
  not_archived: def(409, 'Not archived.'),
  // The state machines (state-machine.ts): a status that does not allow the action.
  state_refused: def(409, 'Cannot {action} from status {status}: allowed only from {from}.', ['action', 'status', 'from']),
  invoice_state_refused: def(409, 'Cannot {action} an invoice with status {status}: allowed only when {from}.', ['action', 'status', 'from']),
  task_state_refused: def(409, 'Cannot move a task from status {status} to {action}: allowed only to {next}.', ['action', 'status', 'next']),
  unknown_action: def(409, 'Unknown action {name}.', ['name']),
  service_line_deactivated: def(409, 'The service line is deactivated.'),
  // The machines' guards: a condition beyond the status.
  service_unidle_started: def(409, 'Only an IDLE service without a start date can be unidled.'),
  service_end_not_started: def(409, 'Only a started service without an end date can be ended.'),
  credit_note_not_reversible: def(409, 'A credit note cannot be reversed.'),
  credit_note_not_clonable: def(409, 'A credit note cannot be cloned: reverse its invoice again to credit what is left of it.'),
  invoice_not_sent: def(409, 'Only a sent invoice can be pushed to the accounting system.'),
  service_line_opted_in: def(409, 'The service line is already opted in.'),
  service_line_opted_out: def(409, 'The service line is already opted out.'),
  service_line_cannot_pause: def(409, 'The service line cannot be paused now (the provider does not offer it).'),
  service_line_not_paused: def(409, 'The service line is not paused.'),
  invalid_page: def(404, 'Invalid page.'),
  idempotency_key_reused: def(422, 'This Idempotency-Key was already used with a different request; use a new key for a new request.'),
  idempotency_key_pending: def(409, 'A request with this Idempotency-Key is still being processed; retry later.'),
  // An outside system that did not answer as expected: its own words follow in the message.
  provider_error: def(502, null),
  provider: def(502, null),
  geocoding_unavailable: def(502, null),
  // Not yet converted: the message is the call site's own sentence (decision 0076 lists them).
  bad_request: def(400, null),
  conflict: def(409, null),
  /** A refusal worded by an archive hook (bad options and rules alike): 400 as before. */
  refused: def(400, null),
  http_error: def(400, null),
} as const satisfies Record<string, ErrorCodeDef>;

export type ErrorCode = keyof typeof ERROR_CODES;
/** A param's value: lists (the statuses an action is allowed from) stay lists, for the console to join in its language. */
export type ErrorParam = string | number | readonly string[];
export type ErrorParams = Record<string, ErrorParam>;

/** The codes whose message is a template: each has a translation in every console language. */
export const TEMPLATED_ERROR_CODES = (Object.keys(ERROR_CODES) as ErrorCode[]).filter((c) => ERROR_CODES[c].message !== null);

export const isErrorCode = (code: unknown): code is ErrorCode => typeof code === 'string' && Object.hasOwn(ERROR_CODES, code);

/** "a, b or c": how the English templates read a list. */
export const englishList = (list: readonly string[]): string =>
  list.length <= 1 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} or ${list[list.length - 1]}`;

/** The English message of a code: its template filled with the params (a placeholder without a param stays as written). */
export function errorMessage(code: ErrorCode, params: ErrorParams = {}, fallback = 'Error.'): string {
  const template = ERROR_CODES[code].message;
  if (template === null) return fallback;
  return fillTemplate(template, params);
}

export function fillTemplate(template: string, params: ErrorParams): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    if (!Object.hasOwn(params, key)) return whole;
    const value = params[key];
    return Array.isArray(value) ? englishList(value) : String(value);
  });
}

/** A refusal as data: what a checker returns and an error body carries (message is the English one). */
export interface CodedMessage {
  code: ErrorCode;
  params: ErrorParams;
  message: string;
}

export const coded = (code: ErrorCode, params: ErrorParams = {}): CodedMessage => ({ code, params, message: errorMessage(code, params) });
