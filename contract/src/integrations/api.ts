import { Type, type Static, type TOptional, type TString } from 'typebox';
import { requiredText } from '../annotations.ts';
import { JOB_STATES } from '../jobs/api.ts';
import { integrationsFamily } from './gates.ts';
import {
  CREDENTIAL_FIELD_NAMES,
  CREDENTIAL_FIELDS,
  PARTNER_SYSTEM_SLUGS,
  PARTNER_SYSTEMS,
  SYNC_KINDS,
  SYNCED_KINDS,
  type CredentialField,
} from './systems.ts';
import { Id } from '../kit/integers.ts';
import { pagedList } from '../kit/list.ts';
import { DateTime } from '../kit/dates.ts';

export { integrationsFamily };
export * from './systems.ts';

/*
 * Integrations with property-management systems (product-families §7 "Integrations", "Locations";
 * §2 the hidden /Integrations/{system}/{guid} pages and /Dashboard/IntegrationsSettings). The spec
 * shows no payload: the shapes below are ours. (rules: server/src/modules/integrations/README.md)
 */

// ---------------------------------------------------------------------------------------------
// Syncs
// ---------------------------------------------------------------------------------------------

/** The most failed records a sync summary lists; `failed` counts them all. */
export const SYNC_MAX_LISTED_FAILURES = 100;

export const SyncFailure = Type.Object({
  externalId: Type.String({ description: "The partner's id of the record, or its place in the answer (#3)" }),
  reason: Type.String(),
});

/**
 * How a sync ended. `synced`: the partner answered and every readable record was written (failures
 * lists the unreadable ones). `failed`: the partner refused in a way that retrying cannot mend
 * (wrong credentials, an unknown location, an unreadable answer) or the retries were spent; `error`
 * says why and nothing was written.
 */
export const SyncSummary = Type.Object({
  kind: Type.Enum([...SYNCED_KINDS]),
  outcome: Type.Enum(['synced', 'failed']),
  created: Type.Integer(),
  updated: Type.Integer(),
  failed: Type.Integer(),
  failures: Type.Array(SyncFailure, { maxItems: SYNC_MAX_LISTED_FAILURES }),
  error: Type.Union([Type.String(), Type.Null()]),
  finishedAt: DateTime(),
});
export type SyncSummary = Static<typeof SyncSummary>;
export type { SyncKind, SyncedKind } from './systems.ts';

/** How far a running sync got: pages read and records seen so far. */
export const SyncProgress = Type.Object({ pages: Type.Integer(), records: Type.Integer() });
export type SyncProgress = Static<typeof SyncProgress>;

/**
 * The integration's latest sync, as its page shows it: the job's state while the queue has it
 * (queued, running with its progress, waiting to retry with the last error), and the summary of
 * the latest sync that ended.
 */
export const SyncState = Type.Object({
  jobId: Type.Union([Type.String(), Type.Null()]),
  state: Type.Union([Type.Enum([...JOB_STATES]), Type.Null()]),
  kind: Type.Union([Type.Enum([...SYNCED_KINDS]), Type.Null()]),
  progress: Type.Union([SyncProgress, Type.Null()]),
  /** The last attempt's error while the job waits to retry, or once it failed for good. */
  error: Type.Union([Type.String(), Type.Null()]),
  last: Type.Union([SyncSummary, Type.Null()]),
});
export type SyncState = Static<typeof SyncState>;

// ---------------------------------------------------------------------------------------------
// A location's integration with one system
// ---------------------------------------------------------------------------------------------

const SYSTEM_API_NAMES = PARTNER_SYSTEM_SLUGS.map((slug) => PARTNER_SYSTEMS[slug].apiName);

const text = (title: string, maxLength: number) => Type.String({ title, maxLength });

/** The credentials a body may carry; which a system takes, and which are secrets: systems.ts. */
const CredentialsBody = Type.Object(
  Object.fromEntries(
    CREDENTIAL_FIELD_NAMES.map((name) => [
      name,
      Type.Optional(Type.String({ title: CREDENTIAL_FIELDS[name].title, maxLength: 500 })),
    ]),
  ) as Record<CredentialField, TOptional<TString>>,
);

