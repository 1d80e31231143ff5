// The resources' refusals converted from free text to codes (decision 0076, "Converted later"): each
// code's English template, filled with its params, is the sentence the resource wrote before, which
// the constants and tests still name. No database: the templates against the constants.
import {
  BILLING_MESSAGES,
  DEVICE_DELIVERY_MESSAGES,
  ERROR_CODES,
  type ErrorCode,
  type ErrorParams,
  errorMessage,
  SATELLITE_MESSAGES,
  taskClosedRefusal,
} from '@console/contract';
import { describe, expect, it } from 'vitest';
import { badRequest } from '../../src/platform/errors.ts';
import { PACKAGE_LINE_ACTION_MESSAGES } from '../../src/resources/commercial/package_lines/package_lines.actions.ts';
import { SERVICE_SIM_MESSAGES } from '../../src/resources/commercial/services/service-sim.ts';
import { TERMINAL_ACCESS_MESSAGES } from '../../src/resources/commercial/services/services-satellite.actions.ts';
import { SERVICE_ACTION_MESSAGES } from '../../src/resources/commercial/services/services.actions.ts';
import { TRACKING_CODE_MESSAGES } from '../../src/resources/commercial/services/tracking-code.ts';
import { STOCK_DEVICE_MESSAGES } from '../../src/resources/inventory/devices/devices.actions.ts';
import { IP_ASSIGN_MESSAGES } from '../../src/resources/inventory/ips/ips.actions.ts';
import { LINE_MESSAGES } from '../../src/resources/inventory/lines/lines.actions.ts';
import { ITEM_MESSAGES } from '../../src/resources/inventory/product_items/product-item-rules.ts';
import { stockSerialMissing } from '../../src/resources/inventory/product_items/product_items.actions.ts';
import { GIVE_BACK_MESSAGES } from '../../src/resources/invoicing/billing/billing-give-back.ts';
import { DATA_POOL_BILLING_MESSAGES } from '../../src/resources/invoicing/billing/data-pool-billing.ts';
import { INVOICE_ACTION_MESSAGES } from '../../src/resources/invoicing/invoices/invoices.actions.ts';

