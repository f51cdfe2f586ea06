import type { FastifyInstance } from 'fastify';

/**
 * What every answer says about its connection and its caching (docs/operations.md):
 *
 * - **After SIGTERM** (shutdown.ts `markShuttingDown`) every answer carries `Connection: close`, so a
 *   keep-alive client opens its next request elsewhere instead of sending it on a connection the
 *   server is about to close (where it would be lost). Fastify adds it itself only to requests that
 *   arrive once it is closing, not to those already being handled, nor during the turns shutdown
 *   spends accepting what is queued.
 * - **A refusal sent before the body was read** (a CSV import or an upload over its limit, a wrong
 *   media type, a gate) closes its connection: the rest of the body is not read to keep the
 *   connection alive, and the client sees its connection end with the answer. Left open, the socket
 *   stayed in CLOSE-WAIT until the keep-alive timeout, and a shutdown waited its whole grace for it.
 * - **JSON is never stored** by a browser or a proxy (`Cache-Control: no-store`) unless its route
 *   says otherwise: answers carry credentials, product keys and the session's bootstrap, and a rule
 *   for all of them cannot be forgotten by a new route.
 */
const stopping = new WeakSet<FastifyInstance>();

/** From now on, every answer of the app closes its connection. */
export function markShuttingDown(app: FastifyInstance): void {
  stopping.add(app);
}

export function installConnectionRules(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (stopping.has(app) || (reply.statusCode >= 400 && request.raw.complete === false)) {
      reply.header('connection', 'close');
    }
    const type = reply.getHeader('content-type');
    if (
      typeof type === 'string' &&
      type.startsWith('application/json') &&
      !reply.hasHeader('cache-control')
    ) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
