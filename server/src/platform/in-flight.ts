// Requests still being served, so that closing the app waits for them before the database closes.
// The HTTP server's own close waits for open connections only: a client that hangs up mid-request
// leaves its handler running with no connection to wait for, and closing the pool under it broke its
// transaction ("Cannot use a pool after calling end"). A request counts from onRequest until its
// handler has answered (onSend) and its response is over (sent, or the client gone).
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface InFlight {
  /** Requests not done yet. */
  readonly size: number;
  /** Resolves when every request counted now is done, or after `graceMs`; answers how many were left. */
  drain: (graceMs: number) => Promise<number>;
}

/** Counts the app's requests; register it before the routes and the other request hooks. */
export function trackInFlight(app: FastifyInstance): InFlight {
  const pending = new Set<Promise<void>>();
  const answered = new WeakMap<FastifyRequest, () => void>();
  let closing = false;

  // Fastify answers requests that arrive while closing with 503 and `Connection: close`; the answers of
  // those already running get it too, so their kept-alive connections end with them and the server's
  // close does not wait for the clients' idle timeout.
  app.addHook('preClose', async () => {
    closing = true;
  });

  app.addHook('onRequest', async (request, reply) => {
    let markAnswered!: () => void;
    const handled = new Promise<void>((resolve) => (markAnswered = resolve));
    const over = new Promise<void>((resolve) => {
      reply.raw.once('finish', resolve);
      reply.raw.once('close', resolve);
    });
    const done: Promise<void> = Promise.all([handled, over]).then(() => {
      pending.delete(done);
    });
    pending.add(done);
    answered.set(request, markAnswered);
  });
  // Called once the handler (or the error handler) has its answer, whether or not the client still listens.
  app.addHook('onSend', async (request, reply, payload) => {
    answered.get(request)?.();
    if (closing) reply.header('connection', 'close');
    return payload;
  });

  return {
    get size() {
      return pending.size;
    },
    async drain(graceMs) {
      if (pending.size === 0) return 0;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)));
      await Promise.race([Promise.all([...pending]), late]);
      clearTimeout(timer);
      return pending.size;
    },
  };
}
