import { Type, type Static } from 'typebox';
import { LookupPath, requiredEmail, requiredText, ui, type UiAnnotations } from '../annotations.ts';
import { Role } from '../gates.ts';
import { defineFamily } from '../kit/endpoint.ts';
import { Id } from '../kit/integers.ts';
import { pagedList } from '../kit/list.ts';
import { Day, DateTime } from '../kit/dates.ts';
import { Permission } from '../permissions.ts';

/**
 * Customer accounts (console-core §3, §5, §7 "Common account"). These schemas validate the
 * payloads and are the source of their field metadata: titles are the captions, and a missing or
 * blank required text answers "<title> is required" (the messages of console-core §5).
 * (rules: server/src/modules/accounts/README.md)
 */

const SECONDS_PER_DAY = 86_400;

const ASSIGNED_TO = { title: 'Assigned To' };
/** Only Admins choose the assigned admin; others see it read-only (console-core §6). */
const ASSIGNED_TO_UI: UiAnnotations = {
  editableForRoles: [Role.Admin],
  lookup: { path: LookupPath.AdminUsers },
};

const timeZoneId = (annotations: UiAnnotations = {}) =>
  Type.String(
    ui(
      // Checked by the server against the time zones it lists (server/src/http/input-formats.ts).
      { title: 'Time Zone', maxLength: 100, format: 'time-zone' },
      { lookup: { path: LookupPath.TimeZones, lookupKey: 'value' }, ...annotations },
    ),
  );

/** The end of the customer's business day, as seconds since midnight. */
const dayEnds = (annotations: UiAnnotations = {}) =>
  Type.Integer(
    ui(
      { title: 'Day Ends', minimum: 0, maximum: SECONDS_PER_DAY - 1 },
      { fieldType: 'time', ...annotations },
    ),
  );

const comments = (annotations: UiAnnotations = {}) =>
  Type.String(ui({ title: 'Comments', maxLength: 2000 }, { span: 24, multiline: true, ...annotations }));

const password = (annotations: UiAnnotations = {}) =>
  Type.String(ui({ title: 'Password', maxLength: 200, writeOnly: true }, { secret: true, ...annotations }));

/**
 * The most products one request adds to an account: more than a company offers (each row is
 * provisioned in the request, so the list must stay short).
 */
export const MAX_PRODUCTS_PER_REQUEST = 50;

/** One product of a new account and the plan it subscribes to. */
export const AccountProductSelection = Type.Object({
  productId: Id({ title: 'Product' }),
  /** Left out for a product whose subscription is optional; a required one then fails that product. */
  subscriptionPlanId: Type.Optional(Id({ title: 'Subscription Plan' })),
  subscriptionExpirationDate: Type.Optional(Day('Expiration Date')),
});
export type AccountProductSelection = Static<typeof AccountProductSelection>;

/**
 * POST /api/CommonAccount/create. `assignedTo` is required when an Admin creates the account (the
 * service says so with 'Assigned To is required'); the optional fields are hidden until the dialog
 * shows them. `timeZoneOffset` (minutes from UTC) is not asked for: the service derives it from the
 * time zone when it is left out.
 */
export const AccountCreate = Type.Object({
  customerName: requiredText('Account Name', 200),
  assignedTo: Type.Optional(Id(ui(ASSIGNED_TO, ASSIGNED_TO_UI))),
  firstName: requiredText('First Name', 100),
  lastName: requiredText('Last Name', 100),
  userName: requiredText('Login', 100),
  email: requiredEmail(),
  phone: Type.Optional(Type.String(ui({ title: 'Phone', maxLength: 50 }, { optional: true }))),
  password: Type.Optional(password({ optional: true })),
  timeZoneId: Type.Optional(timeZoneId({ optional: true })),
  timeZoneOffset: Type.Optional(
    Type.Integer(
      ui(
        { title: 'Time Zone Offset', minimum: -720, maximum: 840 },
        { showInEdit: false, showInView: false },
      ),
    ),
  ),
  isDaylightsavingTime: Type.Optional(
    Type.Boolean(ui({ title: 'Daylight Saving Time' }, { optional: true })),
  ),
  dayEnds: Type.Optional(dayEnds({ optional: true })),
  comments: Type.Optional(comments({ optional: true })),
  subscriptionPlanIds: Type.Optional(
    Type.Array(
      Id(),
      ui(
        { title: 'Subscription Plans', uniqueItems: true, maxItems: MAX_PRODUCTS_PER_REQUEST },
        { lookup: { path: LookupPath.SubscriptionPlans, lookupCaption: 'caption' } },
      ),
    ),
  ),
  products: Type.Optional(
    Type.Array(AccountProductSelection, { title: 'Products', maxItems: MAX_PRODUCTS_PER_REQUEST }),
  ),
});
export type AccountCreate = Static<typeof AccountCreate>;

