// Between two chunks of long work on the embedded database, the loop waits for the requests that are
// waiting to have their answers (decision 0080 amended): a request then waits one chunk at most, not a
// chunk per statement it runs. The wait is bounded, and requests are counted by platform/in-flight.ts.
import { readFile } from 'node:fs';
import { type AddressInfo, connect, createServer, type Socket } from 'node:net';
import { once } from 'node:events';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { PAUSE_MAX_MS, requestAnswered, requestArrived, yieldToRequests } from '../../src/platform/chunks.ts';
import { trackInFlight } from '../../src/platform/in-flight.ts';

const timed = async (work: Promise<void>) => {
  const t0 = performance.now();
  await work;
  return performance.now() - t0;
};

describe('the pause between chunks', () => {
  it('ends when the waiting request has its answer, and after PAUSE_MAX_MS without one', async () => {
    requestArrived();
    let answered = false;
    setTimeout(() => {
      answered = true;
      requestAnswered();
    }, 30);
    await yieldToRequests({ untilAnswered: true });
    expect(answered).toBe(true);

    requestArrived();
    const bounded = await timed(yieldToRequests({ untilAnswered: true }));
    requestAnswered();
    expect(bounded).toBeGreaterThanOrEqual(PAUSE_MAX_MS - 5);
  });

  it('does not wait for a request when none is waiting, or when not asked to', async () => {
    // A request that would answer only later: neither pause may wait for it.
    let answered = false;
    await yieldToRequests({ untilAnswered: true });
    requestArrived();
    const later = setTimeout(() => {
      answered = true;
    }, PAUSE_MAX_MS * 3);
    await yieldToRequests();
    expect(answered).toBe(false);
    clearTimeout(later);
    requestAnswered();
  });

  it('lets in what waits on a socket when the work before it ran in the poll phase', async () => {
    // An immediate set by work of the poll phase (a statement's answer, a request's handler) runs in
    // that same turn of the loop, before any socket is read again: an export's ids query and its
    // first rows ran as one block, with a GET's bytes waiting on the socket (issue 26).
    const got: string[] = [];
    const server = createServer((socket) => socket.on('data', (d) => got.push(String(d))));
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const accepted = once(server, 'connection');
    const client: Socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
    await Promise.all([once(client, 'connect'), accepted]);
    const seen = await new Promise<string[]>((resolve) => {
      // A file read's callback runs in the poll phase.
      readFile(import.meta.filename, () => {
        client.write('GET');
        const until = performance.now() + 5;
        while (performance.now() < until); // the bytes are on the server's socket now
        yieldToRequests().then(() => resolve([...got]));
      });
    });
    expect(seen).toEqual(['GET']);
    client.destroy();
    server.close();
  });

  it("counts an app's requests from their arrival to their answer", async () => {
    const app = Fastify();
    trackInFlight(app);
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    app.get('/slow', async () => {
      await held;
      return { ok: true };
    });
    await app.ready();
    const answer = app.inject({ method: 'GET', url: '/slow' });
    // The request is under way: a pause waits for it.
    await new Promise((r) => setTimeout(r, 20));
    let released = false;
    setTimeout(() => {
      released = true;
      release();
    }, 30);
    await yieldToRequests({ untilAnswered: true });
    expect(released).toBe(true);
    expect((await answer).statusCode).toBe(200);
    // Answered: nothing is waited for any more (a pause would otherwise last PAUSE_MAX_MS).
    const next = await timed(yieldToRequests({ untilAnswered: true }));
    expect(next).toBeLessThan(PAUSE_MAX_MS);
    await app.close();
  });
});
