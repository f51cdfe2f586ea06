import type { PartnerSystem } from '@console/contract/integrations/systems';

/** The hidden integration page of a location (product-families §2): /Integrations/{system}/{guid}. */
export const integrationPath = (system: PartnerSystem, guid: string) => `/Integrations/${system}/${guid}`;
export const INTEGRATIONS_SETTINGS_PATH = '/Dashboard/IntegrationsSettings';
/** A location's income verification page (product-families §2): /Integrations/income/{guid}. */
export const incomePath = (guid: string) => `/Integrations/income/${guid}`;
/** Integrations Settings' RealPage sub-page (product-families §2). */
export const REALPAGE_SETTINGS_PATH = '/Dashboard/IntegrationsSettings/RealPage';