/**
 * A user of a customer account: POST /api/CommonAccount/{id}/Users and PUT …/Users/{userId}, and
 * their metadata. `id` and `created` are the server's: shown, never edited. `password` is
 * write-only; the service says when it is needed.
 */
export const AccountUser = Type.Object({
  id: Type.Optional(Id(ui({ title: 'ID' }, { fieldType: 'key', showInEdit: false }))),
  userName: requiredText('Login', 100),
  password: Type.Optional(password()),
  firstName: requiredText('First Name', 100),
  lastName: requiredText('Last Name', 100),
  email: requiredEmail(),
  phone: Type.Optional(Type.String({ title: 'Phone', maxLength: 50 })),
  active: Type.Optional(Type.Boolean({ title: 'Active' })),
  admin: Type.Optional(Type.Boolean({ title: 'Admin' })),
  readOnly: Type.Optional(Type.Boolean({ title: 'Read Only' })),
  comments: Type.Optional(comments()),
  created: Type.Optional(DateTime('Created', undefined, ui({}, { showInEdit: false }))),
});
export type AccountUser = Static<typeof AccountUser>;

/** The groups of the customer detail panel (console-core §2 "Customer detail panel"). */
export const AccountDetailGroup = { GeneralInfo: 'generalInfo', GeneralSettings: 'generalSettings' } as const;
const info = (span: number): UiAnnotations => ({ group: AccountDetailGroup.GeneralInfo, span });
const settings = (span: number): UiAnnotations => ({ group: AccountDetailGroup.GeneralSettings, span });
const hidden: UiAnnotations = { showInView: false, showInEdit: false };

/**
 * GET and PUT /api/CommonAccount/{id}. The server's fields (id, customerName, isParent) are
 * answered, never edited; on PUT every field but the name may be left out and stays unchanged.
 */
export const AccountDetail = Type.Object(
  {
    id: Type.Optional(Id(ui({ title: 'Account ID' }, { fieldType: 'key', ...hidden }))),
    name: requiredText('Account Name', 200, info(12)),
    customerName: Type.Optional(Type.String(ui({ title: 'Customer Name', maxLength: 200 }, hidden))),
    contactName: Type.Optional(Type.String(ui({ title: 'Contact Name', maxLength: 200 }, info(12)))),
    assignedTo: Type.Optional(
      Type.Union([Id(), Type.Null()], ui(ASSIGNED_TO, { ...ASSIGNED_TO_UI, ...info(12) })),
    ),
    active: Type.Optional(Type.Boolean(ui({ title: 'Active' }, info(12)))),
    address1: Type.Optional(Type.String(ui({ title: 'Address 1', maxLength: 200 }, info(12)))),
    address2: Type.Optional(Type.String(ui({ title: 'Address 2', maxLength: 200 }, info(12)))),
    state: Type.Optional(Type.String(ui({ title: 'State', maxLength: 100 }, info(8)))),
    zip: Type.Optional(Type.String(ui({ title: 'Zip', maxLength: 20 }, info(8)))),
    city: Type.Optional(Type.String(ui({ title: 'City', maxLength: 100 }, info(8)))),
    /** Makes the account a sub-account of another of the company's accounts; no cycles (the service checks). */
    parentAccountId: Type.Optional(
      Type.Union(
        [Id(), Type.Null()],
        ui({ title: 'Parent Account' }, { lookup: { path: LookupPath.Accounts }, ...info(12) }),
      ),
    ),
    isParent: Type.Optional(Type.Boolean(ui({ title: 'Parent' }, hidden))),
    comments: Type.Optional(comments(info(24))),
    timeZoneId: Type.Optional(timeZoneId(settings(12))),
    dayEnds: Type.Optional(dayEnds(settings(6))),
    isDaylightSavingTime: Type.Optional(Type.Boolean(ui({ title: 'Daylight Saving Time' }, settings(6)))),
  },
  ui(
    {},
    {
      groups: [
        { name: AccountDetailGroup.GeneralInfo, caption: 'General Info' },
        { name: AccountDetailGroup.GeneralSettings, caption: 'General Settings' },
      ],
    },
  ),
);
export type AccountDetail = Static<typeof AccountDetail>;

