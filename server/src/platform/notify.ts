// Several processes, one truth (decision 0077): what one process keeps in memory and another process's
// write can make wrong is told to every process through PostgreSQL's LISTEN/NOTIFY on one channel.
// An announcement is sent inside the writing transaction (pg_notify), so it reaches the listeners at
// commit, never for a write that rolled back, and a few milliseconds after it on a local server.
// A process that may have missed announcements (its listening connection is down, or has delivered
// nothing for longer than TRUST_MS) says so through `trusted()`: its caches then serve nothing.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../db/client.ts';

export const CHANNEL = 'console_changed';
/** The listening connections' application_name. */
export const LISTENER_NAME = 'console-listener';

/** What changed: `sessions` (a session, user or permission may be wrong in a session cache). */
export type Topic = 'sessions';

/** The listener pings itself this often, so a silent connection is noticed within TRUST_MS. */
const PING_MS = 300;
/** A listener that delivered nothing (not even its own ping) for this long is not trusted. */
export const TRUST_MS = 1_000;
const RECONNECT_MAX_MS = 5_000;

/** Tells every process, at commit of `exec`'s transaction (at once on the pool). */
export async function announce(exec: Executor, topic: Topic): Promise<void> {
  await exec.execute(sql`select pg_notify(${CHANNEL}, ${topic})`);
}

export interface Notifications {
  /** A database server, which other processes may share (the embedded one belongs to this process). */
  server: boolean;
  /** True while every announcement is sure to reach this process within TRUST_MS. */
  trusted: () => boolean;
  /** `handler` runs on each announcement of the topic, and when announcements may have been missed. */
  on: (topic: Topic, handler: () => void) => void;
  close: () => Promise<void>;
}

type PgliteLike = { listen: (channel: string, cb: (payload: string) => void) => Promise<() => Promise<void>> };
type PgClient = {
  connect: () => Promise<void>;
  query: (text: string) => Promise<unknown>;
  end: () => Promise<void>;
  on: (event: string, cb: (arg: any) => void) => void;
};
type PoolLike = { options: Record<string, unknown> };

/** Starts this process's listener on the database behind `db` (the embedded one or a server). */
export async function listenForChanges(db: Db, log: FastifyBaseLogger): Promise<Notifications> {
  const handlers = new Map<Topic, (() => void)[]>();
  const on = (topic: Topic, handler: () => void) => handlers.set(topic, [...(handlers.get(topic) ?? []), handler]);
  const dispatch = (topic: string) => {
    for (const handler of handlers.get(topic as Topic) ?? []) handler();
  };
  const everyTopic = () => {
    for (const list of handlers.values()) for (const handler of list) handler();
  };
  const client = (db as unknown as { $client: unknown }).$client;

  // Embedded: one process holds the database; its own listener hears every commit, nothing to lose.
  if (typeof (client as PgliteLike).listen === 'function') {
    const unlisten = await (client as PgliteLike).listen(CHANNEL, dispatch);
    return { server: false, trusted: () => true, on, close: () => unlisten() };
  }

  // A server: one connection of its own, outside the pool (a pooled one would be handed to queries).
  const { default: pg } = await import('pg');
  const options = (client as PoolLike).options;
  let conn: PgClient | null = null;
  let lastHeard = 0;
  let closed = false;
  let retryMs = 200;
  let ping: NodeJS.Timeout | undefined;
  let retry: NodeJS.Timeout | undefined;

  const lost = (dead: PgClient, why: unknown) => {
    if (closed || conn !== dead) return;
    conn = null;
    lastHeard = 0;
    clearInterval(ping);
    dead.end().catch(() => {});
    log.warn({ err: why }, 'change listener lost; session cache off until it is back');
    everyTopic();
    retry = setTimeout(connect, retryMs);
    retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
  };

  async function connect(): Promise<void> {
    if (closed) return;
    // Named, so an operator sees each process's listener in pg_stat_activity.
    const next = new pg.Client({ ...options, keepAlive: true, application_name: LISTENER_NAME } as never) as unknown as PgClient;
    next.on('error', (err) => lost(next, err));
    next.on('end', () => lost(next, 'connection ended'));
    next.on('notification', (msg: { payload?: string }) => {
      lastHeard = Date.now();
      if (msg.payload) dispatch(msg.payload);
    });
    try {
      await next.connect();
      await next.query(`listen ${CHANNEL}`);
    } catch (err) {
      next.end().catch(() => {});
      log.warn({ err }, 'change listener could not connect; retrying');
      retry = setTimeout(connect, retryMs);
      retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    conn = next;
    retryMs = 200;
    // Whatever was announced while nobody listened is unknown: start clean.
    everyTopic();
    lastHeard = Date.now();
    // One ping at a time: a ping slower than PING_MS (a busy server) is not joined by another queued
    // on the same client (pg warns of it, and pg@9 refuses it); the listener is simply trusted less.
    let pinging = false;
    ping = setInterval(() => {
      if (pinging) return;
      pinging = true;
      next
        .query(`select pg_notify('${CHANNEL}', 'ping')`)
        .catch((err) => lost(next, err))
        .finally(() => {
          pinging = false;
        });
    }, PING_MS);
    ping.unref();
  }

  await connect();
  return {
    server: true,
    trusted: () => conn !== null && Date.now() - lastHeard < TRUST_MS,
    on,
    close: async () => {
      closed = true;
      clearInterval(ping);
      clearTimeout(retry);
      const last = conn;
      conn = null;
      await last?.end().catch(() => {});
    },
  };
}
