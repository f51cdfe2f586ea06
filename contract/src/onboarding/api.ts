import { Type, type Static } from 'typebox';
import { AccountDetail, AccountWithInfo } from '../accounts/api.ts';
import { ui } from '../annotations.ts';
import { Id } from '../kit/integers.ts';
import { productAccountsList } from '../kit/product-accounts.ts';
import { tokenEndpoints } from '../kit/tokens.ts';
import { onboardingFamily } from './gates.ts';
import { Day, DateTime } from '../kit/dates.ts';
import { Permission } from '../permissions.ts';

export { onboardingFamily };

/*
 * Onboarding accounts (product-families §7 "Onboarding accounts", "Onboarding reports"; §8: some 404
 * replies to onboarding settings reads are tolerated silently). An onboarding account is a customer
 * account with the company's Onboarding product. The spec shows no settings fields; the ones below
 * are decisions, and a read of settings never saved answers 404 (the spec's tolerated 404).
 * (rules: server/src/modules/onboarding/README.md)
 */

/** The window of the list's "requests in the last 30 days", in UTC days ending today. */
export const ONBOARDING_RECENT_DAYS = 30;

export const ONBOARDING_LANGUAGES = ['en', 'es'] as const;

/** An https address (an applicant is sent there): no spaces, at most 500 characters. */
const HTTPS_URL_PATTERN = '^https://[^\\s/$.?#][^\\s]*$';

// ---------------------------------------------------------------------------------------------
// Settings
// ---------------------------------------------------------------------------------------------

/** AccountSettings and DefaultSettings: the same fields, every one required on save. */
export const OnboardingSettings = Type.Object(
  {
    idScan: Type.Boolean(ui({ title: 'ID Scan' }, { span: 8 })),
    faceMatch: Type.Boolean(ui({ title: 'Face Match' }, { span: 8 })),
    incomeVerification: Type.Boolean(ui({ title: 'Income Verification' }, { span: 8 })),
    linkValidHours: Type.Integer(
      ui(
        {
          title: 'Link Valid (hours)',
          minimum: 1,
          maximum: 720,
          description: 'How long an invitation link works, 1 to 720 hours (30 days)',
        },
        { span: 12 },
      ),
    ),
    maxAttempts: Type.Integer(
      ui(
        {
          title: 'Attempts Allowed',
          minimum: 1,
          maximum: 10,
          description: 'Tries an applicant has, 1 to 10',
        },
        { span: 12 },
      ),
    ),
    notificationEmail: Type.Union(
      [
        Type.String(ui({ title: 'Notification Email', maxLength: 200, format: 'email' }, { span: 24 })),
        Type.Null(),
      ],
      { title: 'Notification Email', description: 'Told when an applicant finishes; null: nobody' },
    ),
  },
  { additionalProperties: false },
);
export type OnboardingSettings = Static<typeof OnboardingSettings>;

/** ExtendedSettings: the look and the end of the account's onboarding pages. */
export const OnboardingExtendedSettings = Type.Object(
  {
    welcomeMessage: Type.String(
      ui({ title: 'Welcome Message', maxLength: 2000 }, { multiline: true, span: 24 }),
    ),
    brandColor: Type.String(
      ui(
        { title: 'Brand Color', pattern: '^#[0-9A-Fa-f]{6}$', maxLength: 7, description: '#RRGGBB' },
        { span: 8 },
      ),
    ),
    language: Type.Enum([...ONBOARDING_LANGUAGES], { title: 'Language' }),
    redirectUrl: Type.Union(
      [
        Type.String(ui({ title: 'Redirect URL', pattern: HTTPS_URL_PATTERN, maxLength: 500 }, { span: 24 })),
        Type.Null(),
      ],
      {
        title: 'Redirect URL',
        description: 'Where an applicant goes when done (https); null: a thank-you page',
      },
    ),
  },
  { additionalProperties: false },
);
export type OnboardingExtendedSettings = Static<typeof OnboardingExtendedSettings>;

// ---------------------------------------------------------------------------------------------
// The Onboarding integration, customer level
// ---------------------------------------------------------------------------------------------

/** The most an application fee may be, in cents ($1,000.00). */
export const APPLICATION_FEE_MAX_CENTS = 100_000;

/**
 * The customer's account at the Onboarding system (product-families §7: "Onboarding has
 * customer-level and location-level settings"; the location level is the Integrations family's
 * /api/Integrations/Onboarding/{guid}). The API key is a partner secret: sealed at rest, answered
 * only masked; left out of a change, the stored one is kept; required the first time.
 */
