// Between two chunks of long work on the embedded database, the loop waits for the requests that are
// waiting to have their answers (decision 0080 amended): a request then waits one chunk at most, not a
// chunk per statement it runs. The wait is bounded, and requests are counted by platform/in-flight.ts.
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
