import { Type, type Static } from 'typebox';
import { requiredText } from '../annotations.ts';
import { integrationsFamily } from './gates.ts';
import { SyncState } from './api.ts';
import { Id } from '../kit/integers.ts';
import { DateTime } from '../kit/dates.ts';

/*
 * RealPage's extras (product-families §7: "RealPage adds Credentials, Subscriptions, PmcIds, Sites,
 * SiteSubscriptionUpdate with subscriptionStatusId, SyncSites, and CustomerSettings with pmcId"; §4
 * the site subscription status changed by a subscriptionStatusId whose values are not shown; §2 the
 * RealPage sub-page of Integrations Settings). The shapes are ours:
 *
 * - A customer's RealPage settings hold its PMC id (the property management company at RealPage
 *   whose sites it manages): GET|PUT /api/Integrations/RealPage/{customerId}/CustomerSettings, the
 *   customer's id where the location's calls have the location's guid, as the spec's call list has it.
 * - A location's RealPage integration (its credentials) reads RealPage's PMC ids and the sites of
 *   one, syncs the sites of the customer's PMC into site subscriptions kept by the console (SyncSites:
 *   a job on the queue like every sync, so a slow RealPage never holds the request) and changes a site's subscription status at RealPage and here (SiteSubscriptionUpdate).
 */

/**
 * The site subscription statuses (§4: values not shown, ours). A site synced for the first time is
 * Pending; staff activate, suspend or cancel it; a cancelled one may be made Pending again.
 */
export const SITE_SUBSCRIPTION_STATUSES = {
  1: 'Pending',
  2: 'Active',
  3: 'Suspended',
  4: 'Cancelled',
} as const;
export type SiteSubscriptionStatusId = 1 | 2 | 3 | 4;
export const SITE_SUBSCRIPTION_PENDING: SiteSubscriptionStatusId = 1;
const statusChoice = (id: SiteSubscriptionStatusId) =>
  Type.Literal(id, { title: SITE_SUBSCRIPTION_STATUSES[id] });
export const SubscriptionStatusId = Type.Union(
  [statusChoice(1), statusChoice(2), statusChoice(3), statusChoice(4)],
  { title: 'Subscription Status' },
);

/** Which status may follow which: any other, except that a cancelled site only becomes Pending again. */
export const canChangeSiteStatus = (from: SiteSubscriptionStatusId, to: SiteSubscriptionStatusId) =>
  from !== to && (from !== 4 || to === 1);

export const RealPageCredentials = Type.Object({
  baseUrl: Type.String(),
  username: Type.String(),
  /** The mask only. */
  password: Type.String(),
});
export type RealPageCredentials = Static<typeof RealPageCredentials>;

export const RealPagePmc = Type.Object({ pmcId: Type.String(), name: Type.String() });
export type RealPagePmc = Static<typeof RealPagePmc>;

export const RealPageSite = Type.Object({
  siteId: Type.String(),
  siteName: Type.String(),
  address: Type.String(),
});
export type RealPageSite = Static<typeof RealPageSite>;

export const SiteSubscription = Type.Object({
  siteId: Type.String(),
  siteName: Type.String(),
  pmcId: Type.String(),
  subscriptionStatusId: SubscriptionStatusId,
  updatedAt: DateTime(),
});
export type SiteSubscription = Static<typeof SiteSubscription>;

export const SiteSubscriptionUpdate = Type.Object({
  siteId: requiredText('Site', 100),
  subscriptionStatusId: SubscriptionStatusId,
});
export type SiteSubscriptionUpdate = Static<typeof SiteSubscriptionUpdate>;

export const RealPageCustomerSettings = Type.Object({
  pmcId: Type.Union([requiredText('PMC ID', 100), Type.Null()]),
});
export type RealPageCustomerSettings = Static<typeof RealPageCustomerSettings>;

const BASE = '/api/Integrations/RealPage';
const Location = Type.Object({
  guid: Type.String({ format: 'uuid', maxLength: 36, description: "The location's guid" }),
});

export const realPageApi = {
  credentials: integrationsFamily.endpoint({
    method: 'GET',
    path: `${BASE}/{guid}/Credentials`,
    summary: "The credentials a location's RealPage integration uses (the password masked)",
    params: Location,
    response: RealPageCredentials,
  }),
  pmcIds: integrationsFamily.endpoint({
    method: 'GET',
    path: `${BASE}/{guid}/PmcIds`,
    summary: 'The PMCs RealPage lets these credentials see',
    params: Location,
    response: Type.Array(RealPagePmc),
  }),
  sites: integrationsFamily.endpoint({
    method: 'GET',
    path: `${BASE}/{guid}/Sites`,
    summary: "A PMC's sites at RealPage (the customer's PMC unless one is named)",
    params: Location,
    query: Type.Object({ pmcId: Type.Optional(requiredText('PMC ID', 100)) }),
    response: Type.Array(RealPageSite),
  }),
  subscriptions: integrationsFamily.endpoint({
    method: 'GET',
    path: `${BASE}/{guid}/Subscriptions`,
    summary: 'The site subscriptions the console keeps for this integration',
    params: Location,
    response: Type.Array(SiteSubscription),
  }),
  syncSites: integrationsFamily.endpoint({
    method: 'POST',
    path: `${BASE}/{guid}/SyncSites`,
    summary:
      "Queue a sync of the customer's PMC's sites from RealPage into site subscriptions (new ones Pending); " +
      "it runs as a job, followed through the integration's SyncState",
    params: Location,
    response: SyncState,
  }),
  siteSubscriptionUpdate: integrationsFamily.endpoint({
    method: 'PUT',
    path: `${BASE}/{guid}/SiteSubscriptionUpdate`,
    summary: "Change a site's subscription status at RealPage and here",
    params: Location,
    body: SiteSubscriptionUpdate,
    response: SiteSubscription,
  }),
  customerSettings: integrationsFamily.endpoint({
    method: 'GET',
    path: `${BASE}/{customerId}/CustomerSettings`,
    summary: "A customer's RealPage settings: its PMC id",
    params: Type.Object({ customerId: Id() }),
    response: RealPageCustomerSettings,
  }),
  updateCustomerSettings: integrationsFamily.endpoint({
    method: 'PUT',
    path: `${BASE}/{customerId}/CustomerSettings`,
    summary: "Set or clear a customer's RealPage PMC id",
    params: Type.Object({ customerId: Id() }),
    body: RealPageCustomerSettings,
    response: RealPageCustomerSettings,
  }),
};