export const OnboardingIntegrationSettings = Type.Object(
  {
    partnerCustomerId: Type.String({
      title: 'Onboarding Account ID',
      minLength: 1,
      maxLength: 100,
      pattern: '^[A-Za-z0-9][A-Za-z0-9._-]*$',
    }),
    apiKey: Type.Optional(
      Type.String(ui({ title: 'API Key', minLength: 8, maxLength: 500 }, { secret: true })),
    ),
    applicationFeeCents: Type.Integer({
      title: 'Application Fee (cents)',
      minimum: 0,
      maximum: APPLICATION_FEE_MAX_CENTS,
      description: 'What an applicant pays, in US cents',
    }),
    autoInviteApplicants: Type.Boolean({ title: 'Invite Applicants Automatically' }),
  },
  { additionalProperties: false },
);
export type OnboardingIntegrationSettings = Static<typeof OnboardingIntegrationSettings>;

export const OnboardingIntegration = Type.Object({
  partnerCustomerId: Type.String(),
  apiKey: Type.String({ description: "The API key's mask: '••••••k3Qz'" }),
  applicationFeeCents: Type.Integer(),
  autoInviteApplicants: Type.Boolean(),
  updatedAt: DateTime(),
  updatedBy: Type.String(),
});
export type OnboardingIntegration = Static<typeof OnboardingIntegration>;

// ---------------------------------------------------------------------------------------------
// The list and one account
// ---------------------------------------------------------------------------------------------

export const OnboardingSubscription = Type.Object({
  planName: Type.String(),
  status: Type.String({ description: 'Active, Cancelled or Suspended' }),
  expirationDate: Type.Union([Day(undefined, 'The last day of the subscription'), Type.Null()]),
});
export type OnboardingSubscription = Static<typeof OnboardingSubscription>;

export const OnboardingAccountListItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  contactName: Type.String(),
  active: Type.Boolean(),
  issuesTotalRank: Type.Integer(),
  requestsLast30Days: Type.Integer({
    description: `Requests in the last ${ONBOARDING_RECENT_DAYS} UTC days`,
  }),
  hasOwnSettings: Type.Boolean({ description: 'Settings of its own; otherwise the defaults apply' }),
});
export type OnboardingAccountListItem = Static<typeof OnboardingAccountListItem>;

export const ONBOARDING_SORT_FIELDS = ['name', 'id', 'contactName', 'active', 'issuesTotalRank'] as const;

/** The company's onboarding accounts, by name unless sorted; the text filter is the accounts list's. */
export const OnboardingAccountsList = productAccountsList({
  item: OnboardingAccountListItem,
  sortFields: ONBOARDING_SORT_FIELDS,
  columns: {
    requestsLast30Days: 'Requests (30 days)',
    hasOwnSettings: 'Own Settings',
    issuesTotalRank: 'Issues',
  },
  fileName: 'onboarding-accounts',
});
export type OnboardingAccountsQuery = Static<typeof OnboardingAccountsList.query>;

/**
 * GET {id}/AggregatedAccount: the account (the accounts family's fields), its Onboarding
 * subscription, its access tokens in use, its requests of the last 30 days, and which settings
 * apply: its own, the company's defaults, or none saved yet.
 */
export const OnboardingAggregatedAccount = Type.Object({
  account: AccountWithInfo,
  subscription: Type.Union([OnboardingSubscription, Type.Null()]),
  activeTokens: Type.Integer(),
  requestsLast30Days: Type.Integer(),
  settingsSource: Type.Enum(['own', 'defaults', 'none']),
  settings: Type.Union([OnboardingSettings, Type.Null()], { description: 'The settings that apply' }),
});
export type OnboardingAggregatedAccount = Static<typeof OnboardingAggregatedAccount>;

// ---------------------------------------------------------------------------------------------
// The report
// ---------------------------------------------------------------------------------------------

/**
 * GET /api/OnboardingReports/accountsRequestsCountReportCsv: every onboarding account with its
 * requests by status over UTC days (both ends included). Left out, the range is the last 30 days;
 * at most two years (the Metrics rule, kit/metrics.ts metricsRangeTooLong).
 */
export const RequestsCountReportQuery = Type.Object({
  dateFrom: Type.Optional(Day('From')),
  dateTo: Type.Optional(Day('To')),
});
export type RequestsCountReportQuery = Static<typeof RequestsCountReportQuery>;

export const REQUESTS_COUNT_REPORT_COLUMNS = [
  { field: 'id', caption: 'Account ID' },
  { field: 'name', caption: 'Account Name' },
  { field: 'active', caption: 'Active' },
  { field: 'dateFrom', caption: 'From' },
  { field: 'dateTo', caption: 'To' },
  { field: 'total', caption: 'Requests' },
  { field: 'success', caption: 'Success' },
  { field: 'failed', caption: 'Failed' },
  { field: 'review', caption: 'Review' },
] as const;

