import Fastify from 'fastify';
import { buildApp } from '@console/server/src/app.ts';
import type { Db } from '@console/server/src/db/client.ts';
import { resolveSession, userInfo } from '@console/server/src/platform/session/service.ts';
import { seedDemo } from '@console/server/src/demo/index.ts';
import { BENCH_PASSWORD, benchConfig, openBenchDatabase, type BenchDatabaseKind } from './database.ts';
import { signInOverHttp } from '@console/server/src/testing/sign-in-over-http.ts';
import { leanGet } from './lean-get.ts';
import { statementRecorder, statementTexts } from './statements.ts';
import { summarize, timeAlternately, type Measurement } from './stats.ts';
import { checkAgainst, type Check } from './targets.ts';

const WARM_UP = 50;

export interface SessionMeasurement extends Measurement {
  /** The statements the request ran (their first words), which the SQL side replays. */
  statements: string[];
  /**
   * The floor under the ratio: a bare Fastify route in the same process that runs the same
   * statement through the same pool (resolveSession) and answers the same JSON, timed against the
   * same replay. What the console adds is its HTTP time over this one's.
   */
  bareRoute: { p50: number; ratio: number };
}

/**
 * Every signed-in request resolves its session first, so its cost is paid by every call:
 * GET /api/user/info over real HTTP against every statement that request ran, replayed directly on
 * the database (statements.ts).
 */
export async function benchSession(kind: BenchDatabaseKind, requests: number): Promise<SessionMeasurement> {
  const database = await openBenchDatabase(kind);
  try {
    await database.migrate();
    await seedDemo(database.db, { password: BENCH_PASSWORD });
    const app = await buildApp(benchConfig(), database, { logger: false });
    try {
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      const { cookie } = await signInOverHttp(address, 'admin', BENCH_PASSWORD);
      const get = leanGet(address, { cookie });
      const userInfo = async () => {
        const { status, body } = await get('/api/user/info');
        if (status !== 200) throw new Error(`GET /api/user/info answered ${status}: not signed in`);
        return body;
      };
      const recorder = statementRecorder(database);
      await userInfo();
      const statements = await recorder.record(userInfo);
      const replay = () => recorder.replay(statements);
      await timeAlternately(WARM_UP, userInfo, replay);
      const { http, sql } = await timeAlternately(requests, userInfo, replay);
      const bare = await bareSessionRoute(database.db);
      try {
        const token = /console_session=([^;]+)/.exec(cookie)?.[1] ?? '';
        const bareGet = leanGet(bare.address, { authorization: token });
        const bareInfo = async () => {
          const { status, body } = await bareGet('/user/info');
          if (status !== 200) throw new Error(`the bare route answered ${status}`);
          return body;
        };
        await timeAlternately(WARM_UP, bareInfo, replay);
        const bareTimes = await timeAlternately(requests, bareInfo, replay);
        const floor = summarize('bare route', bareTimes.http, bareTimes.sql);
        return {
          ...summarize(`session lookup (${kind})`, http, sql),
          statements: statementTexts(statements),
          bareRoute: { p50: floor.http.p50, ratio: floor.ratio },
        };
      } finally {
        await bare.app.close();
      }
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

/**
 * Fastify with one route and nothing else (no cookies, hooks, headers or validation): the session
 * statement through the same database handle, its answer as /api/user/info gives it. The token
 * comes in a header, as raw as it can be read.
 */
async function bareSessionRoute(db: Db) {
  const app = Fastify();
  app.get('/user/info', async (request, reply) => {
    const staff = await resolveSession(db, request.headers.authorization ?? '');
    if (!staff) return reply.status(401).send();
    return userInfo(staff);
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, address };
}

/** HTTP/SQL of the session lookup, SQL being every statement the request ran. */
export const sessionChecks = (m: SessionMeasurement): Check[] => [
  checkAgainst(
    'httpOverSql',
    `${m.name}, ${m.statements.length} statements (a bare route with the same statement: ${m.bareRoute.p50} ms, ${m.bareRoute.ratio})`,
    m.http.p50,
    m.sql.p50,
    'ms',
  ),
];
