import { Type, type Static } from 'typebox';
import { defineFamily } from '../kit/endpoint.ts';

export const TimeZone = Type.Object({ value: Type.String(), name: Type.String() });
export type TimeZone = Static<typeof TimeZone>;

export const AdminUser = Type.Object({ id: Type.Integer(), name: Type.String() });
export type AdminUser = Static<typeof AdminUser>;

export const BookSubscriptionPlan = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  code: Type.String(),
  productId: Type.Integer(),
  productName: Type.String(),
});

/**
 * Expiration windows the customer lists filter by; `value` is what a list's filter sends back.
 * The spec names the field (expDates: name, value) but not its options: these are the windows
 * support staff ask about when chasing renewals.
 */
export const EXPIRATION_WINDOWS = [
  { name: 'Expired', value: 'expired' },
  { name: 'Expires within 7 days', value: '7d' },
  { name: 'Expires within 30 days', value: '30d' },
  { name: 'Expires within 90 days', value: '90d' },
] as const;
export type ExpirationWindow = (typeof EXPIRATION_WINDOWS)[number]['value'];

/** Filter options of customer lists and reports (product-families §3). */
export const CustomerFilters = Type.Object({
  expDates: Type.Array(Type.Object({ name: Type.String(), value: Type.String() })),
  subscriptionPlans: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
});
export type CustomerFilters = Static<typeof CustomerFilters>;

/** Reference data of the administered company for pickers and filters: any signed-in staff user. */
export const booksFamily = defineFamily('books');

/** Time zones answer at two paths (the spec names both); one descriptor each, one handler. */
const timeZones = (path: string) =>
  booksFamily.endpoint({
    method: 'GET',
    path,
    summary: 'Time zones (Windows ids)',
    response: Type.Array(TimeZone),
  });

export const booksApi = {
  adminUsers: booksFamily.endpoint({
    method: 'GET',
    path: '/api/Books/AdminUsers',
    summary: 'Admins of the administered company',
    response: Type.Array(AdminUser),
  }),
  timeZones: timeZones('/api/Books/TimeZones'),
  timeZone: timeZones('/api/TimeZone'),
  subscriptionPlans: booksFamily.endpoint({
    method: 'GET',
    path: '/api/Books/subscriptionPlans',
    summary: "Plans of the company's products",
    response: Type.Array(BookSubscriptionPlan),
  }),
  customerFilters: booksFamily.endpoint({
    method: 'GET',
    path: '/api/Books/CustomerFilters',
    summary: 'Filter options of customer lists',
    response: CustomerFilters,
  }),
};