/** The accounts list's sort fields: each a column with an index led by the tenant scope. */
export const ACCOUNT_SORT_FIELDS = [
  'id',
  'customerName',
  'contactName',
  'active',
  'issuesTotalRank',
  'assignedTo',
] as const;
export type AccountSortField = (typeof ACCOUNT_SORT_FIELDS)[number];

/** Product issues (console-core §3): the messages of one product and its rank. */
export const ProductIssue = Type.Object({
  productId: Type.Integer(),
  productName: Type.String(),
  messages: Type.Array(Type.String()),
  rank: Type.Integer(),
});
export type ProductIssue = Static<typeof ProductIssue>;

export const AccountListItem = Type.Object({
  id: Type.Integer(),
  companyId: Type.Integer(),
  customerName: Type.String(),
  parentName: Type.Union([Type.String(), Type.Null()]),
  parentId: Type.Union([Type.Integer(), Type.Null()]),
  contactName: Type.String(),
  active: Type.Boolean(),
  issuesTotalRank: Type.Integer(),
  productIssues: Type.Array(ProductIssue),
  assignedTo: Type.Union([Type.Integer(), Type.Null()]),
  assignedToUserName: Type.Union([Type.String(), Type.Null()]),
});
export type AccountListItem = Static<typeof AccountListItem>;

export { TEXT_FILTER_COUNT_CAP } from '../kit/list.ts';

/**
 * The accounts list (console-core §2 "Accounts list"): newest first unless sorted, the Assigned To
 * column filter as repeated keys, and a text filter on ID, account name and contact name (see
 * accountSearchProblem) whose count stops at TEXT_FILTER_COUNT_CAP (totalCapped).
 */
export const AccountsList = pagedList({
  item: AccountListItem,
  sortFields: ACCOUNT_SORT_FIELDS,
  defaultSort: { field: 'id', order: 'desc' },
  textFilter:
    'Part of the account ID, account name or contact name; one or two digits: the account with that ID',
  filters: {
    assignedToCollection: Type.Optional(Type.Array(Id(), { maxItems: 100 })),
  },
  capped: true,
  columns: {
    id: 'Account ID',
    customerName: 'Account Name',
    parentName: 'Parent',
    contactName: 'Contact Name',
    active: 'Active',
    issuesTotalRank: 'Issues',
    assignedToUserName: 'Assigned To',
  },
  fileName: 'accounts',
});
export type AccountListQuery = Static<typeof AccountsList.query>;
export type AccountListPage = Static<typeof AccountsList.response>;

export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_TOO_SHORT = `Type at least ${SEARCH_MIN_LENGTH} characters, or an account ID`;

/**
 * Why a search term cannot run, or null when it can. A contains-match needs three characters to use
 * the trigram index (a shorter one reads every account), so one or two characters search only when
 * they are digits, and then find the account with that exact ID.
 */
export function accountSearchProblem(textFilter: string): string | null {
  const text = textFilter.trim();
  if (text.length === 0 || text.length >= SEARCH_MIN_LENGTH || searchesById(text)) return null;
  return SEARCH_TOO_SHORT;
}

