import { onboardingApi } from '@console/contract/onboarding/api';
import type { GateFixtures } from '../../testing/gate-fixtures.ts';
import { gateKey as key } from '../../testing/gate-suite.ts';
import { PartnerSecrets } from '../../kit/secrets.ts';
import { issueToken } from '../../kit/tokens.ts';
import { ONBOARDING_TOKEN_KIND } from './accounts.ts';
import { saveAccountSettings, saveExtendedSettings } from './settings.ts';
import { saveCustomerIntegration } from './integration.ts';
import { onboardingAccount, someExtendedSettings, someIntegration, someSettings } from './testing.ts';

const api = onboardingApi;

type T = Parameters<typeof onboardingAccount>[0];

/** companyB's onboarding account: every call with an account id names it and must answer 404. */
const accountOfB = async (t: T) => ({
  params: { id: (await onboardingAccount(t, t.fixtures.companyB, 'Beta Onboarding')).accountId },
});

/**
 * companyB's onboarding account with its own and extended settings saved, so that the reads and
 * the removal find something in the record's own company (without them they answer 404 there too).
 */
const accountOfBWithSettings = async (t: T) => {
  const call = await accountOfB(t);
  const actor = { id: t.fixtures.users.admin, name: 'Gate Keeper', companyId: t.fixtures.companyB };
  const tenant = { companyId: t.fixtures.companyB, testMode: false };
  await saveAccountSettings(t.database.db, actor, tenant, call.params.id, someSettings);
  await saveExtendedSettings(t.database.db, actor, tenant, call.params.id, someExtendedSettings);
  return call;
};

/** A token issued on companyB's onboarding account. */
const tokenOfB = async (t: T) => {
  const { params } = await accountOfB(t);
  const token = await issueToken(
    t.database.db,
    { id: t.fixtures.users.admin, name: 'Gate Keeper', companyId: t.fixtures.companyB },
    { kind: ONBOARDING_TOKEN_KIND, companyId: t.fixtures.companyB, ownerId: params.id },
    { label: 'Beta kiosk' },
  );
  return { id: params.id, tokenId: token.id };
};

export const gateFixtures: GateFixtures = {
  [key(api.aggregated)]: accountOfB,
  [key(api.updateAccount)]: async (t) => ({ ...(await accountOfB(t)), body: { name: 'Renamed by gate' } }),
  [key(api.accountSettings)]: accountOfBWithSettings,
  [key(api.updateAccountSettings)]: async (t) => ({ ...(await accountOfB(t)), body: someSettings }),
  [key(api.removeAccountSettings)]: accountOfBWithSettings,
  [key(api.extendedSettings)]: accountOfBWithSettings,
  [key(api.updateExtendedSettings)]: async (t) => ({ ...(await accountOfB(t)), body: someExtendedSettings }),
  [key(api.customerIntegration)]: async (t) => {
    const call = await accountOfB(t);
    const actor = { id: t.fixtures.users.admin, name: 'Gate Keeper', companyId: t.fixtures.companyB };
    const tenant = { companyId: t.fixtures.companyB, testMode: false };
    const secrets = new PartnerSecrets(t.config.partnerSecretKeys);
    await saveCustomerIntegration(t.database.db, secrets, actor, tenant, call.params.id, someIntegration);
    return call;
  },
  [key(api.updateCustomerIntegration)]: async (t) => ({ ...(await accountOfB(t)), body: someIntegration }),
  [key(api.tokens.list)]: accountOfB,
  [key(api.tokens.create)]: async (t) => ({ ...(await accountOfB(t)), body: { label: 'Gate token' } }),
  [key(api.tokens.update)]: async (t) => ({ params: await tokenOfB(t), body: { disabled: true } }),
  [key(api.tokens.remove)]: async (t) => ({ params: await tokenOfB(t) }),
};
