import { Type, type Static } from 'typebox';

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

/** Filter options of customer lists and reports (product-families §3). */
export const CustomerFilters = Type.Object({
  expDates: Type.Array(Type.Object({ name: Type.String(), value: Type.String() })),
  subscriptionPlans: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
});
export type CustomerFilters = Static<typeof CustomerFilters>;