/** One or two digits (trimmed): a search for the account with exactly that ID. */
export const searchesById = (text: string): boolean => text.length < SEARCH_MIN_LENGTH && /^\d+$/.test(text);

/** Per-product outcome of provisioning or deletion: one product's failure never loses another. */
export const ProductResult = Type.Object({
  productId: Type.Integer(),
  result: Type.Object({
    isError: Type.Boolean(),
    errors: Type.Array(Type.Object({ description: Type.String() })),
  }),
});
export type ProductResult = Static<typeof ProductResult>;

export const AccountCreateResponse = Type.Object({
  customerId: Type.Integer(),
  productResults: Type.Array(ProductResult),
});
export type AccountCreateResponse = Static<typeof AccountCreateResponse>;

export const ProductResults = Type.Object({ productResults: Type.Array(ProductResult) });
export type ProductResults = Static<typeof ProductResults>;

/** GET /api/CommonAccount/{id}: the detail, and the account info (isCanBeDeleted) with it. */
export const AccountWithInfo = Type.Intersect([
  AccountDetail,
  Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    customerName: Type.String(),
    parentAccountId: Type.Union([Type.Integer(), Type.Null()]),
    parentName: Type.Union([Type.String(), Type.Null()]),
    isParent: Type.Boolean(),
    isCanBeDeleted: Type.Boolean(),
  }),
]);
export type AccountWithInfo = Static<typeof AccountWithInfo>;

export const SubAccount = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  contactName: Type.String(),
  active: Type.Boolean(),
});
export type SubAccount = Static<typeof SubAccount>;

/** The sub-accounts of an account (console-core §2 "Sub Accounts List"), by name unless sorted. */
export const SubAccountsList = pagedList({
  item: SubAccount,
  sortFields: ['id', 'name', 'contactName', 'active'],
  defaultSort: { field: 'name', order: 'asc' },
  textFilter: 'Part of the account name or contact name',
  columns: { id: 'Account ID', name: 'Account Name', contactName: 'Contact Name', active: 'Active' },
  fileName: 'sub-accounts',
});
export type SubAccountsQuery = Static<typeof SubAccountsList.query>;
export type SubAccounts = Static<typeof SubAccountsList.response>;

/** A product of an account (console-core §3 "Account product"). */
export const AccountProduct = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  displayName: Type.String(),
  projectId: Type.String(),
  enabled: Type.Boolean(),
});
export type AccountProduct = Static<typeof AccountProduct>;

/** A product's subscription: status Active (green) or any other value (warning). */
export const ProductSubscription = Type.Object({
  productId: Type.Integer(),
  status: Type.String(),
  expirationDate: Day(),
  subscriptionPlanDto: Type.Object({ id: Type.Integer(), name: Type.String(), code: Type.String() }),
});
export type ProductSubscription = Static<typeof ProductSubscription>;

/** PUT /api/CommonAccount/{id}/Subscription. */
export const SubscriptionUpdate = Type.Object({
  productId: Id({ title: 'Product' }),
  expDate: Day('Expiration Date'),
  subscriptionPlanId: Id({ title: 'Subscription Plan' }),
});
export type SubscriptionUpdate = Static<typeof SubscriptionUpdate>;

export const AddProductsAndSubscriptions = Type.Array(AccountProductSelection, {
  minItems: 1,
  maxItems: MAX_PRODUCTS_PER_REQUEST,
});

/** A customer-level feature of an account: the account settings (GET/PUT /{id}/Settings). */
export const AccountSettings = Type.Object({
  features: Type.Array(
    Type.Object({
      featureId: Type.Integer(),
      name: Type.String(),
      title: Type.String(),
      description: Type.String(),
      isEnabled: Type.Boolean(),
    }),
  ),
});
export type AccountSettings = Static<typeof AccountSettings>;
export const AccountSettingsUpdate = Type.Object({
  features: Type.Array(Type.Object({ featureId: Id(), isEnabled: Type.Boolean() }), {
    maxItems: 200,
  }),
});
export type AccountSettingsUpdate = Static<typeof AccountSettingsUpdate>;

