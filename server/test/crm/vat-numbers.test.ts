// VAT numbers checked with their country's check digits (decision 0056), as a pure function with
// positive and negative vectors per country, and on every write path: addresses.vat, customers.vat,
// companies.vat_number; with the new invoicing fields of customers, companies and addresses.
import { checkVatNumber, cleanVatNumber, vatNumberProblem } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

/** Valid numbers (published examples of each format) and the same numbers with one digit changed. */
const VECTORS: [string, string][] = [
  ['BE0403019261', 'BE0403019262'],
  ['BE0202239951', 'BE0202239915'],
  ['FR40303265045', 'FR41303265045'],
  ['FR23334175221', 'FR23334175222'],
  ['NL004495445B01', 'NL004495446B01'],
  ['NL002455799B11', 'NL002455799B12'], // the 2020 mod-97 form of sole traders
  ['DE136695976', 'DE136695977'],
  ['LU15027442', 'LU15027443'],
  ['IT00743110157', 'IT00743110158'],
  ['ESB58378431', 'ESB58378432'],
  ['ESX5253868R', 'ESX5253868T'],
  ['ATU13585627', 'ATU13585628'],
  ['PT501964843', 'PT501964844'],
  ['DK13585628', 'DK13585629'],
  ['FI20774740', 'FI20774741'],
  ['SE123456789701', 'SE123456789801'],
  ['PL8567346215', 'PL8567346216'],
  ['IE6433435F', 'IE6433435G'],
  ['IE8Z49289F', 'IE8Z49289G'],
  ['EL094259216', 'EL094259217'],
  ['CZ25123891', 'CZ25123892'],
  ['SK2022749619', 'SK2022749618'],
  ['SI50223054', 'SI50223055'],
  ['HU12892312', 'HU12892313'],
  ['HR33392005961', 'HR33392005962'],
  ['EE100931558', 'EE100931559'],
  ['LT119511515', 'LT119511516'],
  ['LV40003521600', 'LV40003521601'],
  ['MT11679112', 'MT11679113'],
  ['RO18547290', 'RO18547291'],
  ['CY10259033P', 'CY10259033Q'],
  ['BG175074752', 'BG175074753'],
  ['CHE116281710MWST', 'CHE116281711MWST'],
];

describe('VAT number check digits', () => {
  it.each(VECTORS)('accepts %s and refuses %s', (good, bad) => {
    expect(checkVatNumber(good)).toMatchObject({ ok: true, normalized: good });
    const refused = checkVatNumber(bad);
    expect(refused.ok).toBe(false);
    expect(refused.ok ? '' : refused.message).toMatch(/Not a valid .* VAT number \((check digits|format)\)\./);
  });

  it('normalises spaces, dots and case, and takes the country of a number typed without prefix', () => {
    expect(cleanVatNumber('be 0403.019.261')).toBe('BE0403019261');
    expect(checkVatNumber('0403.019.261', 'BE')).toMatchObject({ ok: true, normalized: 'BE0403019261' });
    expect(checkVatNumber('CHE-116.281.710 MWST')).toMatchObject({ ok: true, normalized: 'CHE116281710MWST' });
  });

  it('names the country: Belgian check digits, the format, Greece written EL, the prefix against the country', () => {
    expect(vatNumberProblem('BE0403019262')).toBe('Not a valid Belgian VAT number (check digits).');
    expect(vatNumberProblem('BE403019261')).toBe('Not a valid Belgian VAT number (format).');
    expect(vatNumberProblem('FR40303265046')).toBe('Not a valid French VAT number (check digits).');
    expect(vatNumberProblem('NL004495446B01')).toBe('Not a valid Dutch VAT number (check digits).');
    expect(vatNumberProblem('GR094259216')).toBe('Greek VAT numbers start with EL, not GR.');
    expect(vatNumberProblem('EL094259216', 'GR')).toBeNull();
    expect(vatNumberProblem('BE0403019261', 'FR')).toBe('The VAT number is Belgian (BE) but the country is FR.');
    expect(vatNumberProblem('BE0403019261', 'BE')).toBeNull();
    expect(vatNumberProblem('XX123')).toMatch(/^Unknown VAT prefix XX/);
    expect(vatNumberProblem('')).toBeNull();
    expect(vatNumberProblem(null)).toBeNull();
  });
});

let t: TestApp;
let staff: (o: any) => any;
let customerId: number;
beforeAll(async () => {
  t = await createTestApp();
  staff = t.as((await createUser(t, 'staff')).token);
  customerId = (await staff({ method: 'POST', url: '/api/v1/customers/', payload: { name: 'Brasserie Dupont' } })).json().id;
});
afterAll(() => t.close());

