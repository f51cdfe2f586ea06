import { buildApp } from '@console/server/src/app.ts';
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
      return { ...summarize(`session lookup (${kind})`, http, sql), statements: statementTexts(statements) };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

/** HTTP/SQL of the session lookup, SQL being every statement the request ran. */
export const sessionChecks = (m: SessionMeasurement): Check[] => [
  checkAgainst('httpOverSql', `${m.name}, ${m.statements.length} statements`, m.http.p50, m.sql.p50, 'ms'),
];
