// Requests still being served, so that closing the app waits for them before the database closes.
// The HTTP server's own close waits for open connections only: a client that hangs up mid-request
// leaves its handler running with no connection to wait for, and closing the pool under it broke its
// transaction ("Cannot use a pool after calling end"). A request counts from onRequest until its
// handler has answered (onSend) and its response is over (sent, or the client gone).
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestAnswered, requestArrived } from './chunks.ts';

export interface InFlight {
  /** Requests not done yet. */
  readonly size: number;
  /** Resolves when no request is left, or after `graceMs`; answers how many were left. */
  drain: (graceMs: number) => Promise<number>;
}

/** Answered (the handler or error handler has its answer) and over (sent, or the client gone). */
const ANSWERED = 1;
/** While closing, a connection that has sent no request for this long is ended. */
const SILENT_MS = 1000;
const OVER = 2;

declare module 'fastify' {
  interface FastifyRequest {
    /** ANSWERED | OVER bits of in-flight.ts. */
    inFlightState: number;
  }
}

/**
 * Counts the app's requests; register it before the routes and the other request hooks. A counter and
 * two bits per request (no promise per request): the drain waits on the counter reaching zero.
 */
export function trackInFlight(app: FastifyInstance): InFlight {
  let size = 0;
  let idle: Array<() => void> = [];
  let closing = false;

  const mark = (request: FastifyRequest, bit: number) => {
    const state = request.inFlightState;
    if (state & bit) return;
    request.inFlightState = state | bit;
    // Answered, or its client gone: long work need not wait for it any more (platform/chunks.ts).
    if (state === 0) requestAnswered();
    if ((state | bit) !== (ANSWERED | OVER)) return;
    size -= 1;
    if (size === 0 && idle.length > 0) {
      const waiting = idle;
      idle = [];
      for (const resolve of waiting) resolve();
    }
  };

  app.decorateRequest('inFlightState', 0);

  // Fastify answers requests that arrive while closing with 503 and `Connection: close`; the answers of
  // those already running get it too, so their kept-alive connections end with them and the server's
  // close does not wait for the clients' idle timeout.
  app.addHook('preClose', async () => {
    closing = true;
    sweepSilent();
  });

  // A connection opened that never sends a request (a load balancer's spare connection, a client that
  // connected and went quiet) is not "idle" to Node's close, which then waited for it until main.ts cut
  // every connection 20 s later (the slow stop of the multi-process bench, decision 0086). While closing,
  // such a connection is ended once it has been silent for SILENT_MS: one about to send its first
  // request has that long to do so.
  const silent = new Map<Socket, number>();
  app.server.on('connection', (socket: Socket) => {
    silent.set(socket, Date.now());
    socket.once('close', () => silent.delete(socket));
  });
  app.server.on('request', (req: IncomingMessage) => silent.delete(req.socket));
  let sweeper: NodeJS.Timeout | undefined;
  const sweepSilent = () => {
    if (sweeper) return;
    sweeper = setInterval(() => {
      const now = Date.now();
      for (const [socket, since] of silent) if (now - since >= SILENT_MS) socket.destroy();
    }, 100);
    sweeper.unref();
  };
  app.addHook('onClose', async () => clearInterval(sweeper));

  app.addHook('onRequest', (request, reply, done) => {
    size += 1;
    request.inFlightState = 0;
    requestArrived();
    // A response emits 'close' once it is over: after 'finish' when sent, or when the client went away.
    reply.raw.once('close', () => mark(request, OVER));
    done();
  });
  // Called once the handler (or the error handler) has its answer, whether or not the client still listens.
  app.addHook('onSend', (request, reply, payload, done) => {
    mark(request, ANSWERED);
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  return {
    get size() {
      return size;
    },
    async drain(graceMs) {
      if (size === 0) return 0;
      let timer: NodeJS.Timeout | undefined;
      await new Promise<void>((resolve) => {
        idle.push(resolve);
        timer = setTimeout(resolve, graceMs);
      });
      clearTimeout(timer);
      return size;
    },
  };
}
