// Every e-invoice the demo makes, through the API, against all the checks we have (decision 0055): XML
// well-formedness (saxes), the Peppol BIS 3.0 syntax (ubl-peppol-syntax.ts), the EN 16931 rules and the
// Peppol rules by hand (en16931-rules-by-hand.ts). Not one document is left out: the outside check runs
// the official rule sets over the same documents.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/seed/demo.ts';
import { en16931Violations, peppolViolations } from '../support/en16931-rules-by-hand.ts';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';
import { checkPeppolSyntax } from '../support/ubl-peppol-syntax.ts';

let t: TestApp;
let staff: (o: any) => any;
const quiet = { info: () => {} } as any;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, quiet);
  staff = t.as((await createUser(t, 'staff')).token);
}, 180_000);
afterAll(() => t.close());

describe('the demo e-invoices', () => {
  it('every numbered invoice and credit note passes every check, fatal and warning alike', async () => {
    const rows = (await t.database.query('select id, number from invoices where number is not null order by id')).rows as { id: number; number: string }[];
    expect(rows.length).toBeGreaterThan(50);
    const faults: string[] = [];
    const schemes = new Map<string, number>();
    for (const { id, number } of rows) {
      const res = await staff({ method: 'GET', url: `/api/v1/invoices/${id}/invoice_${number}.xml` });
      expect(res.statusCode, res.body).toBe(200);
      const xml: string = res.body;
      const syntax = checkPeppolSyntax(xml);
      faults.push(
        ...syntax.errors.map((e) => `${number} ${e}`),
        ...en16931Violations(syntax.doc).map((v) => `${number} ${v.rule} ${v.message}`),
        ...peppolViolations(xml).map((v) => `${number} ${v.rule} (${v.flag}) ${v.message}`),
      );
      for (const m of xml.matchAll(/<cbc:EndpointID schemeID="(\w+)">/g)) schemes.set(m[1], (schemes.get(m[1]) ?? 0) + 1);
    }
    expect(faults).toEqual([]);
    expect(schemes.has('EM')).toBe(false);
  }, 180_000);
});
