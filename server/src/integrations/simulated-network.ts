// What a simulator owes the event loop. A real client's call waits on the network, so the caller's
// loop over devices or SIM cards gives every other request a turn between two calls; an in-process
// simulator answers at once, and on the embedded database (whose statements also never wait on I/O)
// a usage sync's whole loop over a source's devices ran as one turn of the event loop (a GET waited
// 1,053 ms, issue 26). A simulated call therefore answers after a turn, and its own work yields
// every few milliseconds too. The answers do not change.

/** Work a simulator does between two turns it gives the event loop, in milliseconds. */
export const SIMULATED_SLICE_MS = 4;

/**
 * One turn of the event loop, as a network round trip would give: the answer comes after the loop has
 * read its sockets again. Two immediates, because one set from work of the poll phase (the answer of
 * a statement, a request's handler) runs in that same turn, before any socket is read.
 */
export const networkTurn = () => new Promise<void>((resolve) => setImmediate(() => setImmediate(resolve)));

/**
 * A check for a simulator's loop: `await pace()` gives the event loop a turn once SIMULATED_SLICE_MS
 * of work have passed since the last one (a long range of days for a device of many WANs).
 */
export function pacer(): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < SIMULATED_SLICE_MS) return;
    await networkTurn();
    since = performance.now();
  };
}
