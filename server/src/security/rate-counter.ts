import { and, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateCounters } from '../db/schema.ts';

/**
 * Fixed-window counters in the database, so every console process on it shares them: behind a load
 * balancer, a limit kept in one process's memory would be multiplied by the number of processes.
 * Each take is one atomic statement (an upsert that returns the new count), so concurrent takes
 * of one key are counted one after another, whichever process makes them: a limit of 5 lets
 * exactly 5 through, however many arrive at once.
 *
 * Times come from this process's clock (all instances are expected to keep theirs in sync, as
 * their logs already assume), which lets tests move time without waiting.
 */
export interface RateRule {
  /** What is counted, e.g. `signIn:address:10.0.0.1`. */
  key: string;
  /** Takes allowed within one window. */
  limit: number;
  /** The window opens at a key's first take and lasts this long. */
  windowMs: number;
  /**
   * Reaching the limit holds the key for this long from that moment, even past the window's end
   * (a sign-in lock). 0 or absent: the key opens again when its window ends.
   */
  lockMs?: number;
}

/** A rule whose key the caller's statement names (RateCounter.countIn). */
export type RateLimit = Omit<RateRule, 'key'>;

/** What counting a take answers: the key's count in its window, and when the window (or lock) ends. */
export interface CountedRow extends Record<string, unknown> {
  count: number;
  resets_at_ms: number;
}

export type Take = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * A key taken in turns, each turn opening only some time after the one before, the waits growing
 * with the turns taken (a sign-in name that keeps failing is slowed down rather than locked).
 */
export interface BackoffRule {
  key: string;
  /** The wait after the 1st, 2nd, ... turn before the next opens; past the end, the last one repeats. */
  waitsMs: readonly number[];
  /** Turns are forgotten once the next turn has stood open this long without being taken. */
  forgetMs: number;
}

/** Expired rows count as absent; they are deleted at most this often, by whichever take comes next. */
const PRUNE_EVERY_MS = 60_000;

export class RateCounter {
  private nextPruneAt = 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Counts one take against every rule: allowed when no rule's limit is passed, else how long
   * until the last of the refusing keys opens. A refused take is counted too, but never past
   * limit + 1, and it does not extend a lock: hammering a locked key does not keep it locked.
   */
  async take(rules: readonly RateRule[]): Promise<Take> {
    const now = this.now();
    const counts = await Promise.all(
      rules.map(async (rule) => {
        const { rows } = await this.db.execute<CountedRow>(
          this.counting(sql`select ${rule.key}::text as key`, rule, now),
        );
        if (!rows[0]) throw new Error(`the rate counter ${rule.key} answered no row`);
        return rows[0];
      }),
    );
    return this.answer(rules, counts, now);
  }

  /**
   * One take of a limit counted by the caller's own statement, so that the take costs the call no
   * round trip and no commit of its own (the product API counts its token's take in the statement
   * that reads the token: platform/product-account.ts). `keys` is a query answering the key to
   * count, in a column named `key`, or no row to count nothing. `statement` is a data-modifying
   * query to put in the caller's `with` list: it answers `count` and `resets_at_ms` (CountedRow) for
   * the key it counted, and its text is the same for every key and limit (values only as
   * parameters), so it may be part of a prepared statement. `answer` turns that row into the take,
   * as `take` answers it.
   */
  countIn(keys: SQL, limit: RateLimit): { statement: SQL; answer: (counted: CountedRow) => Promise<Take> } {
    const now = this.now();
    return {
      statement: this.counting(keys, limit, now),
      answer: (counted) => this.answer([limit], [counted], now),
    };
  }

  /** The take's answer from each rule's count, once expired rows are pruned when due. */
  private async answer(
    rules: readonly RateLimit[],
    counts: readonly CountedRow[],
    now: number,
  ): Promise<Take> {
    await this.pruneWhenDue(now);
    // Measured from the answer: a take that waited for the row behind one that started a lock
    // would otherwise wait longer than the lock.
    const answeredAt = this.now();
    const refusing = counts.filter((counted, i) => counted.count > (rules[i]?.limit ?? 0));
    if (refusing.length === 0) return { allowed: true };
    const opensAt = Math.max(...refusing.map((counted) => counted.resets_at_ms));
    return { allowed: false, retryAfterMs: Math.max(opensAt - answeredAt, 1) };
  }

  /**
   * Takes the key's next turn when it is open, else says how long until it opens. Each turn is
   * taken by one atomic statement (an update that only finds the row while its turn is open, or the
   * insert of its first turn), so of many concurrent takes, whichever processes make them, only
   * those the free turns allow win, then one: the turn it takes closes the next. A refused take
   * changes nothing. The row's `resets_at` is when the turns are forgotten (the next turn's opening
   * plus `forgetMs`), so the rows are pruned as the others are.
   */
  async takeTurn(rule: BackoffRule): Promise<Take> {
    const at = new Date(this.now());
    // A take that finds no row and loses the insert to another tries the row that one made.
    if (
      (await this.nextTurn(rule, at)) ||
      (await this.firstTurn(rule, at)) ||
      (await this.nextTurn(rule, at))
    ) {
      return { allowed: true };
    }
    const [waiting] = await this.db
      .select({
        opensAt: sql<Date>`${rateCounters.resetsAt} - ${milliseconds(rule.forgetMs)}`.mapWith(
          rateCounters.resetsAt,
        ),
      })
      .from(rateCounters)
      .where(eq(rateCounters.key, rule.key));
    const opensAt = waiting?.opensAt.getTime() ?? 0;
    return { allowed: false, retryAfterMs: Math.max(opensAt - this.now(), 1) };
  }

