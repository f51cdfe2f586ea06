import { randomInt } from 'node:crypto';
import { readdirSync } from 'node:fs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityApi,
  INGEST_REQUEST_IMAGES_PATH,
  INGEST_REQUESTS_PATH,
  PRODUCT_TOKEN_KINDS,
} from '@console/contract/activity/api';
import { customerSiteApi } from '@console/contract/customer-site/api';
import { Project } from '@console/contract/products/api';
import { ANTI_FORGERY_HEADER } from '@console/contract/constants';
import { COLLECTOR_INGEST_PATH } from '@console/contract/collector/api';
import { facesApi } from '@console/contract/faces/api';
import { accountsApi } from '@console/contract/accounts/api';
import { fillPath } from '@console/contract/kit';
import { metadataApi } from '@console/contract/metadata-schema';
import { sessionApi } from '@console/contract/session/api';
import { accountOfCompanyB } from '../../modules/accounts/testing.ts';
import { issueProductToken } from '../../modules/collector/tokens.ts';
import { issueToken } from '../../kit/tokens.ts';
import { faceAccount } from '../../modules/faces/testing.ts';
import type { BaseCall, FuzzCase, FuzzTarget } from './cases.ts';
import { encodeCase, type EncodedRequest } from './encode.ts';
import { changedTables, databaseFingerprint } from './fingerprint.ts';
import { baseCase, malformedCases, MINIMUM_CASES, SAMPLED_CASES, sampleCases } from './generate.ts';
import { BODY_LIMIT_BYTES, refusal } from './rules.ts';
import { validValue } from './schema.ts';
import { fuzzTargets } from './targets.ts';
import { gateKey, loadGateFixtures } from '../gate-suite.ts';
import { createTestContext, grantEveryModule, grantEveryProject, PASSWORD } from '../harness.ts';
import { appRoutes } from '../routes.ts';

/**
 * The generated fuzz suite (issue 10): every route that changes something, and every GET with a
 * path or a query, is sent malformed requests made from its own schemas (a wrong type, a missing or
 * unknown field, a huge or odd text, a NUL byte, a number out of range or not finite, deep nesting, a
 * long list, a wrong content type, a malformed body). Each must be refused with a 4xx in the error
 * shape, and none may change a row. A new route is covered without a line here.
 *
 * Each answer must also come within ANSWER_LIMIT_MS: a request the server takes long over (a loop over
 * a year-9999 period, a query without a bound) is a failure like a 500, named with its time.
 *
 * The requests come from a seeded generator: each route's book has at least 200 of them, and a run
 * sends a sample of each book (SAMPLED_CASES, one of every class before a second of any, in an order
 * the seed draws; testing/fuzz/generate.ts), so every route is fuzzed every run and the classes rotate
 * from run to run. The seed is new each run and printed at the start; a failure names it too, and
 * `FUZZ_SEED=<seed> npx vitest run --project server src/http/fuzz-` makes the same requests
 * again. FUZZ_CASES=all sends every route's whole book (FUZZ_CASES=<n>, n of each).
 */
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : randomInt(2 ** 31);
const SAMPLE = process.env.FUZZ_CASES === 'all' ? Infinity : Number(process.env.FUZZ_CASES ?? SAMPLED_CASES);
if (!Number.isInteger(SEED) || !(SAMPLE >= 1))
  throw new Error('FUZZ_SEED is a whole number, FUZZ_CASES one from 1 or all');

/** The credential of a call: a signed-in admin's session and anti-forgery token, or a machine's. */
interface Caller {
  cookies?: Record<string, string>;
  headers: Record<string, string>;
}

/** Why an answer is not a refusal in the error shape, or undefined when it is one. */
function answerProblem(response: LightMyRequestResponse): string | undefined {
  if (response.statusCode >= 500) return 'a server error';
  if (response.statusCode < 400) return 'not refused';
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return 'not JSON';
  }
  const { code, message } = (body ?? {}) as { code?: unknown; message?: unknown };
  return typeof code === 'string' && typeof message === 'string' && message
    ? undefined
    : 'not the error shape';
}

