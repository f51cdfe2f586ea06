import { ANTI_FORGERY_FIELD, BOOTSTRAP_PATH } from '../constants.ts';
import { Type, type Static } from 'typebox';
import { Id } from '../kit/integers.ts';
import { sessionFamily } from './gates.ts';

export { sessionFamily };

/**
 * Where the sign-in sends the browser next, written into a Location header: printable ASCII
 * without spaces (a browser percent-encodes everything else), so no control character or line
 * break can reach the header, where Node would refuse it (a 500) or a proxy split it.
 */
const ReturnUrl = Type.String({ title: 'Return URL', maxLength: 2000, pattern: '^[!-~]*$' });

export const LoginRequest = Type.Object(
  {
    userName: Type.String({ minLength: 1, maxLength: 100, title: 'Login' }),
    password: Type.String({ minLength: 1, maxLength: 200, title: 'Password' }),
    ReturnUrl: Type.Optional(ReturnUrl),
    __RequestVerificationToken: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { $id: 'LoginRequest' },
);
export type LoginRequest = Static<typeof LoginRequest>;

export const RedirectResponse = Type.Object({ redirectUrl: Type.String() });
export type RedirectResponse = Static<typeof RedirectResponse>;

/**
 * A JSON sign-in's answer: where to go, and the anti-forgery token of the new session (the token
 * is bound to the session, so the one the sign-in was sent with works no longer).
 *
 * `secondFactor` says what the sign-in still owes. `code`: the password was right and the user has
 * a second factor; the session opens nothing until the code page (`redirectUrl`) is posted a code
 * from their authenticator or a recovery code, within 5 minutes, with the token answered here.
 * `enrol`: signed in, but the console requires a second factor (STAFF_TWO_FACTOR) the user has not
 * set up: every call but the enrolment's answers 403 SecondFactorRequired until they do, and
 * `redirectUrl` is the enrolment page. Absent: signed in.
 */
export const SignInResponse = Type.Object({
  redirectUrl: Type.String(),
  requestVerificationToken: Type.String(),
  secondFactor: Type.Optional(Type.Union([Type.Literal('code'), Type.Literal('enrol')])),
});

/**
 * The code page's post: the 6 digits the authenticator shows, or one of the recovery codes (spent
 * once used). Posted as a form by the page, or as JSON.
 */
export const SecondFactorSignIn = Type.Object(
  {
    code: Type.String({ minLength: 1, maxLength: 32, title: 'Code' }),
    ReturnUrl: Type.Optional(ReturnUrl),
    __RequestVerificationToken: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { $id: 'SecondFactorSignIn' },
);
export type SecondFactorSignIn = Static<typeof SecondFactorSignIn>;
export type SignInResponse = Static<typeof SignInResponse>;

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
export const SetAdministeredCompany = Type.Object({ companyType: Id() });

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
    /**
     * The user's two-step sign-in: whether they have set it up, and whether the console requires
     * it of them (STAFF_TWO_FACTOR). Required and not enabled: only the enrolment page opens.
     */
    secondFactor: Type.Object({ enabled: Type.Boolean(), required: Type.Boolean() }),
    environmentId: Type.Integer(),
    version: Type.String(),
    /**
     * The customer site the header's Customer command opens; null when none is configured
     * (CUSTOMER_SITE_URL unset), and the command is not shown rather than lead nowhere.
     */
    customerSiteUrl: Type.Union([Type.String(), Type.Null()]),
  },
  { $id: 'Bootstrap' },
);
export type Bootstrap = Static<typeof Bootstrap>;

export const sessionApi = {
  loginPage: sessionFamily.endpoint({
    method: 'GET',
    path: '/Authorize/Login',
    summary: 'The sign-in page (HTML, works without script)',
    gate: { public: true },
    hidden: true,
    query: Type.Object({ ReturnUrl: Type.Optional(ReturnUrl) }),
    answer: 'file',
    mediaType: 'text/html',
  }),
  login: sessionFamily.endpoint({
    method: 'POST',
    path: '/Authorize/Login',
    summary: 'Sign in with a login and password (JSON or a form post)',
    // Signing in changes no customer data; the anti-forgery token is still checked.
    gate: { public: true, writes: false },
    body: LoginRequest,
    response: SignInResponse,
  }),
  secondFactorPage: sessionFamily.endpoint({
    method: 'GET',
    path: '/Authorize/SecondFactor',
    summary: 'The code page of a sign-in whose password was right (HTML, works without script)',
    gate: { public: true },
    hidden: true,
    query: Type.Object({ ReturnUrl: Type.Optional(ReturnUrl) }),
    answer: 'file',
    mediaType: 'text/html',
  }),
  secondFactorSignIn: sessionFamily.endpoint({
    method: 'POST',
    path: '/Authorize/SecondFactor',
    summary: "Finish a sign-in with the authenticator's code or a recovery code (JSON or a form post)",
    // Public: the session it finishes opens nothing yet; the code page's cookie names it.
    gate: { public: true, writes: false },
    body: SecondFactorSignIn,
    response: SignInResponse,
  }),
  logOff: sessionFamily.endpoint({
    method: 'POST',
    path: '/Authorize/LogOff',
    summary: 'End the session (form field or header __RequestVerificationToken)',
    gate: { public: true, writes: false },
    // console-core §7: a form body with the field __RequestVerificationToken (the header also serves).
    body: Type.Object({ [ANTI_FORGERY_FIELD]: Type.Optional(Type.String({ maxLength: 500 })) }),
    response: RedirectResponse,
  }),
  userInfo: sessionFamily.endpoint({
    method: 'GET',
    path: '/api/user/info',
    summary: 'The signed-in user',
    gate: { anyCompany: true, beforeSecondFactor: true },
    response: UserInfo,
  }),
  bootstrap: sessionFamily.endpoint({
    method: 'GET',
    path: BOOTSTRAP_PATH,
    summary: 'The preloaded page data (also embedded in the page)',
    // What a page loads its company from: a tab whose company changed reads the new one here.
    gate: { anyCompany: true, beforeSecondFactor: true },
    response: Bootstrap,
  }),
  administeredCompany: sessionFamily.endpoint({
    method: 'GET',
    path: '/api/user/AdministeredCompany',
    summary: 'The company the session administers',
    gate: { anyCompany: true },
    response: AdministeredCompany,
  }),
  setAdministeredCompany: sessionFamily.endpoint({
    method: 'POST',
    path: '/api/user/AdministeredCompany',
    summary:
      'Administer another of the companies available to the user in this session (the default of the next sign-in)',
    // Choosing which company to look at changes no customer data, so read-only staff may too; a
    // tab showing another company may choose again.
    gate: { writes: false, anyCompany: true },
    body: SetAdministeredCompany,
    response: AdministeredCompany,
  }),
};