  /** Takes the turn of a key whose row is there and whose turn is open (or forgotten): one statement. */
  private async nextTurn({ key, waitsMs, forgetMs }: BackoffRule, at: Date): Promise<boolean> {
    const forget = milliseconds(forgetMs);
    const forgotten = sql`${rateCounters.resetsAt} <= ${at}`;
    const turn = sql`case when ${forgotten} then 1 else least(${rateCounters.count} + 1, ${waitsMs.length}::integer) end`;
    const taken = await this.db
      .update(rateCounters)
      .set({ count: turn, resetsAt: sql`${at}::timestamptz + ${waitAfter(turn, waitsMs)} + ${forget}` })
      .where(and(eq(rateCounters.key, key), lte(sql`${rateCounters.resetsAt} - ${forget}`, at)))
      .returning({ count: rateCounters.count });
    return taken.length > 0;
  }

  /** Takes the first turn of a key that has no row: only one of concurrent inserts makes it. */
  private async firstTurn({ key, waitsMs, forgetMs }: BackoffRule, at: Date): Promise<boolean> {
    const forget = milliseconds(forgetMs);
    const started = await this.db
      .insert(rateCounters)
      .values({
        key,
        count: 1,
        resetsAt: sql`${at}::timestamptz + ${waitAfter(sql`1`, waitsMs)} + ${forget}`,
      })
      .onConflictDoNothing()
      .returning({ count: rateCounters.count });
    return started.length > 0;
  }

  /** How many takes a key has counted in its live window: 0 when it has none. */
  async counted(key: string): Promise<number> {
    const [row] = await this.db
      .select({ count: rateCounters.count })
      .from(rateCounters)
      .where(and(eq(rateCounters.key, key), gt(rateCounters.resetsAt, new Date(this.now()))));
    return row?.count ?? 0;
  }

  /** Gives one take of a key back (one that turned out not to count, such as a good sign-in). */
  async giveBack(key: string): Promise<void> {
    await this.db
      .update(rateCounters)
      .set({ count: sql`greatest(${rateCounters.count} - 1, 0)` })
      .where(and(eq(rateCounters.key, key), gt(rateCounters.resetsAt, new Date(this.now()))));
  }

  /** Forgets a key's count. */
  async clear(key: string): Promise<void> {
    await this.db.delete(rateCounters).where(eq(rateCounters.key, key));
  }

  /**
   * One statement: a new or expired key starts a window at 1, a live one counts on. The keys come
   * from `keys` (a query answering `key`); every value is a parameter, so the text is the same
   * whatever the key and limit.
   */
  private counting(keys: SQL, rule: RateLimit, now: number): SQL {
    const { limit, windowMs } = rule;
    const at = new Date(now).toISOString();
    const lockEnds = new Date(now + (rule.lockMs ?? 0)).toISOString();
    // A first take may already reach the limit (a limit of 1).
    const freshResetsAt = new Date(
      now + (limit <= 1 ? Math.max(windowMs, rule.lockMs ?? 0) : windowMs),
    ).toISOString();
    return sql`insert into rate_counters (key, count, resets_at)
      select taken.key, 1, ${freshResetsAt}::timestamptz from (${keys}) as taken
      on conflict (key) do update set
        count = case when rate_counters.resets_at <= ${at}::timestamptz then 1
          else least(rate_counters.count + 1, ${limit + 1}::integer) end,
        resets_at = case
          when rate_counters.resets_at <= ${at}::timestamptz then ${freshResetsAt}::timestamptz
          when rate_counters.count + 1 = ${limit}::integer
            then greatest(rate_counters.resets_at, ${lockEnds}::timestamptz)
          else rate_counters.resets_at end
      returning count, (extract(epoch from resets_at) * 1000)::float8 as resets_at_ms`;
  }

  private async pruneWhenDue(now: number): Promise<void> {
    if (now < this.nextPruneAt) return;
    this.nextPruneAt = now + PRUNE_EVERY_MS;
    await this.db.delete(rateCounters).where(lte(rateCounters.resetsAt, new Date(now)));
  }
}

/** An interval of so many milliseconds (an integer expression or a number). */
const milliseconds = (ms: number | SQL) =>
  sql`${typeof ms === 'number' ? sql`${ms}::integer` : ms} * interval '1 millisecond'`;

/** The wait after the given turn: the rule's list, its last wait past its end. */
function waitAfter(turn: SQL, waitsMs: readonly number[]): SQL {
  const last = waitsMs[waitsMs.length - 1] ?? 0;
  const cases = waitsMs.map((ms, i) => sql`when ${i + 1}::integer then ${ms}::integer`);
  return milliseconds(sql`(case ${turn} ${sql.join(cases, sql` `)} else ${last}::integer end)`);
}
