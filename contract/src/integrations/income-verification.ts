import { Type, type Static } from 'typebox';
import { requiredText } from '../annotations.ts';
import { integrationsFamily } from './gates.ts';
import { Decimal } from '../kit/decimals.ts';
import { Id } from '../kit/integers.ts';
import { pagedList } from '../kit/list.ts';
import { DateTime } from '../kit/dates.ts';

/*
 * Income verification (product-families §7: /api/Integrations/IncomeVerification, list, GET, PUT,
 * POST, DELETE; §2 the hidden page /Integrations/income/{guid}). The spec shows no payload: the
 * shapes below are ours, written down here and in server/src/modules/integrations/README.md.
 *
 * A location connects to an income verification provider (applicants link their payroll or bank
 * account there, and the provider reports their income): the provider, its API address, the
 * location's account at the provider and its API key (a secret: sealed at rest, answered masked),
 * and the rule the location applies to what the provider reports: the monthly income required as
 * a multiple of the monthly rent, and how many months of pay history are asked for. At most one
 * connection per location and provider; behind the integrations gate (Veriscan, Admins).
 */

/** The providers a location can connect to, by key, with their names. */
export const INCOME_PROVIDERS = {
  truv: 'Truv',
  plaid: 'Plaid Income',
  argyle: 'Argyle',
  theWorkNumber: 'The Work Number',
} as const;
export type IncomeProvider = keyof typeof INCOME_PROVIDERS;
export const INCOME_PROVIDER_KEYS = Object.keys(INCOME_PROVIDERS) as IncomeProvider[];

/** The rule's bounds: income of 1× to 10× the rent, in steps of 0.01; 1 to 24 months of history. */
export const INCOME_RATIO = { min: 1, max: 10, default: 3 } as const;
export const LOOKBACK_MONTHS = { min: 1, max: 24, default: 3 } as const;

/** The provider, each choice captioned with its name (the form's select shows them). */
const choice = <K extends IncomeProvider>(key: K) => Type.Literal(key, { title: INCOME_PROVIDERS[key] });
const Provider = Type.Union([choice('truv'), choice('plaid'), choice('argyle'), choice('theWorkNumber')], {
  title: 'Provider',
});

const settingsFields = {
  provider: Provider,
  baseUrl: requiredText('Base URL', 500),
  providerAccountId: requiredText("The provider's account ID", 100),
  incomeToRentRatio: Decimal(2, {
    title: 'Income to Rent Ratio',
    minimum: INCOME_RATIO.min,
    maximum: INCOME_RATIO.max,
    description: 'Monthly income required, as a multiple of the monthly rent (3 = 3× the rent)',
  }),
  lookbackMonths: Type.Integer({
    title: 'Months of Pay History',
    minimum: LOOKBACK_MONTHS.min,
    maximum: LOOKBACK_MONTHS.max,
  }),
  enabled: Type.Boolean({ title: 'Enabled' }),
};

/** Connects a location (by guid) to a provider; the API key is required. */
export const IncomeVerificationCreate = Type.Object({
  locationGuid: Type.String({ title: 'Location', format: 'uuid', maxLength: 36 }),
  ...settingsFields,
  apiKey: requiredText('API Key', 500, { secret: true }),
});
export type IncomeVerificationCreate = Static<typeof IncomeVerificationCreate>;

/** Changes a connection (its location stays); an API key left out keeps the stored one. */
export const IncomeVerificationUpdate = Type.Object({
  ...settingsFields,
  apiKey: Type.Optional(requiredText('API Key', 500, { secret: true })),
});
export type IncomeVerificationUpdate = Static<typeof IncomeVerificationUpdate>;

export const IncomeVerification = Type.Object({
  id: Type.Integer(),
  locationGuid: Type.String({ format: 'uuid' }),
  locationId: Type.Integer(),
  locationName: Type.String(),
  customerId: Type.Integer(),
  customerName: Type.String(),
  provider: Type.Enum(INCOME_PROVIDER_KEYS),
  baseUrl: Type.String(),
  providerAccountId: Type.String(),
  /** The key's mask ('••••••k3Qz'), never the key. */
  apiKey: Type.String(),
  incomeToRentRatio: Type.Number(),
  lookbackMonths: Type.Integer(),
  enabled: Type.Boolean(),
  createdAt: DateTime(),
  updatedAt: DateTime(),
});
export type IncomeVerification = Static<typeof IncomeVerification>;

export const IncomeVerificationListItem = Type.Object({
  id: Type.Integer(),
  locationGuid: Type.String({ format: 'uuid' }),
  locationName: Type.String(),
  customerName: Type.String(),
  provider: Type.Enum(INCOME_PROVIDER_KEYS),
  providerAccountId: Type.String(),
  incomeToRentRatio: Type.Number(),
  lookbackMonths: Type.Integer(),
  enabled: Type.Boolean(),
  updatedAt: DateTime(),
});
export type IncomeVerificationListItem = Static<typeof IncomeVerificationListItem>;

export const IncomeVerificationsList = pagedList({
  item: IncomeVerificationListItem,
  defaultPageSize: 20,
  sortFields: ['locationName', 'id'],
  defaultSort: { field: 'locationName', order: 'asc' },
  textFilter: 'Part of the location name',
  filters: {
    locationGuid: Type.Optional(Type.String({ title: 'Location', format: 'uuid', maxLength: 36 })),
    provider: Type.Optional(Type.Enum(INCOME_PROVIDER_KEYS, { title: 'Provider' })),
  },
  columns: {
    id: 'ID',
    locationName: 'Location',
    customerName: 'Customer',
    provider: 'Provider',
    providerAccountId: 'Provider Account',
    incomeToRentRatio: 'Income to Rent Ratio',
    lookbackMonths: 'Months of Pay History',
    enabled: 'Enabled',
    updatedAt: 'Updated',
  },
  fileName: 'income-verifications',
});
export type IncomeVerificationsQuery = Static<typeof IncomeVerificationsList.query>;

const BASE = '/api/Integrations/IncomeVerification';
const OneConnection = Type.Object({ id: Id() });

export const incomeVerificationApi = {
  list: integrationsFamily.endpoint({
    method: 'GET',
    path: BASE,
    summary: "The company's income verification connections, of every location or one",
    query: IncomeVerificationsList.query,
    response: IncomeVerificationsList.response,
    list: IncomeVerificationsList.spec,
  }),
  get: integrationsFamily.endpoint({
    method: 'GET',
    path: `${BASE}/{id}`,
    summary: 'An income verification connection, its API key masked',
    params: OneConnection,
    response: IncomeVerification,
  }),
  create: integrationsFamily.endpoint({
    method: 'POST',
    path: BASE,
    summary: 'Connect a location to an income verification provider',
    body: IncomeVerificationCreate,
    response: IncomeVerification,
  }),
  update: integrationsFamily.endpoint({
    method: 'PUT',
    path: `${BASE}/{id}`,
    summary: 'Change a connection (an API key left out is kept)',
    params: OneConnection,
    body: IncomeVerificationUpdate,
    response: IncomeVerification,
  }),
  delete: integrationsFamily.endpoint({
    method: 'DELETE',
    path: `${BASE}/{id}`,
    summary: 'Disconnect a location from the provider',
    params: OneConnection,
    answer: 'none',
  }),
};