/**
 * What staff save of an integration. A credential the system does not take is refused; every one it
 * takes is required when the integration is made. Changing it, a secret left out keeps its stored
 * value (the page shows only its mask), a plain credential must be sent.
 */
export const IntegrationSettings = Type.Object({
  baseUrl: requiredText('Base URL', 500),
  partnerLocationId: text("The partner's location ID", 100),
  enabled: Type.Boolean({ title: 'Enabled' }),
  credentials: CredentialsBody,
});
export type IntegrationSettings = Static<typeof IntegrationSettings>;

/**
 * A location's integration with a system. A location of the tenant's not connected yet answers
 * `configured: false` with empty settings (its page then offers to connect it); an unknown
 * location, or another company's, answers 404.
 */
export const Integration = Type.Object({
  system: Type.Enum(PARTNER_SYSTEM_SLUGS),
  configured: Type.Boolean(),
  locationGuid: Type.String({ format: 'uuid' }),
  locationId: Type.Integer(),
  locationName: Type.String(),
  customerId: Type.Integer(),
  customerName: Type.String(),
  baseUrl: Type.String(),
  partnerLocationId: Type.String(),
  enabled: Type.Boolean(),
  /** Plain credentials as stored, secrets as their masks ('••••••k3Qz'). */
  credentials: Type.Record(Type.String(), Type.String()),
  createdAt: Type.Union([DateTime(), Type.Null()]),
  updatedAt: Type.Union([DateTime(), Type.Null()]),
  sync: SyncState,
});
export type Integration = Static<typeof Integration>;

export const PartnerLocation = Type.Object({
  id: Type.String(),
  name: Type.String(),
  address: Type.String(),
});
export type PartnerLocation = Static<typeof PartnerLocation>;

/** A connection test: whether the partner answered with these settings, and what it said. */
export const ConnectionTest = Type.Object({
  ok: Type.Boolean(),
  message: Type.String(),
  /** The linked location as the partner knows it, when the test read it. */
  partnerLocation: Type.Union([PartnerLocation, Type.Null()]),
});
export type ConnectionTest = Static<typeof ConnectionTest>;

export const SyncRequest = Type.Object({ kind: Type.Enum([...SYNC_KINDS], { title: 'What to sync' }) });

/** Every integration of the company, or of one system, by location name. */
export const IntegrationListItem = Type.Object({
  id: Type.Integer(),
  system: Type.Enum(PARTNER_SYSTEM_SLUGS),
  locationGuid: Type.String({ format: 'uuid' }),
  locationName: Type.String(),
  customerId: Type.Integer(),
  customerName: Type.String(),
  partnerLocationId: Type.String(),
  enabled: Type.Boolean(),
  lastSyncAt: Type.Union([DateTime(), Type.Null()]),
  lastSyncOutcome: Type.Union([Type.Enum(['synced', 'failed']), Type.Null()]),
});
export type IntegrationListItem = Static<typeof IntegrationListItem>;

export const IntegrationsList = pagedList({
  item: IntegrationListItem,
  defaultPageSize: 20,
  sortFields: ['locationName', 'id'],
  defaultSort: { field: 'locationName', order: 'asc' },
  textFilter: 'Part of the location name',
  filters: { system: Type.Optional(Type.Enum(PARTNER_SYSTEM_SLUGS, { title: 'System' })) },
  columns: {
    id: 'ID',
    system: 'System',
    locationName: 'Location',
    customerName: 'Customer',
    partnerLocationId: 'Partner Location',
    enabled: 'Enabled',
    lastSyncAt: 'Last Sync',
    lastSyncOutcome: 'Last Sync Outcome',
  },
  fileName: 'integrations',
});
export type IntegrationsQuery = Static<typeof IntegrationsList.query>;
export type IntegrationsPage = Static<typeof IntegrationsList.response>;

