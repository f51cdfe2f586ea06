import { incomeVerificationApi as income } from '@console/contract/integrations/income-verification';
import { integrationsApi as api, mriApi } from '@console/contract/integrations/api';
import { realPageApi as realPage } from '@console/contract/integrations/realpage';
import type { FamilyRoutes } from '../../kit/register.ts';
import {
  createIncomeVerification,
  deleteIncomeVerification,
  getIncomeVerification,
  incomeVerificationsSource,
  updateIncomeVerification,
} from './income.ts';
import { integrationsSource } from './list.ts';
import {
  getCustomerSettings,
  realPageCredentials,
  realPagePmcs,
  realPageSites,
  siteSubscriptions,
  syncSites,
  updateCustomerSettings,
  updateSiteSubscription,
} from './realpage.ts';
import {
  finishMriAuthorization,
  getMriAuthorization,
  revokeMriAuthorization,
  startMriAuthorization,
} from './mri.ts';
import {
  deleteIntegration,
  getIntegration,
  getSyncState,
  integrationsOfLocation,
  partnerLocations,
  saveIntegration,
  startSync,
  testConnection,
  type Services,
} from './service.ts';

/** /api/Integrations (contract/src/integrations/api.ts), behind the family's gate: Veriscan, Admins. */
export function integrationsRoutes(routes: FamilyRoutes): void {
  const { ctx } = routes;
  const services: Services = {
    db: ctx.database.db,
    queue: ctx.jobs,
    secrets: ctx.secrets,
    outbound: ctx.outbound,
    publicOrigin: ctx.config.outbound.publicOrigin,
  };
  routes.list(api.list, (c) => integrationsSource(c.db, c.tenant, c.query));
  routes.add(api.ofLocation, (c) =>
    integrationsOfLocation(c.db, c.tenant, c.params.customerId, c.params.locationId),
  );
  routes.add(api.get, (c) => getIntegration(services, c.tenant, c.params));
  routes.add(api.create, (c) => saveIntegration(services, c.tenant, c.actor, c.params, c.body, true));
  routes.add(api.update, (c) => saveIntegration(services, c.tenant, c.actor, c.params, c.body, false));
  routes.add(api.delete, (c) => deleteIntegration(services, c.tenant, c.actor, c.params));
  routes.add(api.partnerLocations, (c) => partnerLocations(services, c.tenant, c.params));
  routes.add(api.testConnection, (c) => testConnection(services, c.tenant, c.params));
  routes.add(api.sync, (c) => startSync(services, c.tenant, c.actor, c.params, c.body.kind));
  routes.add(api.syncState, (c) => getSyncState(services, c.tenant, c.params));

  // MRI's authorization flow (mri.ts).
  routes.add(mriApi.authorize, (c) =>
    startMriAuthorization(services, c.tenant, c.staff.id, c.params.guid, c.body.redirectUri),
  );
  routes.add(mriApi.callback, (c) =>
    finishMriAuthorization(services, c.tenant, c.staff.id, c.actor, c.body.redirectUri),
  );
  routes.add(mriApi.authorization, (c) => getMriAuthorization(services, c.tenant, c.params.guid));
  routes.add(mriApi.revoke, (c) => revokeMriAuthorization(services, c.tenant, c.actor, c.params.guid));

  // Income verification (income.ts).
  routes.list(income.list, (c) => incomeVerificationsSource(c.db, c.tenant, c.query));
  routes.add(income.get, (c) => getIncomeVerification(c.db, c.tenant, c.params.id));
  routes.add(income.create, (c) => createIncomeVerification(services, c.tenant, c.actor, c.body));
  routes.add(income.update, (c) =>
    updateIncomeVerification(services, c.tenant, c.actor, c.params.id, c.body),
  );
  routes.add(income.delete, (c) => deleteIncomeVerification(services.db, c.tenant, c.actor, c.params.id));

  // RealPage's extras (realpage.ts).
  routes.add(realPage.credentials, (c) => realPageCredentials(services, c.tenant, c.params.guid));
  routes.add(realPage.pmcIds, (c) => realPagePmcs(services, c.tenant, c.params.guid));
  routes.add(realPage.sites, (c) => realPageSites(services, c.tenant, c.params.guid, c.query.pmcId));
  routes.add(realPage.subscriptions, (c) => siteSubscriptions(services, c.tenant, c.params.guid));
  routes.add(realPage.syncSites, (c) => syncSites(services, c.tenant, c.actor, c.params.guid));
  routes.add(realPage.siteSubscriptionUpdate, (c) =>
    updateSiteSubscription(services, c.tenant, c.actor, c.params.guid, c.body),
  );
  routes.add(realPage.customerSettings, (c) => getCustomerSettings(c.db, c.tenant, c.params.customerId));
  routes.add(realPage.updateCustomerSettings, (c) =>
    updateCustomerSettings(c.db, c.tenant, c.actor, c.params.customerId, c.body),
  );
}
