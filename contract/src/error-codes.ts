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
  // Refusals of the resources (decision 0076, converted from free text): 409 a state that blocks, 400 bad input.
  // core, crm
  list_view_name_taken: def(409, 'You already have a view named "{name}" on this list.', ['name']),
  invoice_prefix_taken: def(409, 'Invoice prefix {prefix} is already used by {company}.', ['prefix', 'company']),
  stock_site_not_archivable: def(409, 'The default stock site cannot be archived.'),
  // inventory: devices and their controller
  device_archived: def(409, 'The device is archived.'),
  device_not_in_stock: def(409, 'The device is not in stock.'),
  device_deployed: def(409, 'The device is deployed, not in stock: bring it back to stock before deploying it again.'),
  device_in_stock: def(409, 'The device is already in stock.'),
  device_other_product: def(409, 'The device is not of the chosen product.'),
  devices_archived_move: def(409, 'Archived devices cannot be moved: {serials}. Unarchive them first.', ['serials']),
  devices_unknown_serials: def(400, 'Unknown serials: {serials}.', ['serials']),
  devices_unknown_serials_more: def(400, 'Unknown serials: {serials} and {more} more.', ['serials', 'more']),
  devices_unknown: def(400, 'Unknown devices: {ids}.', ['ids']),
  device_archive_sim_action: def(400, 'sim_cards_action must be stock (return_to_stock) or decommission.'),
  device_archive_detach: def(400, 'detach must be true or false.'),
  device_not_linked: def(409, 'The device is not linked to a controller.'),
  controller_server_archived: def(409, 'The controller server of this device is archived.'),
  controller_not_configured: def(409, 'No controller integration is configured.'),
  controller_refused: def(409, 'Controller: {reason}', ['reason']),
  controller_group_missing: def(409, 'The controller organization has no "{name}" group: synchronize the server or create the group.', ['name']),
  wan_not_synced: def(409, 'This WAN is not known to the controller: synchronize the device first.'),
  wan_not_cellular: def(409, 'Only a cellular WAN has a modem to restart.'),
  serial_mismatch: def(409, 'The serial typed does not match the device serial: nothing was flashed.'),
  device_product_reference_taken: def(409, 'A device product with this reference already exists. (product {id})', ['id']),
  // inventory: SIM cards, pools, lines, IPs, product items
  sim_archived_attach: def(409, 'An archived SIM cannot be attached.'),
  sim_already_attached: def(409, 'The SIM is already attached to {device} ({port}).', ['device', 'port']),
  port_holds_sim: def(409, 'Port {port} already holds SIM {iccid}.', ['port', 'iccid']),
  sim_not_attached: def(409, 'The SIM is not attached to a device.'),
  sim_archived: def(409, '{iccid} is archived.', ['iccid']),
  sim_attached_archive: def(409, 'The SIM is attached to a device: detach it first, or archive it with remove from device.'),
  sim_not_manageable: def(409, 'This SIM is not manageable: its provider has no API.'),
  simpool_archived: def(409, 'The SIM pool is archived.'),
  simpool_holds_sim: def(409, 'The SIM pool still holds {count} SIM card: move or remove them first.', ['count']),
  simpool_holds_sims: def(409, 'The SIM pool still holds {count} SIM cards: move or remove them first.', ['count']),
  line_archived_attach: def(409, 'An archived line cannot be attached.'),
  line_attached_elsewhere: def(409, 'The line is attached to another device: detach it first.'),
  line_no_site: def(409, 'The line has no site: set its site before attaching it.'),
  device_not_on_line_site: def(409, "The device is not on the line's site."),
  line_not_attached: def(409, 'The line is not attached to a device.'),
  line_attached_archive: def(409, 'The line is attached to a device: detach it first, or archive with detach.'),
  ip_exists: def(409, 'IP {address} already exists.', ['address']),
  ip_not_available: def(409, 'The IP is not available.'),
  product_item_archived: def(409, 'The product item is archived.'),
  product_item_in_stock: def(409, 'The product item is already in stock.'),
  product_item_reserved: def(409, 'The product item is already reserved.'),
  product_item_not_reserved: def(409, 'The product item is not reserved.'),
  product_item_reserve_not_in_stock: def(409, 'Only product items in stock can be reserved.'),
  product_item_duplicate: def(409, 'A product item with serial {serial} already exists for this product.', ['serial']),
  product_items_unknown_serials: def(409, 'Unknown serials: {serials}', ['serials']),
  product_items_shared_serials: def(409, 'Serials shared by several products, move them one by one: {serials}', ['serials']),
  product_item_missing: def(409, 'Product item {id} not found.', ['id']),
  product_item_archived_serial: def(409, 'Product item {serial} is archived.', ['serial']),
  stock_serial_missing: def(409, 'No product item in stock with serial {serial}.', ['serial']),
  // commercial: services, package lines, tasks, satellite services
  service_no_site: def(409, 'The service has no site: set its site before provisioning.'),
  package_line_no_site: def(409, 'The package line has no site: set its site before provisioning.'),
  line_of_other_customer: def(409, 'The line does not belong to the customer.'),
  tracking_code_used: def(409, "The tracking code {code} is already used for another customer ({customer}): one tracking code is one customer's shipment.", [
    'code',
    'customer',
  ]),
  tracking_code_mixed: def(
    409,
    "The items belong to {count} customers ({customers}): ship each customer's items under its own tracking code, not all under {code}.",
    ['count', 'customers', 'code'],
  ),
  service_sim_archived: def(409, 'The SIM card {iccid} is archived.', ['iccid']),
  service_sim_other_customer: def(409, 'The SIM card {iccid} belongs to another customer.', ['iccid']),
  service_sim_in_use: def(409, 'The SIM card {iccid} is already used by service {service}.', ['iccid', 'service']),
  service_optin_type: def(409, 'Opt-in and opt-out are offered only for STARLINK and STARLINK_DATA_POOL services. This one is {type}.', ['type']),
  service_topup_type: def(409, 'Top-up is offered only for STARLINK services. This one is {type}.', ['type']),
  service_without_line: def(409, 'The service has no satellite service line.'),
  data_pool_not_starlink: def(409, 'Only starlink data pools can be suspended. This one is {type}.', ['type']),
  terminal_archived: def(409, 'The terminal is archived.'),
  terminal_archived_choose: def(409, 'The terminal {terminal} is archived: choose a terminal of a provider account.', ['terminal']),
  terminal_held: def(409, 'The terminal {terminal} is already used by service {service} ({status}): end that service first or choose another terminal.', [
    'terminal',
    'service',
    'status',
  ]),
  task_closed: def(409, 'The task is {status}: reopen it before changing anything but its notes.', ['status']),
  // invoicing
  invoice_deleted: def(409, 'The invoice is deleted.'),
  invoice_no_lines: def(409, 'An invoice without lines cannot be sent.'),
  invoice_not_on_peppol: def(
    409,
    "The customer receives its invoices over Peppol, but neither its billing address's VAT number nor a Peppol id gives a Peppol address: add one, or choose the e-mail channel.",
  ),
  invoice_push_pending: def(409, 'The invoice is already being pushed to the accounting system.'),
  invoice_no_e_invoice: def(409, 'A draft has no e-invoice yet: send it first.'),
  invoice_number_out_of_order: def(
    409,
    'The invoiced date {date} is before {last_date}, the date of {last_number}, the last number of its sequence: numbers follow the dates, so date this document {last_date} or later.',
    ['date', 'last_date', 'last_number'],
  ),
  invoice_over_credit: def(
    409,
    'A credit note of {asked} is more than is left to credit on invoice {invoice}: {left} of its {total} ({credited} already credited).',
    ['asked', 'invoice', 'left', 'total', 'credited'],
  ),
  invoice_nothing_to_credit: def(409, 'Invoice {invoice} has a total of {total}: there is nothing to credit.', ['invoice', 'total']),
  invoice_fully_credited: def(409, 'Invoice {invoice} is already fully credited by {credit_notes}.', ['invoice', 'credit_notes']),
  invoice_no_vat_left: def(409, 'Invoice {invoice} has {left} left to credit, but no VAT code with an amount left.', ['invoice', 'left']),
  invoice_delete_not_draft: def(409, 'Only a draft invoice can be deleted; this one is {status}.', ['status']),
  invoice_billing_not_loaded: def(409, 'A billed draft cannot be deleted while billing is not loaded.'),
  draft_billed_again: def(409, 'This draft cannot be deleted: {item} was billed again since; delete that later invoice first.', ['item']),
  draft_billed_again_by: def(409, 'This draft cannot be deleted: {item} was billed again since (invoice {invoice}); delete that later invoice first.', [
    'item',
    'invoice',
  ]),
  draft_given_back: def(
    409,
    'This billed draft gave its periods back when it was deleted; restoring it would bill them twice. Invoice the package or data pool again.',
  ),
  invoice_line_not_restorable: def(409, 'A deleted invoice line cannot be brought back: add it again.'),
  billing_run_exists: def(409, 'A billing run for {period} already exists.', ['period']),
  billing_run_state: def(409, 'Cannot launch a billing run with status {status}: allowed only when ready or failed.', ['status']),
  billing_nothing_due: def(409, 'Nothing to invoice on {what} up to {through}: everything due is already billed.', ['what', 'through']),
  data_pool_archived: def(409, 'The data pool is archived.'),
  // Hand-built {success: false} answers of the action routes (decision 0076, converted in session 35).
  // An outside system's own words are the `reason` param: a template of '{reason}' alone is its words as they came.
  sim_is_archived: def(409, 'The SIM is archived.'),
  sim_suspend_not_active: def(409, 'The SIM is {status}: only an ACTIVE SIM can be suspended.', ['status']),
  sim_enable_not_suspended: def(409, 'The SIM is {status}: only a SUSPENDED SIM can be enabled.', ['status']),
  sim_provider_refused_enable: def(502, 'The provider refused to enable the SIM: {reason}', ['reason']),
  sim_provider_refused_suspend: def(502, 'The provider refused to suspend the SIM: {reason}', ['reason']),
  iccids_missing: def(400, 'Give at least one ICCID, one per line.'),
  iccid_unknown: def(400, 'Unknown ICCID.'),
  device_no_sim_cards: def(409, 'The device has no SIM cards.'),
  speedtests_too_many: def(400, 'At most 500 devices at once.'),
  speedtests_no_serial: def(400, 'No device serial given.'),
  speedtest_unknown_serial: def(400, 'Unknown device serial: {serials}', ['serials']),
  speedtest_unknown_serials: def(400, 'Unknown device serials: {serials}', ['serials']),
  speedtest_device_refused: def(409, '{serial}: {reason}', ['serial', 'reason']),
  speedtest_controller_failed: def(502, '{serial}: controller: {reason}', ['serial', 'reason']),
  speedtest_jobs_disabled: def(409, '{serial}: background jobs are disabled, the test cannot be scheduled', ['serial']),
  /** Several refusals in one answer: each in its English words, joined by "; ". */
  several_refusals: def(409, '{reasons}', ['reasons']),
  ping_failed: def(502, '{reason}', ['reason']),
  last_usage_unavailable: def(502, 'The last usage could not be fetched: {reason}', ['reason']),
  server_archived: def(409, 'The server is archived.'),
  sync_failed: def(502, '{reason}', ['reason']),
  invoice_send_failed: def(502, 'Sending the invoice failed'),
  accounting_push_failed: def(502, '{reason}', ['reason']),
  provider_refused: def(502, '{reason}', ['reason', 'system']),
  data_pool_partly_opted_out: def(502, '{count} service line(s) were not opted out: {failures}', ['count', 'failures']),
  provision_stopped_checks: def(502, 'Provisioning stopped at the checks: {reason}', ['reason']),
  provision_stopped_address: def(502, 'Provisioning stopped at the address: {reason}', ['reason']),
  provision_stopped_service_line: def(502, 'Provisioning stopped at the service line: {reason}', ['reason']),
  provision_stopped_name: def(502, 'Provisioning stopped at the name: {reason}', ['reason']),
  provision_stopped_terminals: def(502, 'Provisioning stopped at the terminals: {reason}', ['reason']),
  provision_stopped_mirror: def(502, 'Provisioning stopped at the mirror: {reason}', ['reason']),
  mfa_already_enabled: def(409, 'MFA is already enabled.'),
  mfa_already_disabled: def(409, 'MFA is already disabled.'),
  impersonation_privileged: def(409, 'Admin and staff accounts cannot be impersonated.'),
  impersonation_user_inactive: def(409, 'This user is inactive.'),
  impersonation_customer_inactive: def(409, 'This customer is inactive.'),
  impersonation_customer_archived: def(409, 'This customer is archived.'),
  impersonation_no_portal_user: def(409, 'This customer has no active portal user.'),
  // Sign-in and its links (spec 1 §7.1, §8): answered with 200 and success false, as the spec's sign-in
  // answers are; the same words whether or not the account exists (decision 0016).
  login_invalid: def(200, 'Unable to log in with provided credentials.'),
  login_throttled: def(200, 'Too many failed attempts from this address. Try again in a few minutes.'),
  account_inactive: def(200, 'This account is inactive.'),
  link_invalid: def(200, 'This link is invalid or has expired.'),
  mfa_code_invalid: def(200, 'Invalid code.'),
  mfa_code_expired: def(200, 'The code has expired. Please sign in again.'),
  /** The second-factor SMS did not leave (decision 0070): the challenge stands, the screen offers a new code. */
  sms_not_sent: def(200, 'The code could not be sent by SMS: the SMS service did not accept it. Please try again later.'),
  sms_number_refused: def(200, 'The code could not be sent by SMS: the phone number of this account was refused. Please ask an administrator to check it.'),
  /** A "sync last-month usages" run that could read nothing (its record, answered with 200; the first outside reason in `reason`). */
  usage_sync_failed: def(200, 'Synchronization failed'),
  // An outside system that did not answer as expected: its own words are the `reason` param.
  provider_error: def(502, 'The SIM provider did not answer as expected ({reason}).', ['reason']),
  provider: def(502, '{reason}', ['reason']),
  geocoding_unavailable: def(502, 'The geocoding service is not available; set the position on the map.'),
  /** A 4xx raised by Fastify or a plugin without a code of ours: its own words are the `reason` param. */
  http_error: def(400, '{reason}', ['reason']),
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
