/*
 * The property-management systems the console connects a location to (product-families §7
 * "Integrations"), as plain data: the web's route table and the server's adapters read the same
 * names. Each system has a page slug (/Integrations/{slug}/{guid}, §2), the name its calls use
 * (/api/Integrations/{name}/..., §7), the credentials its adapter sends, and what it syncs.
 */

/** What a sync brings from a partner into the console (§7: "sync ad sources, agents or units"). */
export const SYNC_KINDS = ['adSources', 'agents', 'units'] as const;
export type SyncKind = (typeof SYNC_KINDS)[number];
/**
 * What a sync job may have brought: the partners' records above, or RealPage's sites (its own
 * SyncSites call keeps them as site subscriptions; no other system syncs them, so they are not a
 * kind the generic Sync call takes).
 */
export const SYNCED_KINDS = [...SYNC_KINDS, 'sites'] as const;
export type SyncedKind = (typeof SYNCED_KINDS)[number];
export const SYNC_KIND_TITLES: Record<SyncedKind, string> = {
  adSources: 'Ad sources',
  agents: 'Agents',
  units: 'Units',
  sites: 'Sites',
};

/**
 * The credentials a partner may take. A secret is sealed at rest and only ever answered masked
 * (server/src/kit/secrets.ts); the others are plain settings.
 */
export const CREDENTIAL_FIELDS = {
  username: { title: 'Username', secret: false },
  password: { title: 'Password', secret: true },
  apiKey: { title: 'API Key', secret: true },
  clientId: { title: 'Client ID', secret: false },
  clientSecret: { title: 'Client Secret', secret: true },
  /** An OpenID Connect provider's issuer (MRI's authorization server); checked as a URL. */
  issuerUrl: { title: 'Authorization Server URL', secret: false, url: true },
  /**
   * Tokens an authorization flow obtains (MRI): sealed like any secret, never entered by staff nor
   * answered, not even masked (a system's `credentials` never lists them, so a body naming one is
   * refused).
   */
  accessToken: { title: 'Access Token', secret: true, obtained: true },
  refreshToken: { title: 'Refresh Token', secret: true, obtained: true },
} as const satisfies Record<string, { title: string; secret: boolean; url?: boolean; obtained?: boolean }>;
export type CredentialField = keyof typeof CREDENTIAL_FIELDS;
export const CREDENTIAL_FIELD_NAMES = Object.keys(CREDENTIAL_FIELDS) as CredentialField[];

export interface PartnerSystemInfo {
  /** In the API's paths: /api/Integrations/Lead2Lease/... */
  apiName: string;
  title: string;
  /** The credentials its adapter needs, all required. */
  credentials: readonly CredentialField[];
  /** What it can sync. */
  syncs: readonly SyncKind[];
}

/**
 * The systems of this console, by page slug. The partners' APIs are not public: each adapter's
 * requests are ours, designed plainly from the connector interface (server/src/kit/partners/), and
 * each system's credentials and syncs are chosen to be plausible for it.
 */
export const PARTNER_SYSTEMS = {
  lead2Lease: {
    apiName: 'Lead2Lease',
    title: 'Lead2Lease',
    credentials: ['apiKey'],
    syncs: ['adSources', 'agents'],
  },
  realPage: {
    apiName: 'RealPage',
    title: 'RealPage',
    credentials: ['username', 'password'],
    syncs: ['units', 'agents', 'adSources'],
  },
  yardi: {
    apiName: 'Yardi',
    title: 'Yardi',
    credentials: ['username', 'password'],
    syncs: ['units', 'adSources', 'agents'],
  },
  entrata: {
    apiName: 'Entrata',
    title: 'Entrata',
    credentials: ['username', 'password'],
    syncs: ['units', 'adSources'],
  },
  knock: { apiName: 'Knock', title: 'Knock', credentials: ['apiKey'], syncs: ['agents', 'adSources'] },
  resman: {
    apiName: 'ResMan',
    title: 'ResMan',
    credentials: ['clientId', 'clientSecret'],
    syncs: ['units', 'agents'],
  },
  iLoveLeasing: {
    apiName: 'IloveLeasing',
    title: 'ILoveLeasing',
    credentials: ['apiKey'],
    syncs: ['adSources'],
  },
  funnel: { apiName: 'funnel', title: 'Funnel', credentials: ['apiKey'], syncs: ['agents', 'units'] },
  rentDynamics: {
    apiName: 'RentDynamics',
    title: 'Rent Dynamics',
    credentials: ['clientId', 'clientSecret'],
    syncs: ['units', 'adSources'],
  },
  // MRI (issue 17): the API answers a bearer access token obtained by the OpenID Connect
  // authorization-code flow (PKCE, state, nonce) at the issuer staff enter here, as the customer's
  // MRI client id (PUT /api/VsOnlineCustomers/{id}/UpdateMRIClientID). Nothing secret is typed in.
  mri: { apiName: 'Mri', title: 'MRI', credentials: ['issuerUrl'], syncs: ['units', 'agents'] },
  // The Onboarding product's own system (issue 17): a location's applicant onboarding, which knows
  // the community's units and the agents applicants are assigned to. Its customer-level settings
  // are the onboarding family's (contract/src/onboarding/api.ts, OnboardingIntegration).
  onboarding: {
    apiName: 'Onboarding',
    title: 'Onboarding',
    credentials: ['apiKey'],
    syncs: ['units', 'agents'],
  },
} as const satisfies Record<string, PartnerSystemInfo>;
export type PartnerSystem = keyof typeof PARTNER_SYSTEMS;

/** Whether a credential is obtained by an authorization flow rather than entered (never answered). */
export const isObtainedCredential = (field: string): boolean =>
  (CREDENTIAL_FIELDS as Record<string, { obtained?: boolean }>)[field]?.obtained === true;
export const PARTNER_SYSTEM_SLUGS = Object.keys(PARTNER_SYSTEMS) as PartnerSystem[];

/** The system a path's name stands for (/api/Integrations/Yardi -> yardi). */
export const systemOfApiName = (apiName: string): PartnerSystem | undefined =>
  PARTNER_SYSTEM_SLUGS.find((slug) => PARTNER_SYSTEMS[slug].apiName === apiName);