const same: [ErrorCode, ErrorParams, string][] = [
  ['invoice_deleted', {}, INVOICE_ACTION_MESSAGES.deleted],
  ['invoice_no_lines', {}, INVOICE_ACTION_MESSAGES.noLines],
  ['invoice_push_pending', {}, INVOICE_ACTION_MESSAGES.pushing],
  ['invoice_no_e_invoice', {}, INVOICE_ACTION_MESSAGES.noEInvoice],
  ['invoice_not_on_peppol', {}, INVOICE_ACTION_MESSAGES.notOnPeppol],
  ['billing_run_exists', { period: '2026-03' }, BILLING_MESSAGES.runExists('2026-03')],
  ['billing_run_state', { status: 'RUNNING' }, BILLING_MESSAGES.runState('RUNNING')],
  ['billing_nothing_due', { what: 'package P-1', through: '2026-03-31' }, BILLING_MESSAGES.nothingDue('package P-1', '2026-03-31')],
  ['data_pool_archived', {}, DATA_POOL_BILLING_MESSAGES.archived],
  ['draft_billed_again', { item: 'service 4' }, GIVE_BACK_MESSAGES.billedAgain('service 4', null)],
  ['draft_billed_again_by', { item: 'service 4', invoice: '9' }, GIVE_BACK_MESSAGES.billedAgain('service 4', 9)],
  ['draft_given_back', {}, GIVE_BACK_MESSAGES.givenBack],
  ['service_no_site', {}, SERVICE_ACTION_MESSAGES.noSite],
  ['line_of_other_customer', {}, SERVICE_ACTION_MESSAGES.lineOfOtherCustomer],
  ['package_line_no_site', {}, PACKAGE_LINE_ACTION_MESSAGES.noSite],
  ['tracking_code_used', { code: 'TC-1', customer: 'Acme' }, TRACKING_CODE_MESSAGES.usedByOther('TC-1', 'Acme')],
  ['tracking_code_mixed', { count: 2, customers: 'A, B', code: 'TC-1' }, TRACKING_CODE_MESSAGES.mixedCustomers('TC-1', ['A', 'B'])],
  ['service_sim_archived', { iccid: '89' }, SERVICE_SIM_MESSAGES.archived('89')],
  ['service_sim_other_customer', { iccid: '89' }, SERVICE_SIM_MESSAGES.otherCustomer('89')],
  ['service_sim_in_use', { iccid: '89', service: 'S-1' }, SERVICE_SIM_MESSAGES.inUse('89', 'S-1')],
  ['service_optin_type', { type: 'DATA' }, `${SATELLITE_MESSAGES.optinTypes} This one is DATA.`],
  ['service_topup_type', { type: 'DATA' }, `${SATELLITE_MESSAGES.topupTypes} This one is DATA.`],
  ['service_without_line', {}, SATELLITE_MESSAGES.serviceWithoutLine],
  ['data_pool_not_starlink', { type: 'cellular' }, `${SATELLITE_MESSAGES.poolNotStarlink} This one is cellular.`],
  // The spec's words for a data pool opt-out that left lines opted in (spec 3 §9), then the lines' reasons.
  ['data_pool_partly_opted_out', { count: 2, failures: 'L1: refused; L2: refused' }, `${SATELLITE_MESSAGES.poolPartly(2)} L1: refused; L2: refused`],
  ['terminal_archived', {}, SATELLITE_MESSAGES.terminalArchived],
  ['terminal_archived_choose', { terminal: 'KIT1' }, TERMINAL_ACCESS_MESSAGES.terminalArchived('KIT1')],
  ['terminal_held', { terminal: 'KIT1', service: 'S-1', status: 'ACTIVE' }, TERMINAL_ACCESS_MESSAGES.terminalHeld('KIT1', 'S-1', 'ACTIVE')],
  ['task_closed', { status: 'DONE' }, taskClosedRefusal('DONE')],
  ['product_item_archived', {}, ITEM_MESSAGES.archived],
  ['product_item_in_stock', {}, ITEM_MESSAGES.alreadyInStock],
  ['product_item_reserved', {}, ITEM_MESSAGES.alreadyReserved],
  ['product_item_not_reserved', {}, ITEM_MESSAGES.notReserved],
  ['product_item_reserve_not_in_stock', {}, ITEM_MESSAGES.reserveInStock],
  ['product_item_duplicate', { serial: 'X1' }, ITEM_MESSAGES.duplicate('X1')],
  ['stock_serial_missing', { serial: 'X1' }, stockSerialMissing('X1')],
  ['line_archived_attach', {}, LINE_MESSAGES.archivedLine],
  ['line_attached_elsewhere', {}, LINE_MESSAGES.otherDevice],
  ['device_archived', {}, LINE_MESSAGES.archivedDevice],
  ['line_no_site', {}, LINE_MESSAGES.noSite],
  ['device_not_on_line_site', {}, LINE_MESSAGES.notOnSite],
  ['line_not_attached', {}, LINE_MESSAGES.notAttached],
  ['ip_not_available', {}, IP_ASSIGN_MESSAGES.notAvailable],
  ['device_archived', {}, STOCK_DEVICE_MESSAGES.archived],
  ['device_not_in_stock', {}, STOCK_DEVICE_MESSAGES.notInStock],
  ['device_other_product', {}, STOCK_DEVICE_MESSAGES.otherProduct],
  ['device_deployed', {}, DEVICE_DELIVERY_MESSAGES.notInStock],
  ['device_in_stock', {}, DEVICE_DELIVERY_MESSAGES.inStock],
  ['device_archived', {}, DEVICE_DELIVERY_MESSAGES.archived],
];

describe('the resources’ refusal codes', () => {
  it.each(same)('%s words the sentence the resource wrote before', (code, params, before) => {
    expect(errorMessage(code, params)).toBe(before);
    expect(ERROR_CODES[code].params.slice().sort()).toEqual(Object.keys(params).sort());
  });

  it('a state that blocks is a 409; only a bad archive option is a 400', () => {
    expect(ERROR_CODES.stock_site_not_archivable.status).toBe(409);
    expect(ERROR_CODES.line_attached_archive.status).toBe(409);
    expect(ERROR_CODES.devices_archived_move.status).toBe(409);
    expect(ERROR_CODES.device_archive_sim_action.status).toBe(400);
    expect(ERROR_CODES.device_archive_detach.status).toBe(400);
  });

  it('the free-text forms are gone: bad input names its fields, and no code is free text but the outside systems’', () => {
    expect(badRequest('Bad.', { a: 'Bad.' })).toMatchObject({ statusCode: 400, code: 'invalid_input', params: { fields: ['a'] } });
    const freeText = Object.entries(ERROR_CODES)
      .filter(([, d]) => d.message === null)
      .map(([code]) => code)
      .sort();
    // The outside systems' words are params now (session 36): no code is free text.
    expect(freeText).toEqual([]);
  });
});
