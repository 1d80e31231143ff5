// Twilio Programmable Messaging from Twilio's side (decision 0070): the fake answers as the Message
// resource reference documents (201 with the Message JSON; errors as {code, message, more_info, status}),
// and only to POST /2010-04-01/Accounts/{AccountSid}/Messages.json with Basic AccountSid:AuthToken and a
// form body carrying To, Body and a sender, so a wrong path, field or auth form fails here.
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { IntegrationError } from '../../src/integrations/http.ts';
import { SmsRecipientRefused } from '../../src/integrations/sms/api.ts';
import { e164, type TwilioOptions, TwilioSmsClient } from '../../src/integrations/sms/client.ts';
import { createSmsGateway } from '../../src/integrations/sms/index.ts';
import { SmsSimulator } from '../../src/integrations/sms/simulator.ts';
import { fakeServer, json } from '../support/fake-http.ts';

let server: Awaited<ReturnType<typeof fakeServer>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const SID = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'auth-token-1';
const BASIC = `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`;

const twilioError = (code: number, message: string, status: number) => ({ code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });

/** The Message resource as Twilio answers a create (fields of its API reference). */
const messageResource = (form: URLSearchParams, over: Record<string, unknown> = {}) => ({
  account_sid: SID,
  api_version: '2010-04-01',
  body: form.get('Body'),
  date_created: 'Fri, 27 Nov 2026 16:00:00 +0000',
  date_sent: null,
  date_updated: 'Fri, 27 Nov 2026 16:00:00 +0000',
  direction: 'outbound-api',
  error_code: null,
  error_message: null,
  from: form.get('From'),
  messaging_service_sid: form.get('MessagingServiceSid'),
  num_media: '0',
  num_segments: '1',
  price: null,
  price_unit: 'USD',
  sid: 'SM1f0e8ae6ade43cb3c0ce4525424e404f',
  status: 'queued',
  subresource_uris: { media: `/2010-04-01/Accounts/${SID}/Messages/SM1f0e8ae6ade43cb3c0ce4525424e404f/Media.json` },
  to: form.get('To'),
  uri: `/2010-04-01/Accounts/${SID}/Messages/SM1f0e8ae6ade43cb3c0ce4525424e404f.json`,
  ...over,
});

/** Twilio's Messages endpoint, with its validation of what a create must carry. */
async function twilio(script: (form: URLSearchParams) => { status: number; body: unknown; headers?: Record<string, string> } | undefined = () => undefined) {
  return fakeServer((req, res) => {
    if (req.headers.authorization !== BASIC) return json(res, 401, twilioError(20003, 'Authenticate', 401));
    if (req.method !== 'POST' || req.path !== `/2010-04-01/Accounts/${SID}/Messages.json`)
      return json(res, 404, twilioError(20404, `The requested resource ${req.path} was not found`, 404));
    if (req.headers['content-type'] !== 'application/x-www-form-urlencoded') return json(res, 400, twilioError(21602, 'Message body is required.', 400));
    const form = new URLSearchParams(req.body);
    if (!form.get('Body')) return json(res, 400, twilioError(21602, 'Message body is required.', 400));
    if (!form.get('To')) return json(res, 400, twilioError(21604, "A 'To' phone number is required.", 400));
    if (!form.get('From') && !form.get('MessagingServiceSid'))
      return json(res, 400, twilioError(21603, "A 'From' or 'MessagingServiceSid' parameter is required to send a message", 400));
    if (!/^\+[1-9]\d{6,14}$/.test(form.get('To') ?? '')) return json(res, 400, twilioError(21211, `Invalid 'To' Phone Number: ${form.get('To')}`, 400));
    const scripted = script(form);
    if (scripted) return json(res, scripted.status, scripted.body, scripted.headers);
    return json(res, 201, messageResource(form));
  });
}

const client = (over: Partial<TwilioOptions> = {}) =>
  new TwilioSmsClient({ accountSid: SID, authToken: TOKEN, sender: { from: '+3225550100' }, baseUrl: server!.url, ...over });

