// A local server answering as Telna Connect v2.1 does as far as public clients show it (decision 0073):
// the KeyID as a bearer token, paths under /v2.1, the SIM registry entry, data sessions paged with
// count and offset as {data, total, offset, count}; plus the calls we had to assume (status change,
// network events, backups), marked in telna-api.ts. Paths are matched exactly: a wrong path, method or
// auth form gets a 404 or 401.
import { fakeServer, json } from '../support/fake-http.ts';

export const ICCID = '8944500000000000001';
export const KEY = 'key-1';
const MB = 1024 * 1024;

/** A SIM registry entry, fields as a public client of Telna Connect v2.1 reads them. */
export const registry = (status: string) => ({
  id: 5511,
  iccid: ICCID,
  imsi: '206011234567890',
  msisdn: '3247000001',
  status,
  inventory_id: 52187,
  group_id: 12,
  activation_date: '2026-01-05T10:00:00Z',
  last_session: '2026-03-02T08:30:00Z',
  created_at: '2025-12-01T00:00:00Z',
  updated_at: '2026-03-02T08:30:00Z',
});

/** Data sessions of the SIM (start_time, end_time, data_used_mb, country, operator, network). */
export const SESSIONS = [
  {
    session_id: 's1',
    start_time: '2026-03-01T10:00:00Z',
    end_time: '2026-03-01T11:00:00Z',
    data_used_mb: 5,
    country: 'BE',
    operator: 'Proximus',
    network: 'BELTB',
  },
  {
    session_id: 's2',
    start_time: '2026-03-01T18:00:00Z',
    end_time: '2026-03-01T19:00:00Z',
    data_used_mb: 1.5,
    country: 'FR',
    operator: 'Orange',
    network: 'FRAF1',
  },
  { session_id: 's3', start_time: '2026-03-02T08:30:00Z', end_time: null, data_used_mb: 2 / MB, country: 'BEL', operator: 'Proximus', network: 'BELTB' },
];

export interface TelnaServerOptions {
  /** Rows per page the server answers at most (Telna pages with count and offset). */
  pageLimit?: number;
  /** The first N calls are refused with 429 and a Retry-After of 1 s. */
  rateLimited?: number;
}

export function telna(opts: TelnaServerOptions = {}) {
  let status = 'ACTIVE';
  let limited = opts.rateLimited ?? 0;
  const page = (rows: unknown[], q: URLSearchParams) => {
    const offset = Number(q.get('offset') ?? 0);
    const count = Math.min(Number(q.get('count') ?? 20), opts.pageLimit ?? 100);
    const data = rows.slice(offset, offset + count);
    return { data, total: rows.length, offset, count: data.length };
  };
  return fakeServer((req, res) => {
    if (limited > 0) {
      limited -= 1;
      return json(res, 429, { message: 'Too many requests' }, { 'retry-after': '1' });
    }
    if (req.headers.authorization !== `Bearer ${KEY}`) return json(res, 401, { message: 'Unauthorized' });
    const sim = `/v2.1/inventory/sim-registries/${ICCID}`;
    if (req.method === 'GET' && req.path === sim) return json(res, 200, registry(status));
    if (req.method === 'PUT' && req.path === sim) {
      status = JSON.parse(req.body).status;
      return json(res, 200, registry(status));
    }
    if (req.method === 'GET' && req.path === `${sim}/network-events`) {
      const events = [
        {
          timestamp: '2026-03-01T10:00:00Z',
          event_type: 'UpdateLocation',
          mcc: '206',
          mnc: '01',
          network_name: 'Proximus',
          vpmn: 'BELTB',
          country_iso3: 'BEL',
          country_name: 'Belgium',
          imsi: '206011234567890',
          imsi_id: 1,
        },
        { timestamp: '2026-03-02T08:30:00Z', event_type: 'UpdateGprsLocation', mcc: '208', mnc: '01', network_name: 'Orange France', country_iso3: 'FRA' },
      ];
      return json(res, 200, page(events, req.query));
    }
    if (req.method === 'GET' && req.path === `${sim}/backups`)
      return json(res, 200, { data: [{ id: 'b1', created_at: '2026-03-02T04:05:06Z', size: 2048, url: 'https://telna.example/b1' }] });
    if (req.method === 'GET' && req.path === `/v2.1/usage/sessions/${ICCID}`) {
      const from = req.query.get('start_time') ?? '';
      const to = req.query.get('end_time') ?? '';
      return json(
        res,
        200,
        page(
          SESSIONS.filter((s) => s.start_time >= from && s.start_time <= to),
          req.query,
        ),
      );
    }
    return json(res, 404, { message: 'Resource not found' });
  });
}
