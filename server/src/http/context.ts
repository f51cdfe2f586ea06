import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { JobQueue } from '../jobs/queue.ts';
import type { ProductChecks, ProductImagesChecks, RequestImagesListener } from '../platform/product-check.ts';
import type { OutboundPolicy } from '../kit/partners/outbound.ts';
import type { PartnerSecrets } from '../kit/secrets.ts';
import type { EvidencePool } from '../kit/evidence/pool.ts';
import type { AntiForgery } from './antiforgery.ts';
import type { SignInThrottle } from '../platform/session/throttle.ts';
import type { RateCounter } from '../security/rate-counter.ts';
import type { CompanyProfileCache } from '../platform/companies/profile-cache.ts';

/** What every route module is given: configuration and the shared services of one app. */
export interface AppContext {
  config: Config;
  database: Database;
  antiForgery: AntiForgery;
  /** Limits shared by every console process on the database. */
  rates: RateCounter;
  throttle: SignInThrottle;
  /** The background job queue of every family's job kinds; main.ts starts its workers. */
  jobs: JobQueue;
  /** The evidence engines' threads (kit/evidence/pool.ts), shared by the evidence job and Face Compare. */
  evidence: EvidencePool;
  /** Each product's own check of a new request on the product API, from the families that declare one. */
  productChecks: ProductChecks;
  /** Each product's own check of a stored request's images, from the families that declare one. */
  productImagesChecks: ProductImagesChecks;
  /** What the families do once a stored request's images arrive (ServerFamily.onRequestImages). */
  requestImagesListeners: readonly RequestImagesListener[];
  /** Seals and opens partner secrets (kit/secrets.ts) with the configured keys. */
  secrets: PartnerSecrets;
  /** Where the console's own requests may go (kit/partners/outbound.ts), from OUTBOUND_ALLOWED_HOSTS. */
  outbound: OutboundPolicy;
  /** The administered companies' profiles, checked against the version each session reads. */
  companyProfiles: CompanyProfileCache;
}