describe('SMS through Twilio Programmable Messaging', () => {
  it('posts To (E.164), Body and From as a form with Basic auth and answers the message sid', async () => {
    server = await twilio();
    expect(await client().send('+32 470 12 34 56', 'Your code is 123456')).toEqual({ id: 'SM1f0e8ae6ade43cb3c0ce4525424e404f' });
    const [req] = server.requests;
    expect(req.method).toBe('POST');
    expect(req.path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(Object.fromEntries(new URLSearchParams(req.body))).toEqual({ To: '+32470123456', Body: 'Your code is 123456', From: '+3225550100' });
  });

  it('sends through a Messaging Service instead of a From when configured', async () => {
    server = await twilio();
    await client({ sender: { messagingServiceSid: 'MG9752274e9e519418a7406176694466fa' } }).send('0032470123456', 'hi');
    expect(Object.fromEntries(new URLSearchParams(server.requests[0].body))).toEqual({
      To: '+32470123456',
      Body: 'hi',
      MessagingServiceSid: 'MG9752274e9e519418a7406176694466fa',
    });
  });

  it('tells a refused recipient (Twilio 21211, 21614...) from a failed service, with Twilio code and message', async () => {
    server = await twilio((form) =>
      form.get('To') === '+32470000001' ? { status: 400, body: twilioError(21614, "'To' number is not a valid mobile number", 400) } : undefined,
    );
    const invalid = await client()
      .send('+0', 'x')
      .catch((e) => e);
    expect(invalid).toBeInstanceOf(SmsRecipientRefused);
    expect(invalid.message).toBe("SMS (Twilio): HTTP 400, Twilio error 21211: Invalid 'To' Phone Number: +0");
    expect(
      await client()
        .send('+32470000001', 'x')
        .catch((e) => e),
    ).toBeInstanceOf(SmsRecipientRefused);

    const wrongToken = await client({ authToken: 'nope' })
      .send('+32470123456', 'x')
      .catch((e) => e);
    expect(wrongToken).toBeInstanceOf(IntegrationError);
    expect(wrongToken).not.toBeInstanceOf(SmsRecipientRefused);
    expect(wrongToken.message).toBe('SMS (Twilio): HTTP 401, Twilio error 20003: Authenticate');
  });

  it('retries a 429 (Twilio 20429) within a short bound, never a 5xx (the message may have left)', async () => {
    let calls = 0;
    server = await twilio(() => {
      calls += 1;
      return calls === 1 ? { status: 429, body: twilioError(20429, 'Too Many Requests', 429), headers: { 'retry-after': '0' } } : undefined;
    });
    expect((await client().send('+32470123456', 'x')).id).toMatch(/^SM/);
    expect(server.requests).toHaveLength(2);
    await server.close();

    server = await twilio(() => ({ status: 503, body: twilioError(20500, 'Internal Server Error', 503) }));
    const down = await client()
      .send('+32470123456', 'x')
      .catch((e) => e);
    expect(down.status).toBe(503);
    expect(server.requests).toHaveLength(1);
  });

  it('refuses a message created as failed, an answer without sid, and gives up after its timeout', async () => {
    server = await twilio((form) => {
      if (form.get('Body') === 'failed') return { status: 201, body: messageResource(form, { status: 'failed', error_code: 21610 }) };
      if (form.get('Body') === 'nosid') return { status: 201, body: { status: 'queued' } };
      return undefined;
    });
    expect(
      await client()
        .send('+32470123456', 'failed')
        .catch((e) => e),
    ).toBeInstanceOf(SmsRecipientRefused);
    expect(
      (
        await client()
          .send('+32470123456', 'nosid')
          .catch((e) => e)
      ).message,
    ).toBe('SMS (Twilio): answered without a message sid');
    await server.close();
    server = await fakeServer(() => undefined);
    const slow = await client({ timeoutMs: 200 })
      .send('+32470123456', 'x')
      .catch((e) => e);
    expect(slow).toBeInstanceOf(IntegrationError);
    expect(slow.status).toBeUndefined();
  });

  it('writes numbers in E.164', () => {
    expect(e164(' +32 (0)470.12-34 56 ')).toBe('+32470123456');
    expect(e164('0031 6 1234 5678')).toBe('+31612345678');
  });

  it('is chosen by the Twilio settings, and a Twilio account without a sender stops the start', () => {
    const real = { INTEGRATIONS: 'real', TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN };
    expect(createSmsGateway(loadConfig({ ...real, SMS_FROM: 'Console' }))).toBeInstanceOf(TwilioSmsClient);
    expect(createSmsGateway(loadConfig({ ...real, TWILIO_MESSAGING_SERVICE_SID: 'MG1' }))).toBeInstanceOf(TwilioSmsClient);
    expect(() => createSmsGateway(loadConfig(real))).toThrow(/neither SMS_FROM nor TWILIO_MESSAGING_SERVICE_SID/);
    expect(createSmsGateway(loadConfig({ TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN, SMS_FROM: 'x' }))).toBeInstanceOf(SmsSimulator);
  });
});
