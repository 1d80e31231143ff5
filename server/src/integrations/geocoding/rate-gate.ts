// One request at a time, spaced by a minimum interval, for everything this process sends to one host:
// the public Nominatim allows one request a second for a whole application, whatever the number of
// users or client objects. A lookup that would wait longer than its bound is refused at once (the
// console then asks for a position on the map) instead of holding a request open.
import { setTimeout as delay } from 'node:timers/promises';
import { IntegrationError } from '../http.ts';

export class RateGate {
  /** When the next request may leave (ms since the epoch). */
  private nextAt = 0;

  constructor(
    readonly system: string,
    readonly minIntervalMs: number,
  ) {}

  /** Runs `call` in its turn; turns are reserved in call order, so this is a FIFO queue. A turn further than `maxWaitMs` away is refused. */
  async run<T>(call: () => Promise<T>, maxWaitMs: number, now = Date.now()): Promise<T> {
    const at = Math.max(now, this.nextAt);
    if (at - now > maxWaitMs)
      throw new IntegrationError(this.system, `busy: more lookups are waiting than the provider's rate allows (${this.minIntervalMs} ms apart)`);
    this.nextAt = at + this.minIntervalMs;
    if (at > now) await delay(at - now);
    return call();
  }
}

const gates = new Map<string, RateGate>();

/** The process-wide gate of a host, asked at each call: every client of that host shares it; a client asking a longer interval replaces it for all. */
export function gateFor(system: string, host: string, minIntervalMs: number): RateGate {
  const known = gates.get(host);
  if (known && known.minIntervalMs >= minIntervalMs) return known;
  const gate = new RateGate(system, minIntervalMs);
  gates.set(host, gate);
  return gate;
}