// ---------------------------------------------------------------------------------------------
// The calls
// ---------------------------------------------------------------------------------------------

const AccountId = Type.Object({ id: Id() });
const BASE = '/api/OnboardingAccounts';

export const onboardingApi = {
  list: onboardingFamily.endpoint({
    method: 'GET',
    path: BASE,
    summary: "The company's onboarding accounts",
    query: OnboardingAccountsList.query,
    response: OnboardingAccountsList.response,
    list: OnboardingAccountsList.spec,
  }),
  aggregated: onboardingFamily.endpoint({
    method: 'GET',
    path: `${BASE}/{id}/AggregatedAccount`,
    summary: 'An onboarding account with its subscription, tokens, activity and the settings that apply',
    params: AccountId,
    response: OnboardingAggregatedAccount,
  }),
  updateAccount: onboardingFamily.endpoint({
    method: 'PUT',
    path: `${BASE}/{id}/Account`,
    summary: "Update the onboarding account's details (the accounts family's fields)",
    params: AccountId,
    bodyId: 'id',
    body: AccountDetail,
    response: AccountWithInfo,
  }),
  accountSettings: onboardingFamily.endpoint({
    method: 'GET',
    path: `${BASE}/{id}/AccountSettings`,
    summary: "The account's own onboarding settings; 404 when it has none (the defaults apply)",
    params: AccountId,
    response: OnboardingSettings,
  }),
  updateAccountSettings: onboardingFamily.endpoint({
    method: 'PUT',
    path: `${BASE}/{id}/AccountSettings`,
    summary: "Save the account's own onboarding settings",
    params: AccountId,
    body: OnboardingSettings,
    response: OnboardingSettings,
  }),
  removeAccountSettings: onboardingFamily.endpoint({
    method: 'DELETE',
    path: `${BASE}/{id}/AccountSettings`,
    summary: "Drop the account's own settings: the company's defaults apply again",
    params: AccountId,
    answer: 'none',
  }),
  extendedSettings: onboardingFamily.endpoint({
    method: 'GET',
    path: `${BASE}/{id}/ExtendedSettings`,
    summary: "The account's extended settings (its pages' look); 404 when never saved",
    params: AccountId,
    response: OnboardingExtendedSettings,
  }),
  updateExtendedSettings: onboardingFamily.endpoint({
    method: 'PUT',
    path: `${BASE}/{id}/ExtendedSettings`,
    summary: "Save the account's extended settings",
    params: AccountId,
    body: OnboardingExtendedSettings,
    response: OnboardingExtendedSettings,
  }),
  defaultSettings: onboardingFamily.endpoint({
    method: 'GET',
    path: `${BASE}/DefaultSettings`,
    summary: "The company's default onboarding settings; 404 when never saved",
    response: OnboardingSettings,
  }),
  updateDefaultSettings: onboardingFamily.endpoint({
    method: 'PUT',
    path: `${BASE}/DefaultSettings`,
    gate: { permission: Permission.ChangeCompanyDefaults },
    summary: "Save the company's default onboarding settings",
    body: OnboardingSettings,
    response: OnboardingSettings,
  }),
  tokens: tokenEndpoints(onboardingFamily, `${BASE}/{id}/AccessTokens`, {
    params: AccountId,
    what: 'access tokens of the account',
  }),
  customerIntegration: onboardingFamily.endpoint({
    method: 'GET',
    path: '/api/Integrations/Onboarding/Customers/{id}',
    gate: { permission: Permission.ManageIntegrations },
    summary: "The customer's Onboarding integration (its API key masked); 404 when never saved",
    params: AccountId,
    response: OnboardingIntegration,
  }),
  updateCustomerIntegration: onboardingFamily.endpoint({
    method: 'PUT',
    path: '/api/Integrations/Onboarding/Customers/{id}',
    gate: { permission: Permission.ManageIntegrations },
    summary: "Save the customer's Onboarding integration (an API key left out is kept)",
    params: AccountId,
    body: OnboardingIntegrationSettings,
    response: OnboardingIntegration,
  }),
  requestsCountReport: onboardingFamily.endpoint({
    method: 'GET',
    path: '/api/OnboardingReports/accountsRequestsCountReportCsv',
    summary: 'Every onboarding account with its requests by status over a range of UTC days, as CSV',
    query: RequestsCountReportQuery,
    answer: 'file',
    mediaType: 'text/csv',
  }),
};
