// A local server speaking the Starlink public API v2 as the provider's v2 OpenAPI document defines it
// (openapi/starlink-public-api-v2-openapi.json, harvested by api-evangelist/starlink; decision 0024):
// the token endpoint (client credentials, one V2 service account per account), the paths under
// /api/public/v2 with their methods, the request bodies checked against the document's schemas
// (required members, no other members: every schema has additionalProperties false) and the query
// parameters against the operation's, the ServiceResponse envelope on every answer, pages read with
// ?page, 201 on creates, 422 with errors[].errorMessage on a refusal, and the telemetry stream of the
// provider's telemetry guide.
import type { ServerResponse } from 'node:http';
import { fakeServer, json, type SeenRequest } from './fake-http.ts';

/** Request bodies of the operations the client uses: [required members, every allowed member]. */
const BODIES: Record<string, [string[], string[]]> = {
  'POST /public/v2/addresses': [
    ['addressLines', 'formattedAddress', 'latitude', 'longitude'],
    [
      'addressLines',
      'locality',
      'administrativeArea',
      'administrativeAreaCode',
      'region',
      'regionCode',
      'postalCode',
      'metadata',
      'formattedAddress',
      'latitude',
      'longitude',
    ],
  ],
  'POST /public/v2/service-lines': [
    ['addressReferenceId', 'productReferenceId'],
    ['addressReferenceId', 'productReferenceId', 'dataBlockProducts'],
  ],
  'PUT /public/v2/service-lines/{sl}/nickname': [['nickname'], ['nickname']],
  'POST /public/v2/service-lines/{sl}/user-terminals': [['deviceId'], ['deviceId']],
  'POST /public/v2/service-lines/{sl}/data/top-up': [
    ['productId', 'count'],
    ['productId', 'count'],
  ],
  'POST /public/v2/data-usage/query': [[], ['serviceLineNumbers', 'previousBillingCycles', 'activeServiceLinesOnly', 'queryStartDate']],
  'POST /public/v2/telemetry/stream': [[], ['batchSize', 'maxLingerMs']],
};
/** Query parameters the document declares per operation (none for the others). */
const QUERIES: Record<string, string[]> = {
  'GET /public/v2/addresses': ['addressIds', 'metadata', 'page'],
  'GET /public/v2/service-lines': ['addressReferenceId', 'searchString', 'dataPoolId', 'page', 'orderByCreatedDateDescending'],
  'GET /public/v2/user-terminals': ['serviceLineNumbers', 'userTerminalIds', 'hasServiceLine', 'searchString', 'page'],
  'GET /public/v2/products': ['page'],
  'POST /public/v2/data-usage/query': ['page', 'limit'],
  'DELETE /public/v2/service-lines/{sl}': ['reasonForCancellation', 'endNow'],
};
/** Operations the document declares without a request body. */
const NO_BODY = new Set([
  'POST /public/v2/service-lines/{sl}/data/opt-in',
  'POST /public/v2/service-lines/{sl}/data/opt-out',
  'POST /public/v2/user-terminals/{ut}/reboot',
  'DELETE /public/v2/service-lines/{sl}',
]);
/** Every operation of the document the client may call (path templates). */
const OPERATIONS = new Set([
  'GET /public/v2/account',
  'GET /public/v2/addresses',
  'GET /public/v2/service-lines',
  'GET /public/v2/service-lines/{sl}',
  'GET /public/v2/user-terminals',
  'GET /public/v2/products',
  ...Object.keys(BODIES),
  ...NO_BODY,
]);

export const envelope = (content: unknown) => ({ content, errors: [], warnings: [], information: [], isValid: true });
export const refusal = (errorMessage: string) => ({ errors: [{ memberNames: [], errorMessage }], warnings: [], information: [], isValid: false });
export const ok = (res: ServerResponse, content: unknown, status = 200) => json(res, status, envelope(content));
/** A page as the document's *Paginated schemas: {pageIndex, limit, isLastPage, results, totalCount}. */
export const pageOf = (results: unknown[], isLastPage = true, pageIndex = 0) => ({ pageIndex, limit: 100, isLastPage, results, totalCount: results.length });

