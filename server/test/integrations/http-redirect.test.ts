// Outbound calls never follow a redirect (decision 0068): a 307 from an allowed host must not carry a
// token request, secret included, to another host.
import { afterAll, describe, expect, it } from 'vitest';
import { endpoint, IntegrationError, requestJson } from '../../src/integrations/http.ts';
import { fakeServer } from '../support/fake-http.ts';

const elsewhere = await fakeServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end('{"access_token":"stolen"}');
});
const allowed = await fakeServer((_req, res) => {
  res.writeHead(307, { location: `${elsewhere.url}/oauth2/token` });
  res.end();
});
afterAll(async () => {
  await allowed.close();
  await elsewhere.close();
});

describe('a redirect from an outside system', () => {
  it('is refused with the host it pointed to, and the other host hears nothing', async () => {
    const call = requestJson('controller', endpoint(allowed.url, '/api/oauth2/token'), { method: 'POST', form: { client_secret: 's3cret' } });
    await expect(call).rejects.toBeInstanceOf(IntegrationError);
    await expect(call).rejects.toThrow(`controller: HTTP 307: redirected to ${new URL(elsewhere.url).host}, not followed (check the configured URL)`);
    expect(allowed.requests).toHaveLength(1);
    expect(elsewhere.requests).toHaveLength(0);
  });
});
