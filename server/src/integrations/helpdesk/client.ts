import type { Helpdesk } from './index.ts';
// Real HTTP client: written by the integrations work package.
export class HelpdeskClient implements Helpdesk {
  constructor(readonly baseUrl: string, readonly apiKey = '') {}
} 