/** A user of an account as its users list and calls answer it (login is the userName). */
export const AccountUserRow = Type.Object({
  id: Type.Integer(),
  userName: Type.String(),
  login: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  active: Type.Boolean(),
  admin: Type.Boolean(),
  readOnly: Type.Boolean(),
  comments: Type.String(),
  created: DateTime(),
});
export type AccountUserRow = Static<typeof AccountUserRow>;

/** The users list's sort fields: each a column of the users table (names sort whatever their case). */
export const ACCOUNT_USER_SORT_FIELDS = [
  'userName',
  'firstName',
  'lastName',
  'email',
  'created',
  'active',
] as const;
export type AccountUserSortField = (typeof ACCOUNT_USER_SORT_FIELDS)[number];

/** An account's users (console-core §2 "Users tab"), by login unless sorted. */
export const AccountUsersList = pagedList({
  item: AccountUserRow,
  sortFields: ACCOUNT_USER_SORT_FIELDS,
  defaultSort: { field: 'userName', order: 'asc' },
  textFilter: 'Part of the login, first or last name, full name or e-mail, in any case',
  columns: {
    firstName: 'First Name',
    lastName: 'Last Name',
    login: 'Login',
    email: 'E-mail',
    phone: 'Phone',
    active: 'Active',
    admin: 'Admin',
    readOnly: 'ReadOnly',
    created: 'Created',
  },
  fileName: 'account-users',
});
export type AccountUserListQuery = Static<typeof AccountUsersList.query>;
export type AccountUserPage = Static<typeof AccountUsersList.response>;

/** Credentials: the key/value pairs a customer user needs, shown as returned (never a password). */
export const Credentials = Type.Array(Type.Object({ key: Type.String(), value: Type.String() }));
export type Credentials = Static<typeof Credentials>;

export const AutoLogin = Type.Object({ autoLoginLink: Type.String(), expiresInSeconds: Type.Integer() });
export type AutoLogin = Static<typeof AutoLogin>;

/** The auto-login link lives this long (console-core §9, the countdown). */
export const AUTO_LOGIN_SECONDS = 30;

/**
 * The calls under /api/CommonAccount/ (console-core §7 "Common account"). Every account and user is
 * resolved in the caller's tenant: another company's, or a live one in Test Mode, answers 404.
 */
export const accountsFamily = defineFamily('accounts', { changes: Permission.EditAccounts });

const id = Id();
const AccountId = Type.Object({ id });
const AccountProductIds = Type.Object({ id, productId: id });
const AccountUserIds = Type.Object({ id, userId: id });
const UserId = Type.Object({ userId: id });

