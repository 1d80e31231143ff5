// The console's pages (index.html of the single-page app) for unknown non-API GETs, as one buffer.
// @fastify/static's reply.sendFile streamed the file, and each page went through two awaited replies
// (the static wildcard handing over to the not-found handler, then the file stream) plus the stream's
// own listeners: 11 'close' listeners on one response, a MaxListenersExceededWarning on page loads
// (issue 28). A buffer is sent at once; the file is read per request, so a rebuilt console is served
// without a restart, and `no-cache` makes the browser ask again for the page that names the assets.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply } from 'fastify';

/** index.html of the built console, or null when the console is not served (no build, or no file). */
export async function consolePage(reply: FastifyReply): Promise<Buffer | null> {
  // @fastify/static is registered (and decorates sendFile) only when the console's build exists.
  if (typeof (reply as { sendFile?: unknown }).sendFile !== 'function') return null;
  try {
    return await readFile(join(reply.server.services.config.WEB_DIST, 'index.html'));
  } catch {
    return null;
  }
}

/** Sends the page; the reply is returned sent, so awaiting it adds no listener to the response. */
export const sendConsolePage = (reply: FastifyReply, page: Buffer) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
