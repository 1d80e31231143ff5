// Invoicing measurements (issue 11's scale section): the invoices list at its size with its total,
// PDF render time per invoice (p50, p99), and 50 invoices sent at once checked for consecutive numbers.
import type pg from 'pg';
import type { RunningServer } from './server.ts';

const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;
const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

export interface TimedResult {
  name: string;
  path: string;
  status: number;
  timed: { runs: number; p50_ms: number; p99_ms: number; max_ms: number; note?: string };
  target: string;
  verdict: string;
}

/** The parameters of the invoicing scenarios, read from the data (none when there are no invoices). */
export async function discoverInvoicing(client: pg.Client) {
  const { rows } = await client.query(`select count(*)::int n from invoices`);
  if (!rows[0].n) return undefined;
  const big = (await client.query(`select customer_id id, count(*)::int n from invoices group by 1 order by 2 desc limit 1`)).rows[0];
  const sample = (await client.query(`select number from invoices where number is not null order by id desc limit 1`)).rows[0];
  return { invoices: rows[0].n as number, big: big as { id: number; n: number }, numberPrefix: String(sample.number).slice(0, 10) };
}

export function invoicingScenarios(p: NonNullable<Awaited<ReturnType<typeof discoverInvoicing>>>) {
  const list = { rps: 2000, p99_ms: 25 };
  return [
    { name: `invoices list (page 1, total; ${p.invoices} invoices)`, path: '/api/v1/invoices/?page=1&page_size=25', target: list },
    { name: `invoices by customer_id (${p.big.n} invoices)`, path: `/api/v1/invoices/?page=1&page_size=25&customer_id=${p.big.id}`, target: list },
    { name: 'invoices q (number prefix)', path: `/api/v1/invoices/?page=1&page_size=25&q=${encodeURIComponent(p.numberPrefix)}`, target: { rps: 1000 } },
  ];
}

const auth = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });

/** Sequential downloads of the PDFs of `n` numbered invoices, one each: the render time a user waits for. */
export async function pdfRender(server: RunningServer, token: string, admin: pg.Client, n = 100): Promise<TimedResult> {
  const rows = (await admin.query(`select id, number from invoices where number is not null order by id desc limit $1`, [n])).rows as {
    id: number;
    number: string;
  }[];
  const times: number[] = [];
  let status = 200;
  for (const r of rows) {
    const t = performance.now();
    const res = await fetch(`${server.url}/api/v1/invoices/${r.id}/invoice_${r.number}.pdf`, { headers: auth(token) });
    await res.arrayBuffer();
    if (!res.ok) status = res.status;
    times.push(performance.now() - t);
  }
  const timed = { runs: times.length, p50_ms: round(percentile(times, 50)), p99_ms: round(percentile(times, 99)), max_ms: round(Math.max(...times)) };
  console.log(`invoice PDF render: p50 ${timed.p50_ms} ms, p99 ${timed.p99_ms} ms over ${timed.runs}`);
  return {
    name: `invoice PDF render (${timed.runs} invoices, sequential)`,
    path: '/api/v1/invoices/{id}/invoice_{number}.pdf',
    status,
    timed,
    target: 'p99 < 500 ms',
    verdict: status === 200 && timed.p99_ms < 500 ? 'meets' : 'misses',
  };
}

/**
 * 50 drafts sent at the same moment: every send must succeed with its own number, and the numbers
 * must be consecutive (no duplicate, no gap) in the issuer's sequence of the year.
 */
export async function concurrentSends(server: RunningServer, token: string, admin: pg.Client, n = 50): Promise<TimedResult> {
  const address = (await admin.query(`select id from addresses where archived_at is null order by id limit 1`)).rows[0].id as number;
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${server.url}/api/v1/${path}`, { method: 'POST', headers: auth(token), body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  };
  const drafts: number[] = [];
  for (let i = 0; i < n; i++) {
    const res = await post('invoices/', {
      invoicing_address_id: address,
      lines: [{ product_name: `Bench send ${i}`, qty: 1, unit_price: 10 + i, vat_code: 'vat_21' }],
    });
    if (res.status !== 201) throw new Error(`creating a draft: ${res.status} ${JSON.stringify(res.body)}`);
    drafts.push(res.body.id);
  }
  const times: number[] = [];
  const started = performance.now();
  const answers = await Promise.all(
    drafts.map(async (id) => {
      const t = performance.now();
      const res = await post(`invoices/${id}/send`, { sent_to: 'bench@example.com', subject: 'Bench', message: 'Concurrent send' });
      times.push(performance.now() - t);
      return res;
    }),
  );
  const wall = round(performance.now() - started);
  const numbers = answers.map((a) => a.body.number as string | undefined).filter((x): x is string => Boolean(x));
  const serials = numbers.map((x) => Number(x.split('-').pop())).sort((a, b) => a - b);
  const distinct = new Set(numbers).size === numbers.length;
  const consecutive = serials.every((v, i) => i === 0 || v === serials[i - 1] + 1);
  const ok = answers.every((a) => a.status === 200 && a.body.success === true) && numbers.length === n && distinct && consecutive;
  const note = `${numbers.length}/${n} numbered, ${distinct ? 'no duplicate' : 'DUPLICATES'}, ${consecutive ? `consecutive ${serials[0]}..${serials[serials.length - 1]}` : 'GAPS'}, all in ${wall} ms`;
  console.log(`50 concurrent sends: ${note}`);
  return {
    name: `${n} invoices sent at once`,
    path: '/api/v1/invoices/{id}/send',
    status: ok ? 200 : 500,
    timed: { runs: n, p50_ms: round(percentile(times, 50)), p99_ms: round(percentile(times, 99)), max_ms: round(Math.max(...times)), note },
    target: 'consecutive numbers, no duplicate, no failure',
    verdict: ok ? 'meets' : 'misses',
  };
}
