import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { isRequest } from '../db/request-key.ts';
import type { ProductProject } from '@console/contract/activity/api';
import { imageCaption, type RequestImage, type RequestImageEndpoints } from '@console/contract/kit';
import type { FastifyReply } from 'fastify';
import type { Queryable } from '../db/client.ts';
import { products, verificationRequestImages, verificationRequests } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import type { FileStorage } from '../storage/storage.ts';
import { StoredFileMissing } from '../storage/storage.ts';
import type { FamilyRoutes } from './register.ts';
import { inTenant, type Tenant } from '../platform/tenant.ts';

/**
 * A family's requests and their images, for staff (contract/src/kit/request-images.ts). A family
 * sees the requests of its own product in the tenant: the administered company's, test ones in Test
 * Mode and live ones otherwise. Any other request or image, another company's included, answers
 * 404 exactly like one that does not exist, so an id tells nothing about other tenants.
 */

/** The tenant's requests of one product (the family's project), as a condition on verification_requests. */
export function requestsOfProduct(tenant: Tenant, project: ProductProject): SQL {
  return and(
    inTenant(verificationRequests, tenant),
    sql`${verificationRequests.productId} in (select ${products.id} from ${products}
      where ${products.companyId} = ${tenant.companyId} and ${products.projectId} = ${project})`,
  ) as SQL;
}

const imageColumns = {
  id: verificationRequestImages.id,
  name: verificationRequestImages.name,
  contentType: verificationRequestImages.contentType,
  size: verificationRequestImages.size,
  createdAt: verificationRequestImages.createdAt,
  storageKey: verificationRequestImages.storageKey,
};

/**
 * The images of one request that `scope` (a condition on verification_requests: the tenant's, of a
 * product, in a queue...) allows, of one image when `imageId` is given.
 */
function imagesOf(db: Queryable, scope: SQL, requestId: number, imageId?: number) {
  return db
    .select(imageColumns)
    .from(verificationRequestImages)
    .innerJoin(
      verificationRequests,
      isRequest(verificationRequestImages.requestId, verificationRequestImages.requestStartedAt),
    )
    .where(
      and(
        eq(verificationRequestImages.requestId, requestId),
        imageId === undefined ? undefined : eq(verificationRequestImages.id, imageId),
        scope,
      ),
    )
    .orderBy(asc(verificationRequestImages.id));
}

/** Throws 404 unless the request is one of the tenant's requests of the product. */
export async function findProductRequest(
  db: Queryable,
  tenant: Tenant,
  project: ProductProject,
  requestId: number,
) {
  const [request] = await db
    .select()
    .from(verificationRequests)
    .where(and(eq(verificationRequests.id, requestId), requestsOfProduct(tenant, project)))
    .limit(1);
  if (!request) throw notFound('The request');
  return request;
}

/** A request's images in the order received; 404 when the request is not the tenant's. */
export async function listRequestImages(
  db: Queryable,
  tenant: Tenant,
  project: ProductProject,
  requestId: number,
): Promise<RequestImage[]> {
  await findProductRequest(db, tenant, project, requestId);
  return imagesInScope(db, requestsOfProduct(tenant, project), requestId);
}

/** A request's images in the order received, where `scope` allows the request (none otherwise). */
export async function imagesInScope(db: Queryable, scope: SQL, requestId: number): Promise<RequestImage[]> {
  const rows = await imagesOf(db, scope, requestId);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    caption: imageCaption(row.name),
    contentType: row.contentType as RequestImage['contentType'],
    size: row.size,
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * Serves a family's two image calls. An image is answered with the content type it was stored
 * with (checked by content when uploaded, so it is what it says), never cached (`private,
 * no-store`: a document photo must not stay in a shared or disk cache) and never sniffed into
 * something else (`nosniff`). Bytes missing from the storage answer 404 like an unknown image.
 */
export function requestImageRoutes(
  routes: FamilyRoutes,
  endpoints: RequestImageEndpoints,
  options: { project: ProductProject; storage: FileStorage },
): void {
  const { project, storage } = options;
  routes.add(endpoints.list, ({ db, tenant, params }) => listRequestImages(db, tenant, project, params.id));
  routes.add(endpoints.image, ({ db, tenant, params, reply }) =>
    sendRequestImage({ db, storage, reply }, requestsOfProduct(tenant, project), params.id, params.imageId),
  );
}

/**
 * Answers one stored image of a request that `scope` allows (a family that shows requests other
 * than by product, such as the review queue), with the headers above; 404 for any other image.
 */
export async function sendRequestImage(
  { db, storage, reply }: { db: Queryable; storage: FileStorage; reply: FastifyReply },
  scope: SQL,
  requestId: number,
  imageId: number,
): Promise<FastifyReply> {
  const [image] = await imagesOf(db, scope, requestId, imageId);
  if (!image) throw notFound('The image');
  const bytes = await storage.read(image.storageKey).catch((error: unknown) => {
    throw error instanceof StoredFileMissing ? notFound('The image') : error;
  });
  return reply
    .header('content-type', image.contentType)
    .header('content-length', image.size)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(bytes);
}
