// Believable round trips without a network: a few milliseconds on private ranges, tens on public
// ones, a little jitter per call; documentation ranges and about one address in twelve never answer.
import { isIP } from 'node:net';
import { IntegrationError } from '../http.ts';
import { PING_SYSTEM, type Pinger, type PingResult } from './api.ts';

/** FNV-1a: the same address always gets the same base latency and reachability. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

const PRIVATE = /^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|127\.|fd|fc|fe80:|::1$)/i;
const DOCUMENTATION = /^(192\.0\.2\.|198\.51\.100\.|203\.0\.113\.|2001:db8:)/i;
const round = (n: number) => Math.round(n * 1000) / 1000;

export class PingSimulator implements Pinger {
  readonly pinged: string[] = [];

  constructor(private readonly random: () => number = Math.random) {}

  async ping(address: string): Promise<PingResult> {
    if (!isIP(address)) throw new IntegrationError(PING_SYSTEM, `${address.slice(0, 60)} is not an IP address`);
    this.pinged.push(address);
    const h = hash(address.toLowerCase());
    if (DOCUMENTATION.test(address) || h % 12 === 0) throw new IntegrationError(PING_SYSTEM, `${address} is unreachable`);
    const base = PRIVATE.test(address) ? 0.4 + (h % 40) / 10 : 8 + (h % 320) / 10;
    const samples = [0, 1, 2].map(() => base * (1 + this.random() * 0.25));
    const sum = samples.reduce((a, b) => a + b, 0);
    return { min_rtt: round(Math.min(...samples)), avg_rtt: round(sum / samples.length), max_rtt: round(Math.max(...samples)) };
  }
}