export const accountsApi = {
  create: accountsFamily.endpoint({
    method: 'POST',
    path: '/api/CommonAccount/create',
    summary: 'Create an account, its first user and its products',
    body: AccountCreate,
    response: AccountCreateResponse,
  }),
  list: accountsFamily.endpoint({
    method: 'GET',
    path: '/api/CommonAccount/list',
    summary: 'The accounts list',
    query: AccountsList.query,
    response: AccountsList.response,
    list: AccountsList.spec,
  }),
  get: accountsFamily.endpoint({
    method: 'GET',
    path: '/api/CommonAccount/{id}',
    summary: 'An account with its info',
    params: AccountId,
    response: AccountWithInfo,
  }),
  update: accountsFamily.endpoint({
    method: 'PUT',
    path: '/api/CommonAccount/{id}',
    summary: "Update an account's details",
    params: AccountId,
    bodyId: 'id',
    body: AccountDetail,
    response: AccountWithInfo,
  }),
  remove: accountsFamily.endpoint({
    method: 'DELETE',
    path: '/api/CommonAccount/{id}',
    gate: { permission: Permission.DeleteAccounts },
    summary: 'Delete an account product by product',
    params: AccountId,
    response: ProductResults,
  }),
  productIssues: accountsFamily.endpoint({
    method: 'GET',
    path: '/api/CommonAccount/{id}/AccountProductIssues',
    summary: "The account's product issues",
    params: AccountId,
    response: Type.Array(ProductIssue),
  }),
  subAccounts: accountsFamily.endpoint({
    method: 'GET',
    path: '/api/CommonAccount/{id}/SubAccounts',
    summary: 'Sub-accounts of an account',
    params: AccountId,
    query: SubAccountsList.query,
    response: SubAccountsList.response,
    list: SubAccountsList.spec,
  }),
  subscription: accountsFamily.endpoint({
    method: 'GET',
    path: '/api/CommonAccount/{id}/{productId}/Subscription',
    summary: "A product's subscription; null when the product has none (an answer, not a failure)",
    params: AccountProductIds,
    response: Type.Union([ProductSubscription, Type.Null()]),
  }),
  updateSubscription: accountsFamily.endpoint({
    method: 'PUT',
    path: '/api/CommonAccount/{id}/Subscription',
    summary: "Set a product's plan and expiration",
    params: AccountId,
    body: SubscriptionUpdate,
    response: ProductSubscription,
  }),
  addProducts: accountsFamily.endpoint({
    method: 'POST',
    path: '/api/CommonAccount/{id}/AddProductsAndSubscriptions',
    summary: 'Add products with their plans',
    params: AccountId,
    body: AddProductsAndSubscriptions,
    response: ProductResults,
  }),
  removeProduct: accountsFamily.endpoint({
    method: 'DELETE',
    path: '/api/CommonAccount/{id}/Product/{productId}',
    summary: 'Remove a product from an account',
    params: AccountProductIds,
    answer: 'none',
  }),
  users: accountsFamily.endpoint({
    method: 'GET',
    path: '/api/CommonAccount/{id}/Users',
    summary: "The account's users, one page",
    params: AccountId,
    query: AccountUsersList.query,
    response: AccountUsersList.response,
    list: AccountUsersList.spec,
  }),
  createUser: accountsFamily.endpoint({
    method: 'POST',
    path: '/api/CommonAccount/{id}/Users',
    summary: 'Add a user to the account; its metadata describes the user dialog',
    params: AccountId,
    body: AccountUser,
    response: AccountUserRow,
  }),
  user: accountsFamily.endpoint({
    method: 'GET',
    path: '/api/CommonAccount/{id}/Users/{userId}',
    summary: 'One user of the account',
    params: AccountUserIds,
    response: AccountUserRow,
  }),
  updateUser: accountsFamily.endpoint({
    method: 'PUT',
    path: '/api/CommonAccount/{id}/Users/{userId}',
    summary: 'Update a user of the account; the password changes only when a new one is sent',
    params: AccountUserIds,
    bodyId: 'userId',
    body: AccountUser,
    response: AccountUserRow,
  }),
  credentials: accountsFamily.endpoint({
    method: 'GET',
    path: '/api/CommonAccount/Users/{userId}/Credentials',
    gate: { permission: Permission.ReadCredentials },
    summary: "The user's credentials (never a password); each read is recorded in the audit log",
    params: UserId,
    response: Credentials,
  }),
  autoLogin: accountsFamily.endpoint({
    method: 'GET',
    path: '/api/CommonAccount/Users/{userId}/AutoLogin',
    summary: 'A one-time link that signs in to the customer site as the user, valid for 30 seconds',
    // A GET that issues a sign-in as the customer user: refused to read-only staff.
    gate: { writes: true, permission: Permission.ReadCredentials },
    params: UserId,
    response: AutoLogin,
  }),
  settings: accountsFamily.endpoint({
    method: 'GET',
    path: '/api/CommonAccount/{id}/Settings',
    summary: "The account's customer features",
    params: AccountId,
    response: AccountSettings,
  }),
  updateSettings: accountsFamily.endpoint({
    method: 'PUT',
    path: '/api/CommonAccount/{id}/Settings',
    summary: "Switch the account's customer features, all or none",
    params: AccountId,
    body: AccountSettingsUpdate,
    response: AccountSettings,
  }),
};
