// The access log: one line per request (Fastify's two default lines are off), with method, path,
// status, time and user, and never a secret from the query string.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathForLog } from '../../src/platform/access-log.ts';
import { createSession, createTestApp, createUser, type TestApp } from '../support/helpers.ts';

const lines: Record<string, unknown>[] = [];
const stream = { write: (line: string) => void lines.push(JSON.parse(line)) };

let t: TestApp;
let userId: number;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: stream });
  userId = (await createUser(t, 'admin')).user.id;
  token = await createSession(t, userId);
});
afterAll(() => t.close());

/** The lines one request wrote. */
async function logged(url: string, auth: string | null, method: 'GET' | 'POST' = 'GET') {
  lines.length = 0;
  const res = await t.as(auth)({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
  return { res, lines: [...lines] };
}

describe('access log', () => {
  it('writes exactly one line for a request, with method, path, status, time and user id', async () => {
    const { res, lines } = await logged('/api/v1/account', token);
    expect(res.statusCode).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, msg: 'request', method: 'GET', url: '/api/v1/account', statusCode: 200, userId });
    expect(typeof lines[0].responseTime).toBe('number');
    expect(lines[0].responseTime).toBeGreaterThanOrEqual(0);
  });

  it('logs refusals and unknown paths the same way, without a user when none signed in', async () => {
    const denied = await logged('/api/v1/account', null);
    expect(denied.res.statusCode).toBe(401);
    expect(denied.lines).toHaveLength(1);
    expect(denied.lines[0]).toMatchObject({ method: 'GET', url: '/api/v1/account', statusCode: 401, userId: null });

    const unknown = await logged('/api/v1/no-such-thing', token);
    expect(unknown.res.statusCode).toBe(404);
    expect(unknown.lines).toHaveLength(1);
    expect(unknown.lines[0]).toMatchObject({ url: '/api/v1/no-such-thing', statusCode: 404 });

    const bad = await logged('/api/v1/account/login', null, 'POST');
    expect(bad.res.statusCode).toBe(400);
    expect(bad.lines).toHaveLength(1);
    expect(bad.lines[0]).toMatchObject({ method: 'POST', url: '/api/v1/account/login', statusCode: 400 });
  });

  it('never writes a secret of the query string', async () => {
    const secrets = ['s3cret-token-value', 'hunter2-password', 'sig-abcdef', 'api-key-123', '654321'];
    const url = `/api/v1/customers/?page=1&token=${secrets[0]}&Password=${secrets[1]}&signature=${secrets[2]}&api_key=${secrets[3]}&code=${secrets[4]}&q=acme`;
    const { lines } = await logged(url, token);
    expect(lines).toHaveLength(1);
    const text = JSON.stringify(lines[0]);
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(lines[0].url).toBe('/api/v1/customers/?page=1&token=[redacted]&Password=[redacted]&signature=[redacted]&api_key=[redacted]&code=[redacted]&q=acme');
    // Nor a bearer token from the headers.
    expect(text).not.toContain(token);
  });

  it('keeps paths without secrets as they are', () => {
    expect(pathForLog('/api/v1/devices/?page=2&page_size=25&q=router')).toBe('/api/v1/devices/?page=2&page_size=25&q=router');
    expect(pathForLog('/api/v1/devices/12')).toBe('/api/v1/devices/12');
    expect(pathForLog('/reset?%74oken=abc')).toBe('/reset?%74oken=[redacted]');
    expect(pathForLog('/x?access_token')).toBe('/x?access_token=[redacted]');
  });
});

describe('log level', () => {
  it('writes no access line above info (LOG_LEVEL=warn)', async () => {
    const quiet: string[] = [];
    const w = await createTestApp({ LOG_LEVEL: 'warn' }, { logStream: { write: (line) => void quiet.push(line) } });
    try {
      const res = await w.as(null)({ method: 'GET', url: '/api/v1/no-such-thing?token=abc' });
      expect(res.statusCode).toBe(404);
      expect(quiet).toEqual([]);
    } finally {
      await w.close();
    }
  });

  it('adds the arrival of each request at debug', async () => {
    const verbose: Record<string, unknown>[] = [];
    const d = await createTestApp({ LOG_LEVEL: 'debug' }, { logStream: { write: (line) => void verbose.push(JSON.parse(line)) } });
    try {
      verbose.length = 0;
      await d.as(null)({ method: 'GET', url: '/api/v1/no-such-thing?password=abc' });
      const mine = verbose.filter((l) => l.url !== undefined);
      expect(mine.map((l) => l.msg)).toEqual(['incoming request', 'request']);
      expect(mine[0]).toMatchObject({ level: 20, method: 'GET', url: '/api/v1/no-such-thing?password=[redacted]' });
    } finally {
      await d.close();
    }
  });
});
