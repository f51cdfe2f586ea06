import { onboardingApi } from '@console/contract/onboarding/api';
import type { FamilyRoutes } from '../../kit/register.ts';
import { tokenRoutes } from '../../kit/tokens.ts';
import {
  aggregatedAccount,
  ONBOARDING_TOKEN_KIND,
  onboardingAccountsSource,
  updateOnboardingAccount,
} from './accounts.ts';
import { customerIntegration, saveCustomerIntegration } from './integration.ts';
import { sendRequestsCountReport } from './report.ts';
import { findOnboardingAccount } from './scope.ts';
import {
  accountSettings,
  defaultSettings,
  extendedSettings,
  removeAccountSettings,
  saveAccountSettings,
  saveDefaultSettings,
  saveExtendedSettings,
} from './settings.ts';

/**
 * /api/OnboardingAccounts and /api/OnboardingReports (product-families §7), behind the family's gate
 * (the Veriscan module and the Onboarding project, contract/src/onboarding/gates.ts).
 */
export function onboardingRoutes(routes: FamilyRoutes): void {
  const api = onboardingApi;
  routes.list(api.list, (c) => onboardingAccountsSource(c.db, c.tenant, c.query));
  routes.add(api.aggregated, (c) => aggregatedAccount(c.db, c.tenant, c.params.id));
  routes.add(api.updateAccount, (c) =>
    updateOnboardingAccount(c.db, c.staff, c.actor, c.tenant, c.params.id, c.body),
  );
  routes.add(api.accountSettings, (c) => accountSettings(c.db, c.tenant, c.params.id));
  routes.add(api.updateAccountSettings, (c) =>
    saveAccountSettings(c.db, c.actor, c.tenant, c.params.id, c.body),
  );
  routes.add(api.removeAccountSettings, (c) => removeAccountSettings(c.db, c.actor, c.tenant, c.params.id));
  routes.add(api.extendedSettings, (c) => extendedSettings(c.db, c.tenant, c.params.id));
  routes.add(api.updateExtendedSettings, (c) =>
    saveExtendedSettings(c.db, c.actor, c.tenant, c.params.id, c.body),
  );
  routes.add(api.defaultSettings, (c) => defaultSettings(c.db, c.tenant));
  routes.add(api.updateDefaultSettings, (c) => saveDefaultSettings(c.db, c.actor, c.tenant, c.body));
  // The account's access tokens are product tokens of the product API (kind `onboarding`), owned
  // by the account: the kit's one lifecycle, after the account is found to be the tenant's.
  tokenRoutes(routes, api.tokens, async (c) => {
    const { id } = c.params as unknown as { id: number };
    await findOnboardingAccount(c.db, c.tenant, id);
    return { kind: ONBOARDING_TOKEN_KIND, companyId: c.tenant.companyId, ownerId: id };
  });
  routes.add(api.customerIntegration, (c) => customerIntegration(c.db, c.tenant, c.params.id));
  routes.add(api.updateCustomerIntegration, (c) =>
    saveCustomerIntegration(c.db, routes.ctx.secrets, c.actor, c.tenant, c.params.id, c.body),
  );
  routes.add(api.requestsCountReport, (c) => sendRequestsCountReport(c.db, c.tenant, c.query, c.reply));
}
