import { buildApp } from '@console/server/src/app.ts';
import { seedDemo } from '@console/server/src/demo/index.ts';
import { resolveSession } from '@console/server/src/modules/session/service.ts';
import { BENCH_PASSWORD, benchConfig, openBenchDatabase, type BenchDatabaseKind } from './database.ts';
import { signInOverHttp } from '@console/server/src/testing/sign-in-over-http.ts';
import { summarize, timeAlternately, type Measurement } from './stats.ts';

const WARM_UP = 50;

/**
 * Every signed-in request resolves its session first, so its cost is paid by every call:
 * GET /api/user/info over real HTTP against the same lookup run directly on the database.
 */
export async function benchSession(kind: BenchDatabaseKind, requests: number): Promise<Measurement> {
  const database = await openBenchDatabase(kind);
  try {
    await database.migrate();
    await seedDemo(database.db, { password: BENCH_PASSWORD });
    const app = await buildApp(benchConfig(), database, { logger: false });
    try {
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      const { cookie, sessionToken } = await signInOverHttp(address, 'admin', BENCH_PASSWORD);
      const userInfo = async () => {
        const response = await fetch(`${address}/api/user/info`, { headers: { cookie } });
        if (!response.ok) throw new Error(`GET /api/user/info answered ${response.status}: not signed in`);
        return response.text();
      };
      const lookup = () => resolveSession(database.db, sessionToken);
      await timeAlternately(WARM_UP, userInfo, lookup);
      const { http, sql } = await timeAlternately(requests, userInfo, lookup);
      return summarize(`session lookup (${kind})`, http, sql);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}
