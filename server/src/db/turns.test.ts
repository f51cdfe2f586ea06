import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRequestForTurns, queueOperations, takingTurns } from './turns.ts';

/** An operation that logs its start and end around a wait of the event loop (a statement's run). */
const logged = (log: string[], name: string) => async () => {
  log.push(`${name} starts`);
  await new Promise((resolve) => setImmediate(resolve));
  log.push(`${name} ends`);
  return name;
};

/** Runs `body` as one request would (db/turns.ts's order), answering what it answers. */
const asRequest = <T>(body: () => Promise<T>) =>
  new Promise<T>((resolve, reject) => asRequestForTurns(() => void body().then(resolve, reject)));

describe('takingTurns (PGlite operations one at a time, the event loop turning between them)', () => {
  it('starts an operation at once when the database is free, and the next only after it ends', async () => {
    const inTurn = takingTurns();
    const log: string[] = [];
    const first = inTurn(logged(log, 'first'));
    expect(log).toEqual(['first starts']);
    const second = inTurn(logged(log, 'second'));
    expect(await Promise.all([first, second])).toEqual(['first', 'second']);
    expect(log).toEqual(['first starts', 'first ends', 'second starts', 'second ends']);
  });

  it('lets the event loop turn between two waiting operations', async () => {
    const inTurn = takingTurns();
    const log: string[] = [];
    const first = inTurn(async () => {
      log.push('first');
      // Work of the loop (a socket read, a timer) that became due while the first one ran.
      setImmediate(() => log.push('the event loop'));
    });
    const second = inTurn(async () => void log.push('second'));
    await Promise.all([first, second]);
    expect(log).toEqual(['first', 'the event loop', 'second']);
  });

  it("serves a started request's next statement before a request that has not started", async () => {
    const inTurn = takingTurns();
    const log: string[] = [];
    const started = asRequest(async () => {
      await inTurn(logged(log, 'started request, 1st'));
      await inTurn(logged(log, 'started request, 2nd'));
    });
    // Comes while the first request's first statement runs, before its second is asked for.
    const fresh = asRequest(() => inTurn(logged(log, 'new request')));
    await Promise.all([started, fresh]);
    expect(log.filter((line) => line.endsWith('starts'))).toEqual([
      'started request, 1st starts',
      'started request, 2nd starts',
      'new request starts',
    ]);
  });

  it('passes a failed operation its error and goes on with the next', async () => {
    const inTurn = takingTurns();
    const failed = inTurn(async () => {
      throw new Error('statement failed');
    });
    const next = inTurn(async () => 'next ran');
    await expect(failed).rejects.toThrow('statement failed');
    await expect(next).resolves.toBe('next ran');
  });
});

describe('queueOperations on PGlite', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
    queueOperations(client);
  });
  afterAll(() => client.close());

  it('runs queries and transactions that come together, each whole, none lost', async () => {
    await client.exec('create table turns_test (n integer)');
    const writes = Array.from({ length: 20 }, (_, n) =>
      n % 5 === 0
        ? client.transaction(async (tx) => {
            await tx.query('insert into turns_test values ($1)', [n]);
            await tx.query('insert into turns_test values ($1)', [n + 100]);
          })
        : client.query('insert into turns_test values ($1)', [n]),
    );
    const failed = client.transaction(async (tx) => {
      await tx.query('insert into turns_test values (-1)');
      throw new Error('rolled back');
    });
    await Promise.all(writes);
    await expect(failed).rejects.toThrow('rolled back');
    const { rows } = await client.query<{ count: number }>('select count(*)::int as count from turns_test');
    // 20 statements, 4 of them transactions of two rows, and the failed transaction's row undone.
    expect(rows[0]?.count).toBe(24);
  });
});
