import { accountsApi } from '@console/contract/accounts/api';
import type { FamilyRoutes } from '../../kit/register.ts';
import { issueAutoLogin } from './auto-login.ts';
import { createAccount } from './create.ts';
import { accountUserCredentials } from './credentials.ts';
import { deleteAccount } from './delete.ts';
import { getAccount, subAccountsSource, updateAccount } from './detail.ts';
import { productIssuesOf } from './issues-store.ts';
import { accountsSource } from './list.ts';
import { getSubscription, removeProduct, updateSubscription } from './products.ts';
import { addProducts } from './provisioning.ts';
import { findAccount } from './scope.ts';
import { accountSettings, updateAccountSettings } from './settings.ts';
import { accountUsersSource, createAccountUser, getAccountUser, updateAccountUser } from './users.ts';

/**
 * The calls under /api/CommonAccount/ (console-core §7 "Common account"): accounts, their products
 * and subscriptions, users, credentials, auto-login links and settings, each in the caller's tenant.
 */
export function accountsRoutes(routes: FamilyRoutes): void {
  const { config } = routes.ctx;
  const site = { secret: config.secret, customerSiteUrl: config.customerSiteUrl };
  const api = accountsApi;

  routes.add(api.create, (c) => createAccount(c.db, c.staff, c.actor, c.tenant, c.body));
  routes.list(api.list, (c) => accountsSource(c.db, c.tenant, c.query));
  routes.add(api.get, (c) => getAccount(c.db, c.tenant, c.params.id));
  routes.add(api.update, (c) => updateAccount(c.db, c.staff, c.actor, c.tenant, c.params.id, c.body));
  routes.add(api.remove, (c) => deleteAccount(c.db, c.actor, c.tenant, c.params.id));
  routes.add(api.productIssues, async (c) => {
    await findAccount(c.db, c.tenant, c.params.id);
    return (await productIssuesOf(c.db, [c.params.id])).get(c.params.id) ?? [];
  });
  routes.list(api.subAccounts, (c) => subAccountsSource(c.db, c.tenant, c.params.id, c.query));
  routes.add(api.subscription, (c) => getSubscription(c.db, c.tenant, c.params.id, c.params.productId));
  routes.add(api.updateSubscription, (c) => updateSubscription(c.db, c.actor, c.tenant, c.params.id, c.body));
  routes.add(api.addProducts, async (c) => ({
    productResults: await addProducts(c.db, c.actor, c.tenant, c.params.id, c.body),
  }));
  routes.add(api.removeProduct, (c) =>
    removeProduct(c.db, c.actor, c.tenant, c.params.id, c.params.productId),
  );

  routes.list(api.users, (c) => accountUsersSource(c.db, c.tenant, c.params.id, c.query));
  routes.add(api.createUser, (c) => createAccountUser(c.db, c.tenant, c.actor, c.params.id, c.body));
  routes.add(api.user, (c) => getAccountUser(c.db, c.tenant, c.params.id, c.params.userId));
  routes.add(api.updateUser, (c) =>
    updateAccountUser(c.db, c.tenant, c.actor, c.params.id, c.params.userId, c.body),
  );
  routes.add(api.credentials, (c) => accountUserCredentials(c.db, c.tenant, c.actor, site, c.params.userId));
  routes.add(api.autoLogin, (c) => issueAutoLogin(c.db, c.tenant, c.actor, site, c.params.userId));
  routes.add(api.settings, (c) => accountSettings(c.db, c.tenant, c.params.id));
  routes.add(api.updateSettings, (c) => updateAccountSettings(c.db, c.tenant, c.actor, c.params.id, c.body));
}
