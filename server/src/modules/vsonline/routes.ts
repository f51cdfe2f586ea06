import { vsOnlineApi } from '@console/contract/vsonline/api';
import type { Queryable } from '../../db/client.ts';
import type { FamilyRoutes } from '../../kit/register.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { createMailer } from '../../mail/mailer.ts';
import { accountUserCredentials } from '../accounts/credentials.ts';
import {
  createAccountUser,
  getAccountUser,
  updateAccountUser,
  accountUsersSource,
} from '../accounts/users.ts';
import { createOnlineCustomer } from './create.ts';
import {
  customerChoicesSource,
  getOnlineCustomer,
  onlineCustomersSource,
  updateMriClientId,
  updateOnlineCustomerSettings,
} from './customers.ts';
import { getLocation, locationsSource } from './locations.ts';
import { onlineCustomerMetrics } from './metrics.ts';
import { resendRegistrationEmail } from './registration.ts';
import { findOnlineCustomer } from './scope.ts';
import { setUserStatus } from './users.ts';

/**
 * /api/VsOnlineCustomers and /api/Locations (product-families §7), every call behind the Veriscan
 * module (the family's gate). The users calls are the accounts family's services, each after
 * finding the online customer, so a customer without Veriscan Online is not one of these.
 */
export function vsOnlineRoutes(routes: FamilyRoutes): void {
  const { config } = routes.ctx;
  const site = { secret: config.secret, customerSiteUrl: config.customerSiteUrl };
  const registration = {
    customerSiteUrl: config.customerSiteUrl,
    mailer: createMailer(config.mail, routes.app.log),
  };
  const api = vsOnlineApi;
  /** The id of the caller's online customer; 404 for any other account. */
  const customer = async (c: { db: Queryable; tenant: Tenant }, id: number) =>
    (await findOnlineCustomer(c.db, c.tenant, id)).account.id;

  routes.list(api.list, (c) => onlineCustomersSource(c.db, c.tenant, c.query));
  routes.list(api.select, (c) => customerChoicesSource(c.db, c.tenant, c.query));
  routes.add(api.create, (c) => createOnlineCustomer(c.db, c.staff, c.actor, c.tenant, c.body));
  routes.add(api.get, (c) => getOnlineCustomer(c.db, c.tenant, c.params.id));
  routes.add(api.updateSettings, (c) =>
    updateOnlineCustomerSettings(c.db, c.staff, c.actor, c.tenant, c.params.id, c.body),
  );
  routes.add(api.metrics, (c) => onlineCustomerMetrics(c.db, c.tenant, c.params.id, c.query));

  routes.list(api.users, async (c) =>
    accountUsersSource(c.db, c.tenant, await customer(c, c.params.id), c.query),
  );
  routes.add(api.createUser, async (c) =>
    createAccountUser(c.db, c.tenant, c.actor, await customer(c, c.params.id), c.body),
  );
  routes.add(api.user, async (c) =>
    getAccountUser(c.db, c.tenant, await customer(c, c.params.id), c.params.userId),
  );
  routes.add(api.updateUser, async (c) =>
    updateAccountUser(c.db, c.tenant, c.actor, await customer(c, c.params.id), c.params.userId, c.body),
  );
  routes.add(api.credential, async (c) => {
    // The accounts call names the user alone; here the user must be this customer's.
    const user = await getAccountUser(c.db, c.tenant, await customer(c, c.params.id), c.params.userId);
    return accountUserCredentials(c.db, c.tenant, c.actor, site, user.id);
  });
  routes.add(api.setUserStatus, (c) =>
    setUserStatus(c.db, c.tenant, c.actor, c.params.id, c.params.userId, c.body),
  );
  routes.add(api.resendRegistrationEmail, (c) =>
    resendRegistrationEmail(c.db, c.tenant, c.actor, registration, c.params.id, c.params.userId),
  );
  routes.add(api.updateMriClientId, (c) => updateMriClientId(c.db, c.actor, c.tenant, c.params.id, c.body));

  routes.list(api.locations, (c) => locationsSource(c.db, c.tenant, c.query));
  routes.add(api.location, (c) => getLocation(c.db, c.tenant, c.params.id));
}
