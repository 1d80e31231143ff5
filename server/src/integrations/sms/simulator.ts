import type { SmsGateway } from './index.ts';
export class SmsSimulator implements SmsGateway {}
