import { afterEach, describe, expect, it } from 'vitest';
import { SmsClient } from '../../src/integrations/sms/client.ts';
import { fakeServer, json } from '../support/fake-http.ts';

let server: Awaited<ReturnType<typeof fakeServer>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('SMS gateway client', () => {
  it('posts {to, text} to /messages with a bearer key and answers the message id', async () => {
    server = await fakeServer((req, res) =>
      req.headers.authorization === 'Bearer sms-key' ? json(res, 201, { id: 'msg-81', status: 'queued' }) : json(res, 401, { error: 'unauthorized' }),
    );
    const sent = await new SmsClient(`${server.url}/v1`, 'sms-key').send('+32470123456', 'Your code is 123456');
    expect(sent).toEqual({ id: 'msg-81' });
    const [req] = server.requests;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/v1/messages');
    expect(JSON.parse(req.body)).toEqual({ to: '+32470123456', text: 'Your code is 123456' });

    const denied = await new SmsClient(server.url, 'other').send('+32470123456', 'x').catch((e) => e);
    expect(denied.status).toBe(401);
    expect(denied.message).toMatch(/^SMS gateway: HTTP 401/);
  });

  it('refuses an answer without an id and gives up after its timeout', async () => {
    server = await fakeServer((req, res) => (req.body.includes('slow') ? undefined : json(res, 200, { status: 'ok' })));
    const client = new SmsClient(server.url, 'k', 200);
    expect((await client.send('+32470123456', 'hi').catch((e) => e)).message).toBe('SMS gateway: answered without a message id');
    expect((await client.send('+32470123456', 'slow').catch((e) => e)).message).toBe('SMS gateway: no answer within 200 ms');
  });
});
