import type { PartnerSystem } from '@console/contract/integrations/api';
import type { ConnectorFactory } from '../../../kit/partners/connector.ts';
import { restConnector, type RestAdapterSpec } from '../../../kit/partners/rest.ts';
import { entrata } from './entrata.ts';
import { funnel } from './funnel.ts';
import { iLoveLeasing } from './iloveleasing.ts';
import { knock } from './knock.ts';
import { lead2Lease } from './lead2lease.ts';
import { mri } from './mri.ts';
import { onboarding } from './onboarding.ts';
import { realPage } from './realpage.ts';
import { rentDynamics } from './rentdynamics.ts';
import { resman } from './resman.ts';
import { yardi } from './yardi.ts';

/**
 * Each system's adapter, by slug: a description of the partner's API (kit/partners/rest.ts). The
 * partners' real APIs are not public; these requests are ours, designed from the Connector interface.
 */
export const ADAPTERS: Record<PartnerSystem, RestAdapterSpec> = {
  lead2Lease,
  realPage,
  yardi,
  entrata,
  knock,
  resman,
  iLoveLeasing,
  funnel,
  rentDynamics,
  mri,
  onboarding,
};

const CONNECTORS = Object.fromEntries(
  Object.entries(ADAPTERS).map(([system, spec]) => [system, restConnector(spec)]),
) as Record<PartnerSystem, ConnectorFactory>;

export const connectorOf = (system: PartnerSystem): ConnectorFactory => CONNECTORS[system];