/** One location's integrations, for its page: every system, configured or not. */
export const LocationIntegrations = Type.Object({
  locationGuid: Type.String({ format: 'uuid' }),
  systems: Type.Array(
    Type.Object({
      system: Type.Enum(PARTNER_SYSTEM_SLUGS),
      configured: Type.Boolean(),
      enabled: Type.Boolean(),
      lastSync: Type.Union([SyncSummary, Type.Null()]),
    }),
  ),
});
export type LocationIntegrations = Static<typeof LocationIntegrations>;

// ---------------------------------------------------------------------------------------------
// The calls
// ---------------------------------------------------------------------------------------------

const BASE = '/api/Integrations';
const OneIntegration = Type.Object({
  system: Type.Enum(SYSTEM_API_NAMES, { description: 'The system as the path names it: Yardi, RealPage...' }),
  guid: Type.String({ format: 'uuid', maxLength: 36, description: "The location's guid" }),
});

export const integrationsApi = {
  list: integrationsFamily.endpoint({
    method: 'GET',
    path: `${BASE}/Locations`,
    summary: "The company's location integrations, of every system or one",
    query: IntegrationsList.query,
    response: IntegrationsList.response,
    list: IntegrationsList.spec,
  }),
  ofLocation: integrationsFamily.endpoint({
    method: 'GET',
    path: `${BASE}/Common/Locations/{customerId}/{locationId}`,
    summary: "A customer's location: its guid and each system's integration, configured or not",
    params: Type.Object({ customerId: Id(), locationId: Id() }),
    response: LocationIntegrations,
  }),
  get: integrationsFamily.endpoint({
    method: 'GET',
    path: `${BASE}/{system}/{guid}`,
    summary: "A location's integration with a system: settings, secrets masked, its latest sync",
    params: OneIntegration,
    response: Integration,
  }),
  create: integrationsFamily.endpoint({
    method: 'POST',
    path: `${BASE}/{system}/{guid}`,
    summary: 'Connect a location to a system',
    params: OneIntegration,
    body: IntegrationSettings,
    response: Integration,
  }),
  update: integrationsFamily.endpoint({
    method: 'PUT',
    path: `${BASE}/{system}/{guid}`,
    summary: "Change a location's integration (a secret left out is kept)",
    params: OneIntegration,
    body: IntegrationSettings,
    response: Integration,
  }),
  delete: integrationsFamily.endpoint({
    method: 'DELETE',
    path: `${BASE}/{system}/{guid}`,
    summary: 'Disconnect a location from a system (its synced records go with it)',
    params: OneIntegration,
    answer: 'none',
  }),
  partnerLocations: integrationsFamily.endpoint({
    method: 'GET',
    path: `${BASE}/{system}/{guid}/PartnerLocations`,
    summary: "The partner's locations, read with the integration's settings (to choose the one to link)",
    params: OneIntegration,
    response: Type.Array(PartnerLocation),
  }),
  testConnection: integrationsFamily.endpoint({
    method: 'POST',
    path: `${BASE}/{system}/{guid}/TestConnection`,
    summary: 'Ask the partner for the linked location with the stored settings',
    params: OneIntegration,
    response: ConnectionTest,
    // Reads only; a read-only Admin may test.
    gate: { writes: false },
  }),
  sync: integrationsFamily.endpoint({
    method: 'POST',
    path: `${BASE}/{system}/{guid}/Sync`,
    summary: 'Queue a sync of ad sources, agents or units',
    params: OneIntegration,
    body: SyncRequest,
    response: SyncState,
  }),
  syncState: integrationsFamily.endpoint({
    method: 'GET',
    path: `${BASE}/{system}/{guid}/Sync`,
    summary: "The integration's latest sync: its state, progress and last result",
    params: OneIntegration,
    response: SyncState,
  }),
};