const cut = (text: string, length: number) =>
  JSON.stringify(text.length > length ? `${text.slice(0, length)}…(${text.length} characters)` : text);

function described(
  fuzzCase: FuzzCase,
  request: EncodedRequest,
  response: LightMyRequestResponse,
  problem: string,
) {
  return [
    `  ${problem}: ${fuzzCase.rule} at ${fuzzCase.at} → ${response.statusCode} ${cut(response.body, 300)}`,
    `    ${request.method} ${cut(request.url, 200)} ${request.headers['content-type'] ?? '(no content type)'} ${cut(request.payload?.toString() ?? '', 300)}`,
  ].join('\n');
}

/**
 * How long one malformed request may take to be refused. A refusal is parsing and validation, a few
 * milliseconds; the limit leaves room for the 1 MiB bodies and 100,000-item lists on a busy 2-core
 * machine, and is far below what a runaway loop or an unbounded query takes.
 */
const ANSWER_LIMIT_MS = Number(process.env.FUZZ_ANSWER_LIMIT_MS ?? 5_000);

/** How many failing requests a failure message shows; the count says how many there were. */
const SHOWN = 25;

/**
 * One shard of the suite: the routes whose place in the route list is `index` modulo `count`. The
 * suite is the test files http/fuzz-<n>-of-<count>.test.ts, one a shard, so that the test workers
 * share it (one file held one worker for a third of the API suite while the other ran the rest);
 * the first also checks that every route that changes something is fuzzed.
 */
export interface FuzzShard {
  index: number;
  count: number;
}

