import { Type, type TSchema } from 'typebox';
import { LookupPath } from '../annotations.ts';
import { AdminUser, BookSubscriptionPlan, TimeZone } from '../books/api.ts';
import { defineFamily } from '../kit/endpoint.ts';
import { Id, INT4_MAX } from '../kit/integers.ts';

/**
 * The paged lookups that field metadata points at (lookupDataSource.path, console-core §7
 * "Metadata and lookups"). They answer the spec's lookup shape `{data: {items, page, totalPages}}`,
 * not a paged list: a select pages them as it scrolls, with its current value first.
 */

/** Lookup page size (console-core §9): the most a page holds, and the default. */
export const LOOKUP_PAGE_SIZE = 100;

/**
 * The query of every lookup. `selectedId` is the field's current value, typed as the lookup's key;
 * `currentAccountId` is the account the form edits, for lookups whose choices depend on it.
 */
export const LookupQuery = <Key extends TSchema>(selectedId: Key) =>
  Type.Object({
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: INT4_MAX, default: 1 })),
    pageSize: Type.Optional(
      Type.Integer({ minimum: 1, maximum: LOOKUP_PAGE_SIZE, default: LOOKUP_PAGE_SIZE }),
    ),
    textFilter: Type.Optional(Type.String({ maxLength: 200 })),
    // A multiselect field sends each selected key (repeated keys); one key arrives as a list of one
    // (server/src/http/input.ts reads query text).
    selectedId: Type.Optional(Type.Array(selectedId, { maxItems: 100 })),
    currentAccountId: Type.Optional(Id()),
  });

/** The paged lookup answer of console-core §3: `{data: {items, page, totalPages}}`. */
export const LookupPageOf = <Item extends TSchema>(item: Item) =>
  Type.Object({
    data: Type.Object({ items: Type.Array(item), page: Type.Integer(), totalPages: Type.Integer() }),
  });

/** A plan as a lookup item: the book's plan with a caption naming its product. */
export const SubscriptionPlanItem = Type.Object({
  ...BookSubscriptionPlan.properties,
  caption: Type.String(),
});

export const AccountChoice = Type.Object({ id: Type.Integer(), name: Type.String() });

export const lookupsFamily = defineFamily('lookups');

const ById = LookupQuery(Id());

export const lookupsApi = {
  adminUsers: lookupsFamily.endpoint({
    method: 'GET',
    path: LookupPath.AdminUsers,
    summary: 'Admins of the administered company, paged (id, name)',
    query: ById,
    response: LookupPageOf(AdminUser),
  }),
  timeZones: lookupsFamily.endpoint({
    method: 'GET',
    path: LookupPath.TimeZones,
    summary: 'Time zones, paged (value, name)',
    query: LookupQuery(Type.String({ maxLength: 100 })),
    response: LookupPageOf(TimeZone),
  }),
  subscriptionPlans: lookupsFamily.endpoint({
    method: 'GET',
    path: LookupPath.SubscriptionPlans,
    summary: "Plans of the company's products, paged (id, caption)",
    query: ById,
    response: LookupPageOf(SubscriptionPlanItem),
  }),
  accounts: lookupsFamily.endpoint({
    method: 'GET',
    path: LookupPath.Accounts,
    summary: "The company's accounts, paged (id, name); currentAccountId is left out",
    query: ById,
    response: LookupPageOf(AccountChoice),
  }),
};
