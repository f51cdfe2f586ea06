import { screeningApi as api } from '@console/contract/screening/api';
import { SubscriptionStatus } from '@console/contract/screening/subscriptions';
import { screeningSubscriptions } from './tables.ts';
import type { GateFixtures } from '../../testing/gate-fixtures.ts';
import { gateKey as key } from '../../testing/gate-suite.ts';
import type { TestContext } from '../../testing/harness.ts';
import { addDays, utcDay } from '../../lib/days.ts';
import { issueToken } from '../../kit/tokens.ts';
import { aRequest, report } from '../activity/testing.ts';
import { SCREENING_TOKEN_KIND } from './accounts.ts';
import { billingGateFixtures } from './billing/gate-fixtures.ts';
import { screeningAccount } from './testing.ts';

interface CompanyBRecords {
  accountId: number;
  companyId: number;
  tokenId: number;
  serviceId: number;
  planId: number;
  /** Active, on identity check: read and updated, never cancelled. */
  subscriptionId: number;
  /** Active, on watchlist: the one the cancel call cancels. */
  cancellableId: number;
  watchlist: { serviceId: number; planId: number };
  requestId: number;
}

/** A subscription of companyB's account to the plan, in the status given. */
async function subscriptionOf(
  t: TestContext,
  accountId: number,
  plan: { serviceId: number; planId: number },
  status: SubscriptionStatus,
): Promise<number> {
  const today = utcDay(new Date());
  const [row] = await t.database.db
    .insert(screeningSubscriptions)
    .values({
      companyId: t.fixtures.companyB,
      accountId,
      ...plan,
      quantity: 10,
      expirationDate: addDays(today, 30),
      subscriptionStatusId: status,
      startedOn: today,
      currentPeriodStart: today,
      currentPeriodEnd: addDays(today, 29),
    })
    .returning({ id: screeningSubscriptions.id });
  if (!row) throw new Error('no subscription inserted');
  return row.id;
}

const made = new WeakMap<TestContext, Promise<CompanyBRecords>>();

/** companyB's screening account with a token, an Active subscription and a request, made once per context. */
function companyBRecords(t: TestContext): Promise<CompanyBRecords> {
  let records = made.get(t);
  if (!records) {
    records = (async () => {
      const b = await screeningAccount(t, t.fixtures.companyB, 'Beta Screening');
      const idCheck = await subscriptionOf(t, b.accountId, b.catalogue.idCheck, SubscriptionStatus.Active);
      const cancellable = await subscriptionOf(
        t,
        b.accountId,
        b.catalogue.watchlist,
        SubscriptionStatus.Active,
      );
      const stored = await report(t, b.token, aRequest('gate-b-request', { service: 'idCheck' }));
      if (stored.statusCode !== 201) throw new Error(`companyB's request was refused: ${stored.body}`);
      return {
        accountId: b.accountId,
        companyId: b.companyId,
        tokenId: b.tokenId,
        serviceId: b.catalogue.idCheck.serviceId,
        planId: b.catalogue.idCheck.planId,
        subscriptionId: idCheck,
        cancellableId: cancellable,
        watchlist: b.catalogue.watchlist,
        requestId: (stored.json() as { id: number }).id,
      };
    })();
    made.set(t, records);
  }
  return records;
}

const account = async (t: TestContext) => ({ params: { id: (await companyBRecords(t)).accountId } });
const token = async (t: TestContext) => {
  const b = await companyBRecords(t);
  return { params: { id: b.accountId, tokenId: b.tokenId } };
};
/** The cancel call's own subscription: the others stay Active for the calls after it. */
const cancellable = async (t: TestContext) => {
  const b = await companyBRecords(t);
  return { params: { id: b.accountId, subId: b.cancellableId } };
};
/** A new Cancelled subscription for each delete call, so a delete never takes another call's record. */
const deletable = async (t: TestContext) => {
  const b = await companyBRecords(t);
  const subId = await subscriptionOf(t, b.accountId, b.watchlist, SubscriptionStatus.Cancelled);
  return { params: { id: b.accountId, subId } };
};
/** A new token for each delete call, likewise. */
const deletableToken = async (t: TestContext) => {
  const b = await companyBRecords(t);
  const issued = await issueToken(
    t.database.db,
    { id: t.fixtures.users.admin, name: 'Gate suite', companyId: b.companyId },
    { kind: SCREENING_TOKEN_KIND, companyId: b.companyId, ownerId: b.accountId },
    { label: 'Deleted by the gate suite' },
  );
  return { params: { id: b.accountId, tokenId: issued.id } };
};
const subscription = async (t: TestContext) => ({
  params: { id: (await companyBRecords(t)).subscriptionId },
});
const service = async (t: TestContext) => ({ params: { serviceId: (await companyBRecords(t)).serviceId } });
const nextMonth = () => addDays(utcDay(new Date()), 30);

/** Every screening call with an id, naming companyB's account, token, subscription, service or request. */
export const gateFixtures: GateFixtures = {
  [key(api.aggregatedAccount)]: account,
  [key(api.updateAccount)]: async (t) => ({ ...(await account(t)), body: { name: 'Renamed Beta' } }),
  [key(api.updateSettings)]: async (t) => ({
    ...(await account(t)),
    body: { brandName: 'Beta', accentColor: '', supportEmail: '', supportPhone: '', timeZoneId: '' },
  }),
  [key(api.tokens)]: account,
  [key(api.createToken)]: async (t) => ({ ...(await account(t)), body: { label: 'Gate token' } }),
  [key(api.updateToken)]: async (t) => ({ ...(await token(t)), body: { disabled: true } }),
  [key(api.deleteToken)]: deletableToken,
  [key(api.disableToken)]: token,
  [key(api.setTokenExpiration)]: async (t) => ({
    ...(await token(t)),
    body: { newExpirationDate: nextMonth() },
  }),
  [key(api.subscriptions)]: account,
  [key(api.cancelSubscription)]: cancellable,
  [key(api.deleteSubscription)]: deletable,
  [key(api.statsByAllServices)]: account,
  [key(api.metrics)]: account,
  [key(api.accountServices)]: account,
  [key(api.setAccountServices)]: async (t) => ({ ...(await account(t)), body: { serviceIds: [] } }),
  [key(api.accountRequests)]: account,
  [key(api.servicePlans)]: service,
  [key(api.serviceStats)]: service,
  [key(api.subscription)]: subscription,
  [key(api.addSubscription)]: async (t) => ({
    ...(await account(t)),
    body: { planId: (await companyBRecords(t)).planId, quantity: 5, expirationDate: nextMonth() },
  }),
  [key(api.updateSubscription)]: async (t) => ({
    ...(await subscription(t)),
    body: { quantity: 20, expirationDate: nextMonth() },
  }),
  [key(api.request)]: async (t) => ({ params: { id: (await companyBRecords(t)).requestId } }),
  ...billingGateFixtures(async (t) => ({
    accountId: (await companyBRecords(t)).accountId,
    companyId: t.fixtures.companyB,
  })),
};
