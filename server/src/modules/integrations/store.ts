import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  CREDENTIAL_FIELDS,
  isObtainedCredential,
  PARTNER_SYSTEMS,
  type CredentialField,
  type PartnerSystem,
} from '@console/contract/integrations/api';
import type { Queryable } from '../../db/client.ts';
import { customerAccounts, locations } from '../../db/schema.ts';
import { integrationSecrets, locationIntegrations } from './tables.ts';
import { notFound } from '../../http/errors.ts';
import type { ConnectorSettings } from '../../kit/partners/connector.ts';
import type { OutboundPolicy } from '../../kit/partners/outbound.ts';
import { masked, SecretError, type PartnerSecrets } from '../../kit/secrets.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { onlineCustomersOf, vsOnlineProductIds } from '../vsonline/scope.ts';

/**
 * Where an integration's settings live: one row per location and system, its secrets sealed in
 * rows of their own (kit/secrets.ts), each sealed for its integration and field so it opens nowhere
 * else. Nothing here answers a secret; openSettings() opens them for an adapter only.
 */

export type IntegrationRow = typeof locationIntegrations.$inferSelect;

/** A location of the tenant's online customers, by its guid; 404 otherwise. */
export async function findLocation(db: Queryable, tenant: Tenant, guid: string) {
  const productIds = await vsOnlineProductIds(db, tenant.companyId);
  const [location] = await db
    .select({
      id: locations.id,
      guid: locations.guid,
      name: locations.name,
      accountId: locations.accountId,
      customerName: customerAccounts.name,
    })
    .from(locations)
    .innerJoin(customerAccounts, eq(customerAccounts.id, locations.accountId))
    .where(
      and(
        eq(locations.companyId, tenant.companyId),
        eq(locations.guid, guid),
        onlineCustomersOf(db, tenant, productIds),
      ),
    );
  if (!location) throw notFound('The location');
  return location;
}

/** The integration of a location with a system, or undefined. */
export async function integrationOf(
  db: Queryable,
  locationId: number,
  system: PartnerSystem,
): Promise<IntegrationRow | undefined> {
  const [row] = await db
    .select()
    .from(locationIntegrations)
    .where(and(eq(locationIntegrations.locationId, locationId), eq(locationIntegrations.system, system)));
  return row;
}

/** What a secret is sealed for: a value moved to another integration or field does not open. */
const secretContext = (integrationId: number, name: string) => `integration:${integrationId}:${name}`;

/** The masks of the secrets staff entered, by field (tokens an authorization obtained are not answered at all). */
export async function secretMasks(db: Queryable, integrationId: number): Promise<Record<string, string>> {
  const rows = await db
    .select({ name: integrationSecrets.name, mask: integrationSecrets.mask })
    .from(integrationSecrets)
    .where(eq(integrationSecrets.integrationId, integrationId));
  return Object.fromEntries(
    rows.filter((row) => !isObtainedCredential(row.name)).map((row) => [row.name, row.mask]),
  );
}

/** Removes secrets of an integration by field (tokens forgotten). */
export async function removeSecrets(tx: Queryable, integrationId: number, names: CredentialField[]) {
  if (!names.length) return;
  await tx
    .delete(integrationSecrets)
    .where(and(eq(integrationSecrets.integrationId, integrationId), inArray(integrationSecrets.name, names)));
}

/** Seals and stores the secrets given (a field not given keeps its stored value). */
export async function storeSecrets(
  tx: Queryable,
  secrets: PartnerSecrets,
  integrationId: number,
  values: Partial<Record<CredentialField, string>>,
): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    const row = { sealed: secrets.seal(value, secretContext(integrationId, name)), mask: masked(value) };
    await tx
      .insert(integrationSecrets)
      .values({ integrationId, name, ...row })
      .onConflictDoUpdate({
        target: [integrationSecrets.integrationId, integrationSecrets.name],
        set: { ...row, updatedAt: sql`now()` },
      });
  }
}

/** Which credentials of a system are secrets, and which plain settings. */
export function splitCredentials(system: PartnerSystem, values: Partial<Record<CredentialField, string>>) {
  const plain: Record<string, string> = {};
  const secret: Partial<Record<CredentialField, string>> = {};
  for (const field of PARTNER_SYSTEMS[system].credentials) {
    const value = values[field];
    if (value === undefined) continue;
    if (CREDENTIAL_FIELDS[field].secret) secret[field] = value;
    else plain[field] = value;
  }
  return { plain, secret };
}

/**
 * The settings an adapter is built from, the secrets opened. A secret still sealed with an older
 * key is sealed again with the current one (docs/security.md, "Partner secrets": rotation). A secret that
 * does not open (its key was removed) fails with a message that says to enter it again.
 */
export async function openSettings(
  { db, secrets, outbound }: SettingsOpener,
  integration: IntegrationRow,
): Promise<ConnectorSettings> {
  const rows = await db
    .select()
    .from(integrationSecrets)
    .where(eq(integrationSecrets.integrationId, integration.id));
  const credentials: ConnectorSettings['credentials'] = { ...integration.credentials };
  for (const row of rows) {
    const context = secretContext(integration.id, row.name);
    try {
      credentials[row.name as CredentialField] = secrets.open(row.sealed, context);
    } catch (error) {
      if (!(error instanceof SecretError)) throw error;
      const title = CREDENTIAL_FIELDS[row.name as CredentialField]?.title ?? row.name;
      throw new SecretError(`The stored ${title} cannot be read any more: enter it again`);
    }
    if (secrets.isStale(row.sealed)) {
      await db
        .update(integrationSecrets)
        .set({ sealed: secrets.reseal(row.sealed, context) })
        .where(
          and(
            eq(integrationSecrets.integrationId, integration.id),
            eq(integrationSecrets.name, row.name),
            eq(integrationSecrets.sealed, row.sealed),
          ),
        );
    }
  }
  return { baseUrl: integration.baseUrl, credentials, outbound };
}

/** What opening an integration's settings takes: a request's services or a job's context. */
export interface SettingsOpener {
  db: Queryable;
  secrets: PartnerSecrets;
  /** The hosts the adapter may call (config OUTBOUND_ALLOWED_HOSTS). */
  outbound: OutboundPolicy;
}
