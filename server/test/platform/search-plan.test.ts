// q on devices and SIM cards (decision 0028): identifier prefixes first, a phrase found through its
// rarest word but matched as a whole, and a common term answered in the list's order with an estimated
// total instead of a bounded count. The exact-total limit is lowered to 20 so "common" takes few rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
let admin: ReturnType<TestApp['as']>;
const q = (sqlText: string, params: unknown[] = []) => t.database.query(sqlText, params).then((r) => r.rows as any[]);
const list = async (url: string) => {
  const res = await admin({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.json() as { results: any[]; count: number; count_estimated: boolean };
};

beforeAll(async () => {
  t = await createTestApp({ LIST_EXACT_TOTAL_LIMIT: '20' });
  admin = t.as((await createUser(t, 'admin')).token);
  // Older: the serial starts with the term. Newer: only the name contains it. The list's order (id desc)
  // alone would put the newer one first.
  await q(`insert into devices (serial, name, ports_map) values ('ZQX7001', 'Edge box', '{}')`);
  await q(`insert into devices (serial, name, ports_map) values ('AB-0001', 'Spare for zqx7001', '{}')`);
  await q(
    `insert into devices (serial, name, ports_map) values ('AB-0002', 'Kiosk Ghent 42', '{}'), ('AB-0003', 'Ghent kiosk 42', '{}'), ('AB-0004', 'Kiosk Ghent 4', '{}')`,
  );
  // A word every one of 60 devices shares: more than the exact-total limit.
  await q(`insert into devices (serial, name, ports_map) select 'CMN-' || g, 'Commonword unit ' || g, '{}' from generate_series(1, 60) g`);
  await q(`insert into simcards (iccid, imsi) values ('8944770000000000001', '234770000000001'), ('8932110000000877440', '206110000000002')`);
  await q('analyze devices');
  await q('analyze simcards');
});
afterAll(() => t.close());

describe('q on devices and SIM cards', () => {
  it('ranks a serial starting with the term before names containing it', async () => {
    const page = await list('/api/v1/devices/?q=zqx7001');
    expect(page.results.map((d) => d.serial)).toEqual(['ZQX7001', 'AB-0001']);
    expect(page.count).toBe(2);
    expect(page.count_estimated).toBe(false);
  });

  it('ranks an ICCID starting with the term before ICCIDs containing it', async () => {
    const page = await list('/api/v1/simcards/?q=8944');
    expect(page.results[0].iccid).toBe('8944770000000000001');
    const inner = await list('/api/v1/simcards/?q=7744');
    expect(inner.results.map((s) => s.iccid)).toEqual(['8932110000000877440']);
  });

  it('finds a number fragment of six digits or more through the digit grams, exactly as a substring', async () => {
    // Both cards hold every gram of 110000000877 somewhere; only one holds it as one run.
    await q(
      `insert into simcards (iccid, imsi, phone_number) values ('8932990000000877000', '206110000000777', '+32 110000 000877'), ('8932550000000000055', '206550000000055', '+32470110000')`,
    );
    await q('analyze simcards');
    const middle = await list('/api/v1/simcards/?q=110000000877');
    expect(middle.results.map((s) => s.iccid)).toEqual(['8932110000000877440']);
    expect(middle.count).toBe(1);
    // Six digits found in an IMSI and in a phone number, an ICCID prefix ranked first.
    const imsi = await list('/api/v1/simcards/?q=550000');
    expect(imsi.results.map((s) => s.iccid)).toEqual(['8932550000000000055']);
    const phone = await list('/api/v1/simcards/?q=470110000');
    expect(phone.results.map((s) => s.iccid)).toEqual(['8932550000000000055']);
    // Spaces inside a phone number are not skipped: the same answer as a plain substring search.
    expect((await list('/api/v1/simcards/?q=110000000877440')).results.map((s) => s.iccid)).toEqual(['8932110000000877440']);
    expect((await list('/api/v1/simcards/?q=110000000877000')).results).toEqual([]);
    const prefix = await list('/api/v1/simcards/?q=893299');
    expect(prefix.results.map((s) => s.iccid)).toEqual(['8932990000000877000']);
  });

  it('plans a number fragment on the digit-gram index', async () => {
    await q(`set enable_seqscan = off`);
    try {
      const [plan] = await q(
        `explain (format json) select id from simcards where digit_grams(coalesce(iccid, '') || ' ' || coalesce(imsi, '') || ' ' || coalesce(phone_number, '')) @> '{110000,100000}'::text[]`,
      );
      expect(JSON.stringify(plan)).toContain('simcards_digit_grams_idx');
    } finally {
      await q(`reset enable_seqscan`);
    }
  });

  it('matches a phrase as a whole, whichever of its words drives the search', async () => {
    const page = await list(`/api/v1/devices/?q=${encodeURIComponent('kiosk ghent 42')}`);
    expect(page.results.map((d) => d.serial)).toEqual(['AB-0002']);
    const other = await list(`/api/v1/devices/?q=${encodeURIComponent('ghent kiosk')}`);
    expect(other.results.map((d) => d.serial)).toEqual(['AB-0003']);
  });

  it('answers a phrase of many words (only the longest few are weighed) with exactly its matches', async () => {
    const long = ['kiosk', 'ghent', ...Array.from({ length: 30 }, (_, i) => `w${i}x`)].join(' ');
    expect((await list(`/api/v1/devices/?q=${encodeURIComponent(long)}`)).results).toEqual([]);
    expect((await list(`/api/v1/devices/?q=${encodeURIComponent('Kiosk Ghent 42')}`)).results.map((d) => d.serial)).toEqual(['AB-0002']);
  });

  it('answers a common word in the list order, with an estimated total, then pages on', async () => {
    const page = await list('/api/v1/devices/?q=commonword');
    expect(page.results).toHaveLength(25);
    expect(page.results.every((d) => /^Commonword unit /.test(d.name))).toBe(true);
    const ids = page.results.map((d) => d.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(page.count_estimated).toBe(true);
    expect(page.count).toBeGreaterThan(20);
    // The last page is short and proves the exact total.
    const last = await list('/api/v1/devices/?q=commonword&page=3');
    expect(last.results).toHaveLength(10);
    expect(last.count).toBe(60);
    expect(last.count_estimated).toBe(false);
  });

  it('exports a ranked search in the same order as the list', async () => {
    const res = await admin({ method: 'GET', url: '/api/v1/devices/export.xls?q=zqx7001' });
    expect(res.statusCode).toBe(200);
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as any);
    const sheet = book.worksheets[0];
    const header = Array.from(sheet.getRow(1).values as unknown[], (v) => String(v ?? ''));
    const col = header.findIndex((h) => h.toLowerCase() === 'serial');
    expect(col).toBeGreaterThan(0);
    expect([2, 3].map((r) => sheet.getRow(r).getCell(col).value)).toEqual(['ZQX7001', 'AB-0001']);
  });
});

describe('the global search on devices and SIM cards', () => {
  const hits = async (term: string, resource: string) => {
    const res = await admin({ method: 'GET', url: `/api/v1/search/live?q=${encodeURIComponent(term)}` });
    expect(res.statusCode).toBe(200);
    return (res.json().results as { resource: string; id: number; label: string; description: string | null }[]).filter((h) => h.resource === resource);
  };

  it('finds a phrase as a whole through its rarest word, labels starting with it first', async () => {
    expect((await hits('kiosk ghent 42', 'devices')).map((h) => h.description)).toEqual(['AB-0002']);
    expect((await hits('ghent kiosk', 'devices')).map((h) => h.description)).toEqual(['AB-0003']);
    expect((await hits('zqx7001', 'devices')).map((h) => h.description)).toEqual(['AB-0001', 'ZQX7001']);
    expect((await hits('110000000877', 'simcards')).map((h) => h.label)).toEqual(['8932110000000877440']);
  });

  it('answers a word thousands of devices share with the newest live ones, archived ones left out', async () => {
    const newest = (await q(`select id from devices where name like 'Commonword unit %' order by id desc limit 6`)).map((r) => Number(r.id));
    await q(`update devices set archived_at = now() where id = $1`, [newest[0]]);
    try {
      const found = await hits('commonword', 'devices');
      expect(found.map((h) => h.id)).toEqual(newest.slice(1));
      expect(found.every((h) => /^Commonword unit /.test(h.label))).toBe(true);
    } finally {
      await q(`update devices set archived_at = null where id = $1`, [newest[0]]);
    }
  });
});
