// Where the event loop is held (issue 26, decision 0080): preloaded into the server by
// `BENCH_SERVER_NODE_ARGS="--import ./bench/src/stall-probe.ts"`, it appends to STALL_PROBE_FILE
// (default /tmp/stall-probe.log) every turn of the event loop that came more than STALL_PROBE_MS
// (default 40) late, and every embedded-database (PGlite) protocol exchange that ran longer than that,
// with the text of the statement it served: PGlite runs each statement synchronously on the event
// loop, so a long statement is a wait for every request. Diagnosis only; the bench's figures are taken
// without it.
import { appendFileSync } from 'node:fs';

const file = process.env.STALL_PROBE_FILE ?? '/tmp/stall-probe.log';
const MIN = Number(process.env.STALL_PROBE_MS ?? 40);
const log = (line: string) => appendFileSync(file, `${new Date().toISOString()} ${line}\n`);

const TICK = 10;
let last = performance.now();
setInterval(() => {
  const now = performance.now();
  const late = now - last - TICK;
  if (late > MIN) log(`loop held ${Math.round(late)} ms`);
  last = now;
}, TICK).unref();

const { PGlite } = (await import('@electric-sql/pglite')) as unknown as {
  PGlite: { prototype: { execProtocolRawSync: (msg: Uint8Array) => Uint8Array } };
};
const original = PGlite.prototype.execProtocolRawSync;
let text = '';
/** The statement of a Parse ('P': length, name, query) or simple Query ('Q': length, query) message. */
const statementOf = (msg: Uint8Array): string | null => {
  const at = (from: number) => {
    let end = from;
    while (end < msg.length && msg[end] !== 0) end += 1;
    return end;
  };
  if (msg[0] === 0x51) return Buffer.from(msg.subarray(5, at(5))).toString('utf8');
  if (msg[0] === 0x50) {
    const q = at(5) + 1;
    return Buffer.from(msg.subarray(q, at(q))).toString('utf8');
  }
  return null;
};
PGlite.prototype.execProtocolRawSync = function (this: unknown, msg: Uint8Array) {
  text = statementOf(msg) ?? text;
  const t0 = performance.now();
  const result = original.call(this, msg);
  const ms = performance.now() - t0;
  if (ms > MIN) log(`pglite ${Math.round(ms)} ms: ${text.replace(/\s+/g, ' ').slice(0, 240)}`);
  return result;
};