// ---------------------------------------------------------------------------------------------
// MRI: the OpenID Connect authorization-code flow (product-families §2 /oidc-mri-callback, §7 "Mri
// adds an authorization flow: a call with redirectUri from the /oidc-mri-callback path")
// ---------------------------------------------------------------------------------------------

/** The console's page the MRI authorization server sends staff back to (§2). */
export const MRI_CALLBACK_PATH = '/oidc-mri-callback';

/** How long a started authorization waits for its callback before its state is refused. */
export const MRI_AUTHORIZATION_TTL_MINUTES = 10;

const RedirectUri = (description: string) =>
  Type.String({ title: 'Redirect URI', minLength: 1, maxLength: 4000, description });

/**
 * Starts the flow: `redirectUri` is where MRI must send staff back, the console's own
 * /oidc-mri-callback (absolute, no query). The answer is MRI's authorization URL, carrying the PKCE
 * challenge (S256), a fresh state and nonce, and the customer's MRI client id.
 */
export const MriAuthorizeRequest = Type.Object({
  redirectUri: RedirectUri("The console's /oidc-mri-callback address, absolute"),
});
export const MriAuthorizeStart = Type.Object({ authorizationUrl: Type.String() });
export type MriAuthorizeStart = Static<typeof MriAuthorizeStart>;

/**
 * Ends the flow (posted by /oidc-mri-callback): `redirectUri` is the address MRI sent the browser
 * to, with its query (code and state, or an error). The state names the authorization started by
 * the same user of the same company, once: a wrong, expired or used state is refused, and so is
 * a code MRI does not accept (a replayed one).
 */
export const MriCallbackRequest = Type.Object({
  redirectUri: RedirectUri('The callback address as MRI sent the browser to it, with its query'),
});

/** A location's MRI authorization: whether tokens are held (never the tokens), since when, for whom. */
export const MriAuthorization = Type.Object({
  system: Type.Literal('mri'),
  locationGuid: Type.String({ format: 'uuid' }),
  /** The customer's MRI client id the flow uses (null: not set on the customer yet). */
  clientId: Type.Union([Type.String(), Type.Null()]),
  authorized: Type.Boolean(),
  /** The user MRI authenticated (the ID token's subject). */
  subject: Type.Union([Type.String(), Type.Null()]),
  scope: Type.Union([Type.String(), Type.Null()]),
  authorizedAt: Type.Union([DateTime(), Type.Null()]),
  authorizedBy: Type.Union([Type.String(), Type.Null()]),
  accessTokenExpiresAt: Type.Union([DateTime(), Type.Null()]),
  hasRefreshToken: Type.Boolean(),
});
export type MriAuthorization = Static<typeof MriAuthorization>;

const MriLocation = Type.Object({
  guid: Type.String({ format: 'uuid', maxLength: 36, description: "The location's guid" }),
});

export const mriApi = {
  authorize: integrationsFamily.endpoint({
    method: 'POST',
    path: `${BASE}/Mri/{guid}/Authorize`,
    summary: "Start MRI's authorization flow for a location: its authorization URL (PKCE, state, nonce)",
    params: MriLocation,
    body: MriAuthorizeRequest,
    response: MriAuthorizeStart,
  }),
  callback: integrationsFamily.endpoint({
    method: 'POST',
    path: `${BASE}/Mri/Authorization`,
    summary: 'End the flow from /oidc-mri-callback: exchange the code, keep the tokens sealed',
    body: MriCallbackRequest,
    response: MriAuthorization,
  }),
  authorization: integrationsFamily.endpoint({
    method: 'GET',
    path: `${BASE}/Mri/{guid}/Authorization`,
    summary: "A location's MRI authorization: held or not, since when, for whom (never the tokens)",
    params: MriLocation,
    response: MriAuthorization,
  }),
  revoke: integrationsFamily.endpoint({
    method: 'DELETE',
    path: `${BASE}/Mri/{guid}/Authorization`,
    summary: "Forget a location's MRI tokens (the integration's settings stay)",
    params: MriLocation,
    response: MriAuthorization,
  }),
};
