import type { CredentialField, SyncKind } from '@console/contract/integrations/systems';
import type { OutboundPolicy } from './outbound.ts';

/**
 * The one interface every partner adapter implements (product-families §7 "Integrations": list
 * locations, get, create, update, delete, and sync ad sources, agents or units). A location here is
 * the partner's record of a place (a property, a community, a site); the console links one of its
 * own locations to it by the partner's id, kept in the integration's settings.
 *
 * Every method speaks HTTP through PartnerHttp (http.ts) and fails with a PartnerError.
 */
export interface Connector {
  listLocations(): Promise<PartnerLocation[]>;
  getLocation(id: string): Promise<PartnerLocation>;
  createLocation(location: PartnerLocationInput): Promise<PartnerLocation>;
  updateLocation(id: string, location: PartnerLocationInput): Promise<PartnerLocation>;
  deleteLocation(id: string): Promise<void>;
  /**
   * The records of one kind at one partner location, page by page. An item the partner answered
   * but that cannot be read (no id, no name) comes as a problem, so one bad record fails alone; an
   * answer that cannot be read at all fails the sync with a PartnerError.
   */
  sync(kind: SyncKind, locationId: string): AsyncIterable<SyncedItem[]>;
}

export interface PartnerLocationInput {
  name: string;
  address: string;
}

export interface PartnerLocation extends PartnerLocationInput {
  id: string;
}

/** A record brought by a sync: the partner's id, a name, and the other plain fields it had. */
export interface PartnerRecord {
  externalId: string;
  name: string;
  details: Record<string, string | number | boolean | null>;
}

export type SyncedItem = { record: PartnerRecord } | { problem: { externalId: string; reason: string } };

/** What an adapter is built from: the integration's settings with its secrets opened. */
export interface ConnectorSettings {
  baseUrl: string;
  credentials: Partial<Record<CredentialField, string>>;
  /** Shorter in tests; PARTNER_TIMEOUT_MS otherwise. */
  timeoutMs?: number;
  /** Which hosts the adapter may call (outbound.ts). */
  outbound: OutboundPolicy;
}

export type ConnectorFactory = (settings: ConnectorSettings) => Connector;
