import { screeningApi as api } from '@console/contract/screening/api';
import type { Queryable } from '../../db/client.ts';
import type { FamilyRoutes } from '../../kit/register.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { tokenRoutes, updateToken, type TokenOwner } from '../../kit/tokens.ts';
import { TIME_ZONES } from '../../lib/time-zones.ts';
import {
  aggregatedAccount,
  SCREENING_TOKEN_KIND,
  screeningAccountsSource,
  updateScreeningAccount,
  updateScreeningSettings,
} from './accounts.ts';
import { accountServices, listPlans, listServices, setAccountServices } from './catalogue.ts';
import { accountRequestsSource, getRequest, requestsSource } from './requests.ts';
import { findScreeningAccount } from './scope.ts';
import { accountMetrics, accountStatsByService, companyStats } from './stats.ts';
import { refuseUnbilledDays } from './billing/unbilled.ts';
import {
  accountSubscriptions,
  addSubscription,
  changeSubscriptionStatus,
  getSubscription,
  updateSubscription,
} from './subscriptions.ts';

/**
 * /api/Screening (product-families §7 "Screening"), every call behind the VerificationService
 * module (the family's gate). Routes parse and delegate; the services own the rules.
 */
export function screeningRoutes(routes: FamilyRoutes): void {
  /** The screening account's tokens; 404 for any account that is not one of the tenant's. */
  const tokensOf = async (c: { db: Queryable; tenant: Tenant; params: unknown }): Promise<TokenOwner> => {
    const { id } = c.params as { id: number };
    const { account } = await findScreeningAccount(c.db, c.tenant, id);
    return { kind: SCREENING_TOKEN_KIND, companyId: c.tenant.companyId, ownerId: account.id };
  };

  routes.list(api.accounts, (c) => screeningAccountsSource(c.db, c.tenant, c.query));
  routes.add(api.aggregatedAccount, (c) => aggregatedAccount(c.db, c.tenant, c.params.id));
  routes.add(api.updateAccount, (c) =>
    updateScreeningAccount(c.db, c.staff, c.actor, c.tenant, c.params.id, c.body),
  );
  routes.add(api.updateSettings, (c) =>
    updateScreeningSettings(c.db, c.actor, c.tenant, c.params.id, c.body),
  );

  tokenRoutes(
    routes,
    { list: api.tokens, create: api.createToken, update: api.updateToken, remove: api.deleteToken },
    tokensOf,
  );
  routes.add(api.disableToken, async (c) =>
    updateToken(c.db, c.actor, await tokensOf(c), c.params.tokenId, { disabled: true }),
  );
  routes.add(api.setTokenExpiration, async (c) =>
    updateToken(c.db, c.actor, await tokensOf(c), c.params.tokenId, {
      expirationDate: c.body.newExpirationDate,
    }),
  );

  routes.add(api.subscriptions, (c) => accountSubscriptions(c.db, c.tenant, c.params.id));
  routes.add(api.cancelSubscription, async (c) => {
    await changeSubscriptionStatus(c.db, c.actor, c.tenant, c.params.id, c.params.subId, 'cancel');
    return getSubscription(c.db, c.tenant, c.params.subId);
  });
  routes.add(api.deleteSubscription, (c) =>
    changeSubscriptionStatus(
      c.db,
      c.actor,
      c.tenant,
      c.params.id,
      c.params.subId,
      'delete',
      refuseUnbilledDays,
    ),
  );
  routes.add(api.subscription, (c) => getSubscription(c.db, c.tenant, c.params.id));
  routes.add(api.addSubscription, (c) => addSubscription(c.db, c.actor, c.tenant, c.params.id, c.body));
  routes.add(api.updateSubscription, (c) => updateSubscription(c.db, c.actor, c.tenant, c.params.id, c.body));

  routes.add(api.statsByAllServices, (c) => accountStatsByService(c.db, c.tenant, c.params.id, c.query));
  routes.add(api.metrics, (c) => accountMetrics(c.db, c.tenant, c.params.id, c.query));
  routes.add(api.stats, (c) => companyStats(c.db, c.tenant, c.query));
  routes.add(api.serviceStats, (c) => companyStats(c.db, c.tenant, c.query, c.params.serviceId));

  routes.add(api.services, (c) => listServices(c.db, c.tenant));
  routes.add(api.plans, (c) => listPlans(c.db, c.tenant));
  routes.add(api.servicePlans, (c) => listPlans(c.db, c.tenant, c.params.serviceId));
  routes.add(api.accountServices, (c) => accountServices(c.db, c.tenant, c.params.id));
  routes.add(api.setAccountServices, (c) => setAccountServices(c.db, c.actor, c.tenant, c.params.id, c.body));
  routes.add(api.timezones, () => [...TIME_ZONES]);

  routes.list(api.requests, (c) => requestsSource(c.db, c.tenant, c.query));
  routes.list(api.accountRequests, (c) => accountRequestsSource(c.db, c.tenant, c.params.id, c.query));
  routes.add(api.request, (c) => getRequest(c.db, c.tenant, c.params.id));
}
