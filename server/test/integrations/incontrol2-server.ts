// A local server answering as Peplink InControl2 does, from what its public clients show (decision 0073):
// the token from a form body only, a bearer token on every /rest call, the {resp_code, caller_ref,
// server_ref, data} envelope, devices with "gobi" cellular interfaces and SIM slots as a list, the
// daily bandwidth report per organization, WAN and day, 401 for an expired token and 429 (with
// Retry-After) for its rate limit. Paths are matched exactly, so a client asking another path, method
// or auth form gets the 404 or 401 the real service would give.
import type { ServerResponse } from 'node:http';
import { fakeServer, json, type SeenRequest } from '../support/fake-http.ts';

export const ORG = 'a1Ven';
export const GROUP = 3;
export const DEVICE_ID = 42;

/** A device as InControl2 answers it (GET /rest/o/{org}/g/{group}/d/{device}), fields as public clients read them. */
export const IC2_DEVICE = {
  id: DEVICE_ID,
  group_id: GROUP,
  group_name: 'Retail',
  sn: '1934-AAAA-BBBB',
  name: 'Truck 1',
  status: 'online',
  product_name: 'MAX BR1 Pro 5G',
  fw_ver: '8.4.1 build 5440',
  last_online: '2026-01-02T03:04:05Z',
  tags: ['vip'],
  note: 'n',
  latitude: 50.8,
  longitude: '4.3',
  client_count: 3,
  interfaces: [
    { id: 1, type: 'ethernet', name: 'WAN', status: 'Connected', status_led: 'green', ip: '192.0.2.10', message: 'Connected' },
    {
      id: 2,
      type: 'gobi',
      virtualType: 'cellular',
      name: 'Cellular 1',
      status: 'Connected',
      status_led: 'green',
      ip: '10.0.0.2',
      carrier_name: 'Proximus',
      gobi_data_tech: 'LTE-A',
      signal_bar: 4,
      imei: '356000000000001',
      sims: [
        { id: 1, simCardDetected: true, active: true, mtn: 'Proximus', iccid: '8932000000000000001', imsi: '206010000000001', apn: 'internet' },
        { id: 2, simCardDetected: false, active: false, iccid: '', imsi: '' },
      ],
    },
    { id: 3, type: 'wireless', name: 'Wi-Fi WAN', status: 'Disabled', status_led: 'gray' },
    { id: 4, type: 'modem', name: 'USB', status: 'No device', status_led: 'purple' },
    { id: 'x', name: 'broken' },
  ],
};

export const ok = (res: ServerResponse, data: unknown) => json(res, 200, { resp_code: 'SUCCESS', caller_ref: '', server_ref: 'srv-1', data });

export interface Ic2Options {
  /** Tokens handed out in turn (the last one again once exhausted). */
  tokens?: string[];
  /** The API client the controller knows (key and secret of the server record). */
  clientId?: string;
  clientSecret?: string;
}

/** An InControl2 whose /rest answers come from `handler` once the token checks pass. */
export function incontrol2(handler: (req: SeenRequest, res: ServerResponse) => unknown, opts: Ic2Options = {}) {
  const tokens = opts.tokens ?? ['tok-1'];
  let issued = 0;
  return fakeServer((req, res) => {
    if (req.path.endsWith('/api/oauth2/token')) {
      // The token endpoint reads a form body only: a JSON body carries no client_id it can see.
      const form = req.headers['content-type'] === 'application/x-www-form-urlencoded' ? new URLSearchParams(req.body) : new URLSearchParams();
      if (req.method !== 'POST' || form.get('grant_type') !== 'client_credentials' || !form.get('client_id'))
        return json(res, 400, { error: 'invalid_request', error_description: 'grant_type and client_id are required' });
      if (form.get('client_id') !== (opts.clientId ?? 'key') || form.get('client_secret') !== (opts.clientSecret ?? 'secret'))
        return json(res, 401, { error: 'invalid_client' });
      const token = tokens[Math.min(issued, tokens.length - 1)];
      issued += 1;
      return json(res, 200, { access_token: token, token_type: 'Bearer', expires_in: 172799, refresh_token: `refresh-${issued}` });
    }
    if (!req.path.includes('/rest/')) return json(res, 404, { resp_code: 'NOT_FOUND', message: 'Not found' });
    if (req.headers.authorization !== `Bearer ${tokens[Math.min(issued - 1, tokens.length - 1)]}`)
      return json(res, 401, { resp_code: 'UNAUTHORIZED', message: 'Invalid or expired access token' });
    return handler(req, res);
  });
}
