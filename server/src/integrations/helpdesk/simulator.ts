import type { Helpdesk } from './index.ts';
export class HelpdeskSimulator implements Helpdesk {}