export async function fuzzSuite(shard: FuzzShard): Promise<void> {
  console.log(
    `fuzz suite, shard ${shard.index + 1} of ${shard.count}: seed ${SEED}, ${SAMPLE} malformed requests a route (FUZZ_SEED=${SEED} replays them)`,
  );
  // The collector's upload rate (and the product API's) would answer 429 to most of a route's 200
  // uploads, hiding what the upload itself does with them.
  const t = await createTestContext({
    COLLECTOR_UPLOADS_PER_MINUTE: '100000',
    INGEST_REQUESTS_PER_MINUTE: '100000',
  });
  await t.app.ready();
  afterAll(() => t.close());

  const routes = appRoutes(t.app);
  const targets = fuzzTargets(routes);
  const shardTargets = targets.filter((_, i) => i % shard.count === shard.index);
  const gated = new Set(routes.filter((route) => route.gate).map((route) => gateKey(route)));
  const { tenant, provider } = await loadGateFixtures();
  const fixtures = { ...tenant, ...provider };

  /**
   * A signed-in admin administering companyB, whose records the gate fixtures name: a fresh session
   * per route, so that one route's slipped request (a sign-out, a change of company) cannot blunt the next.
   */
  async function adminOfCompanyB(): Promise<Caller> {
    const admin = await t.signIn('admin');
    const switched = await admin.post('/api/user/AdministeredCompany', { companyType: t.fixtures.companyB });
    if (switched.statusCode !== 200) throw new Error(`administering companyB failed: ${switched.body}`);
    return { cookies: admin.cookies, headers: { [ANTI_FORGERY_HEADER]: admin.token } };
  }

  /**
   * A product token of a new companyB account (its Veriscan Online product): the credential of the
   * product API. Its first use stamps lastUsedAt, done here by a report refused for its content
   * type, before the fingerprint.
   */
  async function productCaller(): Promise<Caller> {
    const { accountId } = await accountOfCompanyB(t);
    const owner = {
      kind: PRODUCT_TOKEN_KINDS[Project.VsOnline],
      companyId: t.fixtures.companyB,
      ownerId: accountId,
    };
    const actor = { id: null, name: 'fuzz suite', companyId: t.fixtures.companyB };
    const { token } = await issueToken(t.database.db, actor, owner, { label: 'Fuzz suite' });
    const headers = { authorization: `Bearer ${token}` };
    await t.app.inject({ method: 'POST', url: INGEST_REQUESTS_PATH, headers, payload: 'x' });
    return { headers };
  }

  /** Valid calls a schema cannot make: a credential in the body, a name the route must know. */
  const SPECIAL_CALLS: Record<string, () => Promise<Partial<BaseCall> & { caller?: Caller }>> = {
    // The fixture user nothing else here signs in as: a slipped request signs in, and a failure counts
    // against that name only.
    [gateKey(sessionApi.login)]: async () => ({ body: { userName: 'support', password: PASSWORD } }),
    [gateKey(metadataApi.route)]: async () => ({
      query: { httpMethod: 'POST', route: accountsApi.create.path },
    }),
    // A live one-time link of a companyB user: a slipped request redeems it.
    [gateKey(customerSiteApi.redeemAutoLogin)]: async () => {
      const { userId } = await accountOfCompanyB(t);
      const admin = await adminOfCompanyB();
      const issued = await t.app.inject({
        method: 'GET',
        url: fillPath(accountsApi.autoLogin.path, { userId }),
        ...(admin.cookies ? { cookies: admin.cookies } : {}),
      });
      const link = new URL((issued.json() as { autoLoginLink: string }).autoLoginLink);
      return { body: { token: link.searchParams.get('token'), sig: link.searchParams.get('sig') } };
    },
    // A product's report with a live product token of a companyB account.
    [gateKey(activityApi.ingest)]: async () => {
      const caller = await productCaller();
      return {
        body: { externalId: 'fuzz-1', status: 'success', startedAt: new Date().toISOString() },
        caller,
      };
    },
    // The images of a request the product reported before.
    [`POST ${INGEST_REQUEST_IMAGES_PATH}`]: async () => {
      const caller = await productCaller();
      const reported = await t.app.inject({
        method: 'POST',
        url: INGEST_REQUESTS_PATH,
        headers: { ...caller.headers, 'content-type': 'application/json' },
        payload: { externalId: 'fuzz-images', status: 'review', startedAt: new Date().toISOString() },
      });
      if (reported.statusCode !== 201) throw new Error(`reporting a request failed: ${reported.body}`);
      return { params: { externalId: 'fuzz-images' }, body: {}, caller };
    },
    // Face Compare's call with a live Face Compare token of companyB (another product's is refused
    // before its fields are read). The valid call's fields carry no images: every case is refused
    // before the engines, so a batch costs no face match.
    [gateKey(facesApi.compare)]: async () => {
      const { token } = await faceAccount(t, t.fixtures.companyB, 'Fuzz Faces');
      const caller = { headers: { authorization: `Bearer ${token}` } };
      // The token's first use stamps its lastUsedAt: done here, before the fingerprint.
      await t.app.inject({
        method: 'POST',
        url: facesApi.compare.path,
        headers: caller.headers,
        payload: 'x',
      });
      return { body: { externalId: 'fuzz-compare' }, caller };
    },
    // A device's upload with a live token of companyB.
    [`POST ${COLLECTOR_INGEST_PATH}`]: async () => {
      const actor = { id: null, name: 'fuzz suite', companyId: t.fixtures.companyB };
      const { token } = await issueProductToken(t.database.db, actor, t.fixtures.companyB, 'Fuzz suite');
      const caller = { headers: { authorization: `Bearer ${token}` } };
      // The token's first use stamps its lastUsedAt (at most once a minute): done here, before the
      // fingerprint, by an upload refused for its content type.
      await t.app.inject({
        method: 'POST',
        url: COLLECTOR_INGEST_PATH,
        headers: caller.headers,
        payload: 'x',
      });
      return { body: { referenceId: 'fuzz-log', productName: 'Fuzz suite' }, caller };
    },
  };

  /** The valid call every case of the route breaks once, and who makes it. */
  async function validCall(target: FuzzTarget): Promise<{ base: BaseCall; caller: Caller }> {
    const fixture = fixtures[target.key];
    const special = await SPECIAL_CALLS[target.key]?.();
    if (target.params && !fixture && !special?.params)
      throw new Error(`${target.key} has path parameters and no gate fixture`);
    const given = fixture ? await fixture(t) : undefined;
    const query = special?.query ?? given?.query ?? (target.query ? validValue(target.query) : {});
    const body = special?.body ?? given?.body ?? (target.body ? validValue(target.body) : undefined);
    return {
      base: {
        params: special?.params ?? given?.params ?? {},
        query: query as BaseCall['query'],
        ...(target.method === 'GET' || body === undefined ? {} : { body }),
      },
      caller: special?.caller ?? (gated.has(target.key) ? await adminOfCompanyB() : { headers: {} }),
    };
  }

  beforeAll(async () => {
    expect(t.config.bodyLimitBytes, 'the huge bodies are built to pass the default body limit').toBe(
      BODY_LIMIT_BYTES,
    );
    // companyB gets every module and project, so its records (the gate fixtures') reach their handlers.
    await grantEveryModule(t.database, t.fixtures.companyB);
    await grantEveryProject(t.database, t.fixtures.companyB);
  });

  if (shard.index === 0)
    it('fuzzes every route that changes something', () => {
      const fuzzed = new Set(targets.map((target) => target.key));
      const writes = routes.filter((route) => route.method !== 'GET').map((route) => gateKey(route));
      expect(writes.length).toBeGreaterThan(15);
      expect(writes.filter((key) => !fuzzed.has(key))).toEqual([]);
    });

  // The shards cover every route only together: a shard's file gone would leave its routes unfuzzed.
  if (shard.index === 0)
    it('runs every shard of the suite, each from its own file', () => {
      const files = readdirSync(new URL('../../http/', import.meta.url)).filter((name) =>
        /^fuzz-\d+-of-\d+\.test\.ts$/.test(name),
      );
      const expected = Array.from(
        { length: shard.count },
        (_, i) => `fuzz-${i + 1}-of-${shard.count}.test.ts`,
      );
      expect(files.sort()).toEqual(expected);
    });

  describe('every malformed request is refused with a 4xx in the error shape and changes no row', () => {
    it.each(shardTargets.map((target) => [target.key, target] as const))(
      '%s',
      async (key, target) => {
        const { base, caller } = await validCall(target);
        expect(
          refusal(target, baseCase(target, base)),
          'the valid call the cases break is valid',
        ).toBeUndefined();
        const cases = malformedCases(target, base, SEED);
        expect(cases.length).toBeGreaterThanOrEqual(MINIMUM_CASES);
        // So that a failure below is the server's: each request breaks a rule (testing/fuzz/rules.ts).
        const valid = cases.filter((fuzzCase) => refusal(target, fuzzCase) === undefined);
        expect(
          valid.map((fuzzCase) => `${fuzzCase.rule} at ${fuzzCase.at}`),
          'requests that break no rule',
        ).toEqual([]);

        const sent = sampleCases(cases, SEED, key, SAMPLE);

        const failures: string[] = [];
        const before = await databaseFingerprint(t.database);
        for (const fuzzCase of sent) {
          const request = encodeCase(target, fuzzCase);
          const started = performance.now();
          const response = await t.app.inject({
            ...request,
            headers: { ...caller.headers, ...request.headers },
            ...(caller.cookies ? { cookies: caller.cookies } : {}),
          });
          const took = Math.round(performance.now() - started);
          const problem =
            answerProblem(response) ?? (took > ANSWER_LIMIT_MS ? `slow (${took} ms)` : undefined);
          if (problem) failures.push(described(fuzzCase, request, response, problem));
        }
        const changed = changedTables(before, await databaseFingerprint(t.database));

        const report = [
          `${key}, seed ${SEED}: ${failures.length} of ${sent.length} malformed requests were not refused with a 4xx in the error shape within ${ANSWER_LIMIT_MS} ms`,
          ...failures.slice(0, SHOWN),
          ...(failures.length > SHOWN ? [`  …and ${failures.length - SHOWN} more`] : []),
          `Tables changed by the batch: ${changed.join(', ') || 'none'}`,
        ].join('\n');
        expect(failures.length === 0 && changed.length === 0, report).toBe(true);
      },
      // A server that takes a 100,000-item list may need long for it; the report says so, not a timeout.
      180_000,
    );
  });
}
