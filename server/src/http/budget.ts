import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import underPressure from '@fastify/under-pressure';
import { ErrorCode, type ErrorBody } from '@console/contract/errors';
import { healthApi } from '@console/contract/health/api';
import type { RequestBudget } from '../config.ts';
import { AppError } from './errors.ts';
import { WEB_ASSETS_PREFIX } from './pages.ts';

/**
 * The request budget (docs/operations.md): no request holds the process without bound.
 *
 * - **Event-loop protection** (@fastify/under-pressure): while the loop lags more than
 *   MAX_EVENT_LOOP_DELAY_MS (sampled each second), requests are answered 503 with Retry-After at
 *   once instead of queueing behind the heavy one, in the one error shape. The health probes are
 *   exempt: a lagging console is alive and its database reachable, and a probe that failed would
 *   take the instance out of the load balancer or restart it for a transient lag. The web app's
 *   files (/assets/) are exempt too: one costs a file read, not the database, and a page whose
 *   script was refused stays broken until the user reloads it (the browser keeps a failed import).
 * - **A deadline per request**: REQUEST_TIMEOUT_SECONDS after the request has arrived whole, an
 *   answer that has not started is replaced by 503. A CSV export or a file answer has the
 *   long-work budget instead (`allowLongWork`, kit/register.ts), LONG_STATEMENT_TIMEOUT_SECONDS: its
 *   rows stream once they start, each batch its own query within that statement timeout. The
 *   handler is not interrupted (JavaScript cannot be), but on PostgreSQL each of its statements is
 *   cut by the statement timeout, which is shorter; a synchronous loop is watchdog.ts's to end.
 *
 *   Fastify's own `handlerTimeout` is not used: its timer runs until the response has finished, so
 *   it would cut a CSV download in progress, and a route's value is fixed while a list route answers
 *   both a page and (format=csv) its export. Time spent receiving a body (an upload on a slow line)
 *   does not count: Node's own timeouts bound that.
 */

/** What a request past its deadline is answered: it was not stopped, so it may yet have done its work. */
export const REQUEST_DEADLINE_MESSAGE =
  'The request did not finish in time. It may still complete: check before trying again.';

/** What a client is told to wait after a 503 for a lagging event loop. */
const PRESSURE_RETRY_AFTER_SECONDS = 5;

/** How often the event loop's lag is sampled (its mean over the interval). */
const PRESSURE_SAMPLE_MS = 1000;

const EXEMPT_FROM_PRESSURE = new Set<string>([healthApi.live.path, healthApi.ready.path]);

/** A probe, or a file of the web app: the route matched, not the address, which a client writes. */
const exemptFromPressure = (request: FastifyRequest) => {
  const route = request.routeOptions.url ?? '';
  return EXEMPT_FROM_PRESSURE.has(route) || route.startsWith(WEB_ASSETS_PREFIX);
};

interface Deadline {
  timer: NodeJS.Timeout | undefined;
  limitMs: number;
  longMs: number;
  expire(): void;
}

const deadlines = new WeakMap<FastifyRequest, Deadline>();

function sendBudgetError(reply: FastifyReply, request: FastifyRequest, body: ErrorBody) {
  return reply
    .status(503)
    .type('application/json; charset=utf-8')
    .send({ ...body, requestId: request.id });
}

/**
 * The request is a CSV export or a file answer: its deadline becomes the long-work budget, counted
 * from this call. Called by the kit before its handler reads anything.
 */
export function allowLongWork(request: FastifyRequest): void {
  const deadline = deadlines.get(request);
  if (!deadline || deadline.limitMs === deadline.longMs) return;
  deadline.limitMs = deadline.longMs;
  if (deadline.timer) {
    clearTimeout(deadline.timer);
    deadline.timer = setTimeout(deadline.expire, deadline.longMs);
  }
}

export async function installRequestBudget(app: FastifyInstance, budget: RequestBudget): Promise<void> {
  if (budget.maxEventLoopDelayMs > 0) {
    // The lag is the mean over each sample interval. The first samples after start cover the
    // migrations, the seed and the job queue's setup, which hold the loop for seconds on the
    // embedded database: a console that has just said it is ready would answer 503. Readings count
    // from the second whole interval after the app is ready or listening.
    let trustAfter = Number.POSITIVE_INFINITY;
    const trustLater = async () => {
      trustAfter = performance.now() + 2 * PRESSURE_SAMPLE_MS + 500;
    };
    app.addHook('onReady', trustLater);
    app.addHook('onListen', trustLater);
    await app.register(underPressure, {
      maxEventLoopDelay: budget.maxEventLoopDelayMs,
      sampleInterval: PRESSURE_SAMPLE_MS,
      retryAfter: PRESSURE_RETRY_AFTER_SECONDS,
      // Rejecting goes to the error handler (http/errors.ts), which answers the one error shape.
      pressureHandler: async (request, reply) => {
        if (exemptFromPressure(request)) return;
        if (performance.now() < trustAfter) return;
        reply.header('retry-after', PRESSURE_RETRY_AFTER_SECONDS);
        throw new AppError(
          503,
          ErrorCode.ServiceUnavailable,
          'The console is busy at the moment. Try again in a few seconds.',
        );
      },
    });
  }

  const requestMs = budget.requestTimeoutSeconds * 1000;
  const longMs = Math.max(requestMs, budget.longStatementTimeoutSeconds * 1000);
  app.addHook('onRequest', async (request, reply) => {
    const deadline: Deadline = {
      timer: undefined,
      limitMs: requestMs,
      longMs,
      expire: () => {
        deadline.timer = undefined;
        if (reply.sent || reply.raw.headersSent || reply.raw.destroyed) return;
        // Still receiving the body (an upload): the time is the client's, not the handler's, so
        // the handler's whole budget starts once the body has arrived. (`complete` is false only
        // on a real socket's request whose body has not all arrived.)
        if (request.raw.complete === false && !request.raw.destroyed) {
          request.raw.once('end', () => {
            if (!reply.sent) deadline.timer = setTimeout(deadline.expire, deadline.limitMs);
          });
          return;
        }
        request.log.warn({ limitMs: deadline.limitMs }, 'request deadline passed: answered 503');
        // The handler is not stopped (JavaScript cannot be) and may still finish, or answer later,
        // which Fastify then only logs; the message must not claim its change was undone.
        void sendBudgetError(reply, request, {
          code: ErrorCode.ServiceUnavailable,
          message: REQUEST_DEADLINE_MESSAGE,
        });
      },
    };
    deadline.timer = setTimeout(deadline.expire, requestMs);
    deadlines.set(request, deadline);
    reply.raw.once('close', () => clearTimeout(deadline.timer));
  });
}
