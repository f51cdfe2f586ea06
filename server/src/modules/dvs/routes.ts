import { dvsApi } from '@console/contract/dvs/api';
import { Project } from '@console/contract/products/api';
import type { FamilyRoutes } from '../../kit/register.ts';
import { requestImageRoutes } from '../../kit/request-images.ts';
import { createFileStorage } from '../../storage/create.ts';
import { tokenRoutes } from '../../kit/tokens.ts';
import { createAccountUser, accountUsersSource, updateAccountUser } from '../accounts/users.ts';
import { metricsOf, metricsRange } from '../vsonline/metrics.ts';
import {
  createDvsAccount,
  dvsAccountsSource,
  DVS_TOKEN_KIND,
  getDvsAccount,
  updateDvsSettings,
} from './accounts.ts';
import {
  accountFeatures,
  applyDefaultFeaturesToNewUser,
  defaultAccountFeatures,
  defaultUserFeatures,
  updateAccountFeatures,
  updateDefaultAccountFeatures,
  updateDefaultUserFeatures,
  updateUserFeatures,
  updateUsersFeatures,
  userFeatures,
  usersFeatures,
} from './features.ts';
import { deleteLicense, issueLicense, listLicenses, updateLicense } from './licenses.ts';
import { archiveRequests, dvsDevicesSource, dvsRequestsSource, getDvsRequest } from './requests.ts';
import { findDvsAccount, findDvsUser } from './scope.ts';

/**
 * DIVE (product-families §7 "Document product", "Document product features, users and requests"),
 * every call behind the DVS module (the family's gate). Users are the accounts family's services,
 * each after finding the DIVE account, so an account without DIVE is not one of these.
 */
export function dvsRoutes(routes: FamilyRoutes): void {
  const api = dvsApi;

  routes.list(api.list, (c) => dvsAccountsSource(c.db, c.tenant, c.query));
  routes.add(api.create, (c) => createDvsAccount(c.db, c.staff, c.actor, c.tenant, c.body));
  routes.add(api.account, (c) => getDvsAccount(c.db, c.tenant, c.params.id));
  routes.add(api.updateAccount, (c) => updateDvsSettings(c.db, c.actor, c.tenant, c.params.id, c.body));
  routes.add(api.metrics, async (c) => {
    const range = metricsRange(c.query);
    const { account, productIds } = await findDvsAccount(c.db, c.tenant, c.params.id);
    return metricsOf(c.db, account.id, productIds, range);
  });
  tokenRoutes(routes, api.tokens, async (c) => {
    const { id } = c.params as unknown as { id: number };
    const { account } = await findDvsAccount(c.db, c.tenant, id);
    return { kind: DVS_TOKEN_KIND, companyId: account.companyId, ownerId: account.id };
  });
  routes.add(api.licenses, (c) => listLicenses(c.db, c.tenant, c.params.id));
  routes.add(api.createLicense, (c) => issueLicense(c.db, c.actor, c.tenant, c.params.id, c.body));
  routes.add(api.updateLicense, (c) =>
    updateLicense(c.db, c.actor, c.tenant, c.params.id, c.params.licenseId, c.body),
  );
  routes.add(api.deleteLicense, (c) =>
    deleteLicense(c.db, c.actor, c.tenant, c.params.id, c.params.licenseId),
  );

  routes.add(api.defaultAccountFeatures, (c) => defaultAccountFeatures(c.db, c.tenant));
  routes.add(api.updateDefaultAccountFeatures, (c) =>
    updateDefaultAccountFeatures(c.db, c.actor, c.tenant, c.body),
  );
  routes.add(api.defaultUserFeatures, (c) => defaultUserFeatures(c.db, c.tenant, c.params.id));
  routes.add(api.updateDefaultUserFeatures, (c) =>
    updateDefaultUserFeatures(c.db, c.actor, c.tenant, c.params.id, c.body),
  );
  routes.add(api.accountFeatures, (c) => accountFeatures(c.db, c.tenant, c.params.id));
  routes.add(api.updateAccountFeatures, (c) =>
    updateAccountFeatures(c.db, c.actor, c.tenant, c.params.id, c.body),
  );
  routes.add(api.userFeatures, (c) => userFeatures(c.db, c.tenant, c.params.id, c.params.userId));
  routes.add(api.updateUserFeatures, (c) =>
    updateUserFeatures(c.db, c.actor, c.tenant, c.params.id, c.params.userId, c.body),
  );
  routes.add(api.usersFeatures, (c) => usersFeatures(c.db, c.tenant, c.params.id));
  routes.add(api.updateUsersFeatures, (c) =>
    updateUsersFeatures(c.db, c.actor, c.tenant, c.params.id, c.body),
  );

  routes.list(api.users, async (c) => {
    const { account } = await findDvsAccount(c.db, c.tenant, c.params.id);
    return accountUsersSource(c.db, c.tenant, account.id, c.query);
  });
  routes.add(api.createUser, async (c) => {
    const { account } = await findDvsAccount(c.db, c.tenant, c.params.id);
    const user = await createAccountUser(c.db, c.tenant, c.actor, account.id, c.body);
    // The user's own transaction is the accounts family's; the defaults follow in one of their own
    // (a failure between leaves the user with every DIVE feature off, never with more).
    await applyDefaultFeaturesToNewUser(c.db, c.actor, account.id, user.id);
    return user;
  });
  routes.add(api.updateUser, async (c) => {
    const user = await findDvsUser(c.db, c.tenant, c.params.id);
    return updateAccountUser(c.db, c.tenant, c.actor, user.accountId, user.id, c.body);
  });

  routes.list(api.requests, (c) => dvsRequestsSource(c.db, c.tenant, c.query));
  routes.list(api.devices, (c) => dvsDevicesSource(c.db, c.tenant, c.query));
  routes.add(api.archive, (c) => archiveRequests(c.db, c.actor, c.tenant, c.body));
  routes.add(api.request, (c) => getDvsRequest(c.db, c.tenant, c.params.id));
  requestImageRoutes(routes, api.images, {
    project: Project.DVS,
    storage: createFileStorage(routes.ctx.config.storage),
  });
}
