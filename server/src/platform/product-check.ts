import type { IngestRequest, ProductProject } from '@console/contract/activity/api';
import type { Db } from '../db/client.ts';
import type { JobQueue } from '../jobs/queue.ts';
import type { ProductAccount } from './product-account.ts';

/**
 * A product's own check of a new request, run before the write: it throws a refusal (DIVE refuses a
 * device without a license seat, say), or answers the request as it must be stored when the product
 * does not believe what the device reports (Face/ID sends an "accepted" below its threshold to
 * manual review, saying why). A family declares it (ServerFamily.productCheck) and the app gives
 * the ingest every family's, by product.
 */
export type ProductCheck = (
  db: Db,
  account: ProductAccount,
  input: IngestRequest,
  now: Date,
  // void: most checks only refuse, and answer nothing.
  // eslint-disable-next-line @typescript-eslint/no-invalid-void-type
) => Promise<IngestRequest | void>;
export type ProductChecks = ReadonlyMap<ProductProject, ProductCheck>;

/**
 * A product's own refusal of the images of a stored request (POST /ingest/requests/{externalId}/images),
 * run before the upload is read: it throws the refusal (DIVE refuses images when keeping them is off
 * for the request's account or user). A request the externalId does not name is left to the
 * upload's own 404.
 */
export type ProductImagesCheck = (db: Db, account: ProductAccount, externalId: string) => Promise<void>;
export type ProductImagesChecks = ReadonlyMap<ProductProject, ProductImagesCheck>;

/**
 * What a family does once a stored request's images arrive on the product API (the manual
 * validation queues the console's own evidence). It runs on the upload's request, so it only
 * enqueues; the product API calls every family's without knowing who listens.
 */
export type RequestImagesListener = (db: Db, jobs: JobQueue, requestId: number) => Promise<unknown>;
