import { facesApi as api } from '@console/contract/faces/api';
import { Project } from '@console/contract/products/api';
import type { FamilyRoutes } from '../../kit/register.ts';
import { findProductAccount } from '../accounts/product-scope.ts';
import { requestImageRoutes } from '../../kit/request-images.ts';
import { tokenRoutes } from '../../kit/tokens.ts';
import { createFileStorage } from '../../storage/create.ts';
import { metricsOf, metricsRange } from '../vsonline/metrics.ts';
import {
  aggregatedFaceAccount,
  faceAccountsSource,
  faceDefaults,
  faceTokenOwner,
  updateFaceAccount,
  updateFaceDefaults,
} from './accounts.ts';
import { faceRequest, faceRequestsSource, lastFaceRequests } from './requests.ts';
import { compareRoutes } from './compare-routes.ts';

/** Face/ID: /api/Faces/ and Face Compare's own call, /ingest/faces/compare (contract/src/faces/api.ts). */
export async function facesRoutes(routes: FamilyRoutes): Promise<void> {
  routes.list(api.accounts, ({ db, tenant, query }) => faceAccountsSource(db, tenant, query));
  routes.add(api.defaultSettings, ({ db, tenant }) => faceDefaults(db, tenant.companyId));
  routes.add(api.updateDefaultSettings, ({ db, tenant, actor, body }) =>
    updateFaceDefaults(db, tenant.companyId, actor, body),
  );
  routes.add(api.aggregatedAccount, ({ db, tenant, params }) => aggregatedFaceAccount(db, tenant, params.id));
  routes.add(api.updateAccount, ({ db, tenant, actor, params, body }) =>
    updateFaceAccount(db, tenant, actor, params.id, body),
  );
  // The rollups of the account's face product only (the metrics of every product's rollups).
  routes.add(api.metrics, async ({ db, tenant, params, query }) => {
    const range = metricsRange(query);
    const { account, productIds } = await findProductAccount(db, tenant, Project.Faces, params.id);
    return metricsOf(db, account.id, productIds, range);
  });
  routes.add(api.lastRequests, ({ db, tenant, params }) => lastFaceRequests(db, tenant, params.id));
  tokenRoutes(routes, api.tokens, (call) =>
    faceTokenOwner(call.db, call.tenant, (call.params as unknown as { id: number }).id),
  );
  routes.list(api.requests, ({ db, tenant, query }) => faceRequestsSource(db, tenant, query));
  routes.add(api.request, ({ db, tenant, params }) => faceRequest(db, tenant, params.id));
  requestImageRoutes(routes, api.images, {
    project: Project.Faces,
    storage: createFileStorage(routes.ctx.config.storage),
  });
  // Multipart is read in a scope of its own: the family's other calls take JSON.
  await routes.app.register(compareRoutes, { ctx: routes.ctx });
}