/** The operation (method and path template) of a request, e.g. `POST /public/v2/service-lines/{sl}/data/opt-in`. */
export function operationOf(req: SeenRequest): string {
  const path = req.path.replace(/^\/api/, '');
  const template = path
    .replace(/^\/public\/v2\/service-lines\/(?!$)[^/]+/, '/public/v2/service-lines/{sl}')
    .replace(/^\/public\/v2\/user-terminals\/(?!$)[^/]+\/reboot$/, '/public/v2/user-terminals/{ut}/reboot');
  return `${req.method} ${template}`;
}

/** Why a request does not follow the document, or null. */
function offSpec(req: SeenRequest): string | null {
  const op = operationOf(req);
  if (!req.path.startsWith('/api/public/v2/')) return `not a v2 path: ${req.path}`;
  if (!OPERATIONS.has(op)) return `no such operation: ${op}`;
  const unknown = [...req.query.keys()].filter((k) => !(QUERIES[op] ?? []).includes(k));
  if (unknown.length) return `${op}: no query parameter ${unknown.join(',')}`;
  if (NO_BODY.has(op) || req.method === 'GET') return req.body === '' ? null : `${op} takes no body`;
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(req.body);
  } catch {
    return `${op}: the body is not JSON`;
  }
  const [required, allowed] = BODIES[op];
  const missing = required.filter((k) => body[k] === undefined || body[k] === null);
  const extra = Object.keys(body).filter((k) => !allowed.includes(k));
  return missing.length || extra.length ? `${op}: missing ${missing.join(',') || '-'}, not allowed ${extra.join(',') || '-'}` : null;
}

export interface V2Credential {
  clientId: string;
  clientSecret: string;
  accountNumber: string;
}

/**
 * The provider: tokens tok-1, tok-2... each bound to the account of the credential that asked for it;
 * a request with an unknown (or revoked) token gets 401, one off the document gets 400 with the
 * reason. `handler` answers the operations, told which account the token is for.
 */
export async function v2Provider(
  credentials: V2Credential[],
  handler: (req: SeenRequest & { op: string; account: string }, res: ServerResponse) => unknown,
  opts: { expiresIn?: number } = {},
) {
  let issued = 0;
  const tokens = new Map<string, string>();
  const server = await fakeServer((req, res) => {
    if (req.path === '/api/auth/connect/token') {
      const form = new URLSearchParams(req.body);
      const cred = credentials.find((c) => c.clientId === form.get('client_id') && c.clientSecret === form.get('client_secret'));
      if (form.get('grant_type') !== 'client_credentials' || !cred) return json(res, 401, { error: 'invalid_client' });
      issued += 1;
      tokens.set(`tok-${issued}`, cred.accountNumber);
      return json(res, 200, { access_token: `tok-${issued}`, token_type: 'Bearer', expires_in: opts.expiresIn ?? 900 });
    }
    const account = tokens.get(String(req.headers.authorization ?? '').replace(/^Bearer /, ''));
    if (!account) return json(res, 401, {}); // the document's 401 has no body
    const wrong = offSpec(req);
    if (wrong) return json(res, 400, refusal(wrong));
    return handler({ ...req, op: operationOf(req), account }, res);
  });
  return {
    server,
    revokeTokens: () => tokens.clear(),
    /** The requests of one operation (the token endpoint is `POST /api/auth/connect/token`). */
    calls: (op: string) => server.requests.filter((r) => (r.path === '/api/auth/connect/token' ? `POST ${r.path}` : operationOf(r)) === op),
    apiCalls: () => server.requests.filter((r) => r.path !== '/api/auth/connect/token'),
  };
}

