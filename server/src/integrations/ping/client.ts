// The system's ping command, run without a shell (execFile with an argument list) and only for a
// string that parses as an IP address, so nothing a client sends can reach a command line.
import { execFile } from 'node:child_process';
import { isIP } from 'node:net';
import { IntegrationError } from '../http.ts';
import { PING_SYSTEM, type Pinger, type PingResult } from './api.ts';

/** iputils: "rtt min/avg/max/mdev = 0.03/0.04/0.05/0.01 ms"; BusyBox and BSD: "round-trip min/avg/max[/stddev] = ...". */
const SUMMARY = /(?:rtt|round-trip) min\/avg\/max(?:\/[a-z]+)? = ([\d.]+)\/([\d.]+)\/([\d.]+)(?:\/[\d.]+)? ms/;

export function parsePingOutput(output: string): PingResult | null {
  const m = SUMMARY.exec(output);
  if (!m) return null;
  const [min_rtt, avg_rtt, max_rtt] = [m[1], m[2], m[3]].map(Number);
  if (![min_rtt, avg_rtt, max_rtt].every(Number.isFinite)) return null;
  return { min_rtt, avg_rtt, max_rtt };
}

export class PingClient implements Pinger {
  constructor(
    readonly command = 'ping',
    readonly opts: { count: number; timeoutS: number } = { count: 3, timeoutS: 5 },
  ) {}

  ping(address: string): Promise<PingResult> {
    const family = isIP(address);
    if (!family) return Promise.reject(new IntegrationError(PING_SYSTEM, `${address.slice(0, 60)} is not an IP address`));
    const { count, timeoutS } = this.opts;
    // -n: no name lookups; -c: echo requests; -w: deadline for the whole run.
    const args = [...(family === 6 ? ['-6'] : []), '-n', '-c', String(count), '-w', String(timeoutS), address];
    return new Promise((resolve, reject) => {
      execFile(this.command, args, { timeout: (timeoutS + 2) * 1000, maxBuffer: 64 * 1024, windowsHide: true }, (err, stdout) => {
        const result = parsePingOutput(String(stdout));
        if (result) return resolve(result);
        const e = err as (NodeJS.ErrnoException & { killed?: boolean }) | null;
        if (e?.code === 'ENOENT') return reject(new IntegrationError(PING_SYSTEM, `the ${this.command} command is not installed`));
        if (e?.killed) return reject(new IntegrationError(PING_SYSTEM, `no answer within ${timeoutS} s`));
        reject(new IntegrationError(PING_SYSTEM, `${address} is unreachable`));
      });
    });
  }
}
