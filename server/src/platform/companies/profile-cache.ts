import type { Queryable } from '../../db/client.ts';
import { loadCompanyProfile, type CompanyProfile } from './service.ts';

/** Companies whose profiles one process keeps: the provider's tenants are few; the cap bounds them. */
export const PROFILE_CACHE_COMPANIES = 500;

/**
 * Company profiles kept in memory between requests, each under the profile version it was read at.
 *
 * Why this shape: every gated call needs the administered company's modules, features and projects,
 * which are six statements to read, while they change a few times a year. A cache alone could let a
 * module switched off on one instance stay on in another's memory; so the database keeps a version
 * per company (companies.profile_version) that triggers give a new value in the very transaction of
 * every change to the profile (drizzle/0034_company_profile_version.sql), and the session's one
 * statement (session/service.ts, resolveSession) reads it with the session and the user. A profile
 * is used only when it was read at the version that statement saw; any other version, from this
 * instance's write or another's, reads it again. So a warm request costs that one statement, and a
 * committed change is seen by the next request on every instance, with nothing to notify. The user's
 * own state (session, roles, read-only, lock, administered company) is not cached at all: the same
 * statement reads it every time.
 *
 * A profile is read after the version was, so it is never older than the version it is kept under
 * (at worst newer: a change committed in between, whose new version the next request sees and
 * reads again). Concurrent requests for one version share one read. Profiles are frozen: the
 * requests that share one must not change it. Least recently used companies leave first.
 */
export class CompanyProfileCache {
  readonly #entries = new Map<number, { version: number; profile: Promise<CompanyProfile | undefined> }>();

  constructor(private readonly capacity = PROFILE_CACHE_COMPANIES) {}

  /** The company's profile at `version`, the one its session's statement read. */
  get(db: Queryable, companyId: number, version: number): Promise<CompanyProfile | undefined> {
    const held = this.#entries.get(companyId);
    this.#entries.delete(companyId);
    if (held?.version === version) {
      this.#entries.set(companyId, held);
      return held.profile;
    }
    const entry = { version, profile: loadCompanyProfile(db, companyId).then(deepFreeze) };
    this.#entries.set(companyId, entry);
    if (this.#entries.size > this.capacity) {
      const eldest = this.#entries.keys().next();
      if (!eldest.done) this.#entries.delete(eldest.value);
    }
    // A failed read (the database away) is not kept: the next request reads again.
    entry.profile.catch(() => {
      if (this.#entries.get(companyId) === entry) this.#entries.delete(companyId);
    });
    return entry.profile;
  }

  /** How many companies are held (tests: the cap holds). */
  get size(): number {
    return this.#entries.size;
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