/**
 * One account at the provider with state (decision 0068): addresses (with their metadata), service
 * lines created by POST and named by PUT .../nickname, user terminals attached by POST, products and
 * an empty usage. `failNaming` makes the next naming calls answer 500 with an HTML page, as a
 * provider's gateway does; `createdLines` counts the lines the provider would bill.
 */
export function v2Account(accountNumber: string, opts: { terminals: string[]; products: string[] }) {
  const addresses: Record<string, unknown>[] = [];
  const lines: Record<string, unknown>[] = [];
  const terminals = opts.terminals.map((id) => ({
    userTerminalId: id,
    kitSerialNumber: `KIT-${id}`,
    dishSerialNumber: `DISH-${id}`,
    serviceLineNumber: null as string | null,
  }));
  let namingFailures = 0;
  let seq = 0;
  const body = (req: SeenRequest) => JSON.parse(req.body || '{}');
  const lineOf = (req: SeenRequest) => lines.find((l) => req.path.includes(`/service-lines/${l.serviceLineNumber}`));
  const handler = (req: SeenRequest & { op: string; account: string }, res: ServerResponse): unknown => {
    if (req.account !== accountNumber) return json(res, 404, {});
    switch (req.op) {
      case 'GET /public/v2/account':
        return ok(res, { accountNumber, accountName: 'Fleet', regionCode: 'BE' });
      case 'GET /public/v2/addresses': {
        const metadata = req.query.get('metadata');
        return ok(res, pageOf(addresses.filter((a) => !metadata || a.metadata === metadata)));
      }
      case 'POST /public/v2/addresses': {
        seq += 1;
        const a = { ...body(req), addressReferenceId: `00000000-0000-4000-a000-${String(seq).padStart(12, '0')}` };
        addresses.push(a);
        return ok(res, a, 201);
      }
      case 'GET /public/v2/service-lines':
        return ok(res, pageOf(lines));
      case 'POST /public/v2/service-lines': {
        const { addressReferenceId, productReferenceId } = body(req);
        if (!addresses.some((a) => a.addressReferenceId === addressReferenceId)) return json(res, 422, refusal('Address not found.'));
        if (!opts.products.includes(productReferenceId)) return json(res, 422, refusal('Product not found.'));
        seq += 1;
        const l = { serviceLineNumber: `SL-${seq}`, addressReferenceId, productReferenceId, nickname: null, active: true, startDate: '2026-11-01T00:00:00Z' };
        lines.push(l);
        return ok(res, l, 201);
      }
      case 'PUT /public/v2/service-lines/{sl}/nickname': {
        if (namingFailures > 0) {
          namingFailures -= 1;
          res.writeHead(500, { 'content-type': 'text/html' });
          return res.end('<html><body>Internal Server Error</body></html>');
        }
        const l = lineOf(req);
        if (!l) return json(res, 404, {});
        l.nickname = body(req).nickname;
        return ok(res, l);
      }
      case 'POST /public/v2/service-lines/{sl}/user-terminals': {
        const l = lineOf(req);
        const t = terminals.find((x) => x.userTerminalId === body(req).deviceId);
        if (!l || !t) return json(res, 404, {});
        if (t.serviceLineNumber && t.serviceLineNumber !== l.serviceLineNumber) return json(res, 422, refusal('User terminal is already on a service line.'));
        t.serviceLineNumber = String(l.serviceLineNumber);
        return ok(res, null);
      }
      case 'GET /public/v2/user-terminals':
        return ok(res, pageOf(terminals));
      case 'GET /public/v2/products':
        return ok(res, pageOf(opts.products.map((p) => ({ productReferenceId: p, name: p, price: 65, isoCurrencyCode: 'EUR', maxNumberOfUserTerminals: 1 }))));
      case 'POST /public/v2/data-usage/query':
        return ok(res, pageOf([]));
      default:
        return json(res, 404, {});
    }
  };
  return {
    handler,
    addresses,
    lines,
    terminals,
    failNaming: (times = 1) => {
      namingFailures = times;
    },
  };
}
