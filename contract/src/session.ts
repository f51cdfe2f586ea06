import { Type, type Static } from 'typebox';

export const LoginRequest = Type.Object(
  {
    userName: Type.String({ minLength: 1, maxLength: 100, title: 'Login' }),
    password: Type.String({ minLength: 1, maxLength: 200, title: 'Password' }),
    ReturnUrl: Type.Optional(Type.String({ maxLength: 2000 })),
    __RequestVerificationToken: Type.Optional(Type.String()),
  },
  { $id: 'LoginRequest' },
);
export type LoginRequest = Static<typeof LoginRequest>;

export const RedirectResponse = Type.Object({ redirectUrl: Type.String() });
export type RedirectResponse = Static<typeof RedirectResponse>;

/** GET /api/user/info */
export const UserInfo = Type.Object(
  { name: Type.String(), id: Type.Integer(), roles: Type.Array(Type.String()) },
  { $id: 'UserInfo' },
);
export type UserInfo = Static<typeof UserInfo>;

export const AvailableCompany = Type.Object({ id: Type.Integer(), name: Type.String() });
export type AvailableCompany = Static<typeof AvailableCompany>;

/** GET /api/user/AdministeredCompany; POST takes {companyType}: the id of the company to administer. */
export const AdministeredCompany = Type.Object({
  companyType: Type.Integer(),
  id: Type.Integer(),
  name: Type.String(),
});
export type AdministeredCompany = Static<typeof AdministeredCompany>;
export const SetAdministeredCompany = Type.Object({ companyType: Type.Integer({ minimum: 1 }) });

export const CompanyModule = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  moduleFeatures: Type.Array(Type.Object({ featureId: Type.Integer(), name: Type.String() })),
});
export type CompanyModule = Static<typeof CompanyModule>;

export const SubscriptionPlan = Type.Object({ id: Type.Integer(), name: Type.String(), code: Type.String() });
export type SubscriptionPlan = Static<typeof SubscriptionPlan>;

export const CompanyProductAndSubscriptions = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  displayName: Type.String(),
  projectId: Type.String(),
  subscriptionIsRequired: Type.Boolean(),
  subscriptionPlans: Type.Array(SubscriptionPlan),
});
export type CompanyProductAndSubscriptions = Static<typeof CompanyProductAndSubscriptions>;

/**
 * The preloaded page data of console-core §3, delivered inside index.html and by
 * GET /api/user/bootstrap, so the shell renders without a cascade of requests.
 */
export const Bootstrap = Type.Object(
  {
    user: Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      userName: Type.String(),
      readOnly: Type.Boolean(),
    }),
    roles: Type.Array(Type.String()),
    availableCompanies: Type.Array(AvailableCompany),
    administeredCompany: Type.Union([AvailableCompany, Type.Null()]),
    /** Names of the company-level features that are on. */
    availableFeatures: Type.Array(Type.String()),
    /** The feature map: every company-level feature name → on or off. */
    features: Type.Record(Type.String(), Type.Boolean()),
    companyProductsAndSubscriptions: Type.Array(CompanyProductAndSubscriptions),
    /** Projects the company subscribes to (route gating by project). */
    projects: Type.Array(Type.String()),
    modules: Type.Array(CompanyModule),
    testMode: Type.Boolean(),
    environmentId: Type.Integer(),
    version: Type.String(),
    customerSiteUrl: Type.String(),
  },
  { $id: 'Bootstrap' },
);
export type Bootstrap = Static<typeof Bootstrap>;
