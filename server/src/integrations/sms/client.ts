import type { SmsGateway } from './index.ts';
// Real HTTP client: written by the integrations work package.
export class SmsClient implements SmsGateway {
  constructor(readonly baseUrl: string, readonly apiKey = '') {}
} 
