import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PRODUCT_TOKEN_KINDS } from '@console/contract/activity/api';
import { facesApi } from '@console/contract/faces/api';
import { Project } from '@console/contract/products/api';
import type { AppContext } from '../../http/context.ts';
import { forbidden } from '../../http/errors.ts';
import { familyRoutes } from '../../kit/register.ts';
import { acceptMultipart } from '../../kit/uploads.ts';
import { createFileStorage } from '../../storage/create.ts';
import { productApi } from '../activity/product-api.ts';
import type { ProductAccount } from '../../platform/product-account.ts';
import { compareFaces, compareLimits, MAX_FIELDS, type CompareDeps } from './compare.ts';

/**
 * POST /ingest/faces/compare (./compare.ts), in a plugin scope of its own: it reads multipart, the
 * family's other calls JSON. The product API's token rules apply (401 for a missing or dead token,
 * 403 for what the account lacks, 429 over the token's calls a minute: activity/product-api.ts), and
 * the token must be a Face Compare one: another product's is refused (403) before the upload is read.
 */
export async function compareRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const limits = compareLimits(ctx.config.ingestImages);
  await acceptMultipart(app, limits, { maxFields: MAX_FIELDS, maxFieldBytes: 1024 });
  const productAccountOfCall = productApi(ctx);
  const faceAccountOfCall = async (request: FastifyRequest, reply: FastifyReply): Promise<ProductAccount> => {
    const account = await productAccountOfCall(request, reply);
    if (account.project !== Project.Faces) {
      throw forbidden(
        `Face Compare takes a Face Compare product token (${PRODUCT_TOKEN_KINDS[Project.Faces]}_…); this one is of ${account.productName}`,
      );
    }
    return account;
  };
  const deps: CompareDeps = {
    db: ctx.database.db,
    storage: createFileStorage(ctx.config.storage),
    limits,
    engines: ctx.evidence,
    bound: {
      deadlineMs: ctx.config.faceCompare.timeoutSeconds * 1000,
      maxWaiting: ctx.config.faceCompare.maxWaiting,
    },
    productChecks: ctx.productChecks,
  };
  familyRoutes(app, ctx).add(
    facesApi.compare,
    async ({ request, reply }) => {
      const comparison = await compareFaces(deps, await faceAccountOfCall(request, reply), request);
      reply.status(comparison.created ? 201 : 200);
      return comparison;
    },
    { authenticate: faceAccountOfCall },
  );
}
