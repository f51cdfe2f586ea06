import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPartnerServer, type PartnerServer } from './partner-server.ts';
import { testOutbound } from '../../testing/outbound.ts';
import { baseUrlProblem, PartnerError, PartnerHttp } from './http.ts';
import { OutboundPolicy } from './outbound.ts';

let partner: PartnerServer;
beforeAll(async () => {
  partner = await startPartnerServer();
  partner.on('GET', '/ping', () => ({ body: { ok: true } }));
});
afterAll(() => partner.close());

const http = (timeoutMs = 2_000) =>
  new PartnerHttp({
    partner: 'Acme',
    baseUrl: `${partner.url}/v1/`,
    headers: { 'x-api-key': 'key-0123456789' },
    timeoutMs,
    outbound: testOutbound,
  });

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('the call succeeded');
    },
    (error: unknown) => {
      if (!(error instanceof PartnerError)) throw error;
      return error;
    },
  );

describe('the partner HTTP plumbing', () => {
  it('sends JSON under the base URL with the adapter headers and a query, and reads JSON back', async () => {
    partner.on('POST', '/v1/echo', (request) => ({
      body: { got: request.body, q: request.query.get('page') },
    }));
    const answer = await http().send({
      method: 'POST',
      path: '/echo',
      query: { page: 2, skip: undefined },
      body: { a: 1 },
    });
    expect(answer).toEqual({ got: { a: 1 }, q: '2' });
    const sent = partner.requests.at(-1);
    expect(sent?.headers['x-api-key']).toBe('key-0123456789');
    expect(sent?.headers['content-type']).toBe('application/json');
    expect(sent?.query.has('skip')).toBe(false);
  });

  it("turns a partner's 5xx into a retryable refusal carrying the partner's message, never the credentials", async () => {
    partner.failNext(1, 503, 'Down for maintenance');
    const error = await failure(http().send({ method: 'GET', path: '/ping' }));
    expect(error.failure).toBe('refused');
    expect(error.retryable).toBe(true);
    expect(error.message).toBe('Acme GET /v1/ping failed with 503: Down for maintenance');
    expect(error.message).not.toContain('key-0123456789');
  });

  it('tells refused credentials and a missing record apart, neither retryable', async () => {
    partner.failNext(1, 401, 'Bad key');
    const refused = await failure(http().send({ method: 'GET', path: '/ping' }));
    expect([refused.failure, refused.retryable]).toEqual(['unauthorized', false]);
    const missing = await failure(http().send({ method: 'GET', path: '/nothing' }));
    expect([missing.failure, missing.retryable]).toEqual(['notFound', false]);
  });

  it('refuses an answer that is not JSON as malformed', async () => {
    partner.notJsonNext(1);
    const error = await failure(http().send({ method: 'GET', path: '/ping' }));
    expect(error.failure).toBe('malformed');
    expect(error.message).toBe('Acme GET /v1/ping answered something that is not JSON');
  });

  it('gives up on a slow partner after the timeout, retryably', async () => {
    partner.slowNext(1, 1_000);
    const error = await failure(http(150).send({ method: 'GET', path: '/ping' }));
    expect([error.failure, error.retryable]).toEqual(['timeout', true]);
    expect(error.message).toBe('Acme GET /v1/ping did not answer within 0.15 s');
  });

  it('says when the partner cannot be reached at all', async () => {
    const closed = await startPartnerServer();
    await closed.close();
    const error = await failure(
      new PartnerHttp({ partner: 'Acme', baseUrl: closed.url, outbound: testOutbound }).send({
        method: 'GET',
        path: '/',
      }),
    );
    expect([error.failure, error.retryable]).toEqual(['unreachable', true]);
    expect(error.message).toMatch(/^Acme GET \/ could not be reached \(ECONNREFUSED\)$/);
  });

  it('sends nothing to an address the outbound policy refuses, and says so, not retryably', async () => {
    const before = partner.requests.length;
    const strict = new PartnerHttp({
      partner: 'Acme',
      baseUrl: `${partner.url}/v1`,
      headers: { 'x-api-key': 'key-0123456789' },
      outbound: new OutboundPolicy([]),
    });
    const error = await failure(strict.send({ method: 'GET', path: '/ping' }));
    expect([error.failure, error.retryable]).toEqual(['notAllowed', false]);
    expect(error.message).toMatch(/^Acme GET \/v1\/ping was not sent: 127\.0\.0\.1 is a loopback address: /);
    expect(error.message).toContain('OUTBOUND_ALLOWED_HOSTS');
    expect(error.message).not.toContain('key-0123456789');
    expect(partner.requests.length).toBe(before);
  });

  it('connects to the address its policy checked, not to one resolved again (no DNS rebinding)', async () => {
    // partner.test exists in no DNS: the request can only reach the fake partner through the
    // address the policy's own lookup answered and checked (127.0.0.1, allowed as an address).
    let lookups = 0;
    const pinned = new OutboundPolicy(['127.0.0.1'], {
      resolve: async () => {
        lookups += 1;
        return [{ address: '127.0.0.1', family: 4 }];
      },
    });
    const port = new URL(partner.url).port;
    const answer = await new PartnerHttp({
      partner: 'Acme',
      baseUrl: `http://partner.test:${port}`,
      outbound: pinned,
    }).send({ method: 'GET', path: '/ping' });
    expect(answer).toEqual({ ok: true });
    expect(lookups).toBe(1);
    expect(partner.requests.at(-1)?.headers.host).toBe(`partner.test:${port}`);
  });

  it('takes only an http(s) base URL without credentials, query or fragment', () => {
    expect(baseUrlProblem('https://api.example.com/v2')).toBeUndefined();
    expect(baseUrlProblem('api.example.com')).toMatch(/absolute URL/);
    expect(baseUrlProblem('ftp://api.example.com')).toMatch(/http:\/\/ or https:\/\//);
    expect(baseUrlProblem('https://user:pw@api.example.com')).toMatch(/must not carry a user or password/);
    expect(baseUrlProblem('https://api.example.com/?key=1')).toMatch(/query or a fragment/);
  });
});
