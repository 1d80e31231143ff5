// SMS gateway over HTTP: POST {base}/messages with JSON {to, text} and a bearer key answers {id}.
import { endpoint, IntegrationError, requestJson } from '../http.ts';
import type { SmsGateway } from './api.ts';

const SYSTEM = 'SMS gateway';

export class SmsClient implements SmsGateway {
  constructor(
    readonly baseUrl: string,
    private readonly apiKey = '',
    readonly timeoutMs = 10_000,
  ) {}

  async send(to: string, text: string): Promise<{ id: string }> {
    const { data } = await requestJson<{ id?: unknown }>(SYSTEM, endpoint(this.baseUrl, 'messages'), {
      method: 'POST',
      headers: { authorization: `Bearer ${this.apiKey}` },
      body: { to, text },
      timeoutMs: this.timeoutMs,
    });
    const id = data?.id;
    if (typeof id !== 'string' && typeof id !== 'number') throw new IntegrationError(SYSTEM, 'answered without a message id');
    return { id: String(id) };
  }
}