const post = (url: string, payload: Record<string, unknown>) => staff({ method: 'POST', url: `/api/v1/${url}`, payload });
const patch = (url: string, payload: Record<string, unknown>) => staff({ method: 'PATCH', url: `/api/v1/${url}`, payload });

describe('VAT numbers on the write paths', () => {
  it('POST /addresses/ refuses wrong Belgian, French and Dutch check digits and stores the normal form', async () => {
    for (const [vat, country, message] of [
      ['BE0403019262', 'BE', 'Not a valid Belgian VAT number (check digits).'],
      ['FR41303265045', 'FR', 'Not a valid French VAT number (check digits).'],
      ['NL004495446B01', 'NL', 'Not a valid Dutch VAT number (check digits).'],
      ['BE0403019261', 'NL', 'The VAT number is Belgian (BE) but the country is NL.'],
    ]) {
      const res = await post('addresses/', { customer_id: customerId, name: 'Siège', vat, country });
      expect(res.statusCode, vat).toBe(400);
      expect(res.json().errors).toEqual({ vat: message });
    }
    const ok = await post('addresses/', { customer_id: customerId, name: 'Siège', vat: 'be 0403.019.261', country: 'BE' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().vat).toBe('BE0403019261');
    // An update that moves the address abroad is checked against the number it keeps.
    const moved = await patch(`addresses/${ok.json().id}`, { country: 'FR' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors.vat).toBe('The VAT number is Belgian (BE) but the country is FR.');
    const fixed = await patch(`addresses/${ok.json().id}`, { country: 'FR', vat: 'FR40303265045' });
    expect(fixed.statusCode).toBe(200);
    const bad = await patch(`addresses/${ok.json().id}`, { vat: 'FR40303265046' });
    expect(bad.statusCode).toBe(400);
  });

  it('POST and PATCH /customers/ check customers.vat', async () => {
    const bad = await post('customers/', { name: 'Van Dam BV', country: 'NL', vat: 'NL004495446B01' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ vat: 'Not a valid Dutch VAT number (check digits).' });
    const ok = await post('customers/', { name: 'Van Dam BV', country: 'NL', vat: 'NL004495445B01' });
    expect(ok.statusCode).toBe(201);
    expect((await patch(`customers/${ok.json().id}`, { vat: 'NL004495447B01' })).statusCode).toBe(400);
    expect((await patch(`customers/${ok.json().id}`, { vat: 'NL002455799B11' })).statusCode).toBe(200);
  });

  it('POST and PATCH /companies/ check companies.vat_number', async () => {
    const bad = await post('companies/', { name: 'Reseller SA', invoice_prefix: 4, country: 'BE', vat_number: 'BE0123456789' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ vat_number: 'Not a valid Belgian VAT number (check digits).' });
    const ok = await post('companies/', { name: 'Reseller SA', invoice_prefix: 4, country: 'BE', vat_number: 'BE 0123.456.749' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().vat_number).toBe('BE0123456749');
    expect((await patch(`companies/${ok.json().id}`, { country: 'FR' })).statusCode).toBe(400);
  });
});

describe('the invoicing fields of the parties', () => {
  it('customers: channel and language are choices; the channel defaults to e-mail', async () => {
    const created = await post('customers/', { name: 'Peppol NV' });
    expect(created.json()).toMatchObject({ invoice_channel: 'email', invoice_lang: null });
    const id = created.json().id;
    expect((await patch(`customers/${id}`, { invoice_channel: 'fax' })).json().errors.invoice_channel).toBeTruthy();
    expect((await patch(`customers/${id}`, { invoice_lang: 'de' })).json().errors.invoice_lang).toBeTruthy();
    const ok = await patch(`customers/${id}`, { invoice_channel: 'peppol', invoice_lang: 'nl' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ invoice_channel: 'peppol', invoice_lang: 'nl' });
  });

  it('companies keep a register mention', async () => {
    const res = await post('companies/', { name: 'Mention SA', invoice_prefix: 5, register_mention: 'RPR Brussels' });
    expect(res.json().register_mention).toBe('RPR Brussels');
  });

  it('addresses: a Peppol id is scheme:value with a scheme of the Peppol EAS list', async () => {
    for (const peppol_id of ['0208-0403019261', ':x', '208:0403019261', '1234:0403019261']) {
      const res = await post('addresses/', { customer_id: customerId, name: 'P', peppol_id });
      expect(res.statusCode, peppol_id).toBe(400);
      expect(res.json().errors.peppol_id).toBeTruthy();
    }
    const unknown = await post('addresses/', { customer_id: customerId, name: 'P', peppol_id: '1234:0403019261' });
    expect(unknown.json().errors.peppol_id).toMatch(/^Unknown Peppol scheme 1234/);
    const ok = await post('addresses/', { customer_id: customerId, name: 'P', peppol_id: '0208:0403019261' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().peppol_id).toBe('0208:0403019261');
  });
});
