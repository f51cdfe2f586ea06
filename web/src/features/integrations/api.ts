import { realPageApi } from '@console/contract/integrations/realpage';
import { incomeVerificationApi } from '@console/contract/integrations/income-verification';
import { integrationsApi, mriApi, type SyncState } from '@console/contract/integrations/api';
import type { ParamsOf } from '@console/contract/kit/endpoint';
import { queryKeys } from '../../kit/data/call';
import { useEndpoint, useEndpointMutation } from '../../kit/data/queries';
import { useUrlList } from '../../kit/list/useUrlList';

/** Which integration: the system as the API names it ('Yardi') and the location's guid. */
export type IntegrationParams = ParamsOf<typeof integrationsApi.get>;

/** How often a sync under way is asked about while its page is open. */
const SYNC_POLL_MS = 1_000;
const UNDER_WAY = new Set<SyncState['state']>(['queued', 'running', 'retrying']);

export const useIntegrationList = () => useUrlList(integrationsApi.list);

/** The integration of a location (`configured: false` before it is connected). */
export const useIntegration = (params: IntegrationParams) => useEndpoint(integrationsApi.get, { params });

export const useLocationIntegrations = (customerId: number, locationId: number) =>
  useEndpoint(integrationsApi.ofLocation, { params: { customerId, locationId } });

/** The latest sync, asked again every second while one is under way. */
export const useSyncState = (params: IntegrationParams, enabled: boolean) =>
  useEndpoint(
    integrationsApi.syncState,
    { params },
    {
      enabled,
      refetchInterval: (query) => (UNDER_WAY.has(query.state.data?.state ?? null) ? SYNC_POLL_MS : false),
    },
  );

export const isUnderWay = (state: SyncState['state']) => UNDER_WAY.has(state);

/** Every read of integrations is stale after a change. */
const stale = [queryKeys.family('integrations')];

export const useSaveIntegration = (creating: boolean) =>
  useEndpointMutation(creating ? integrationsApi.create : integrationsApi.update, { invalidates: stale });
export const useDeleteIntegration = () => useEndpointMutation(integrationsApi.delete, { invalidates: stale });
export const useTestConnection = () => useEndpointMutation(integrationsApi.testConnection);
export const useStartSync = () => useEndpointMutation(integrationsApi.sync, { invalidates: stale });
export const usePartnerLocations = (params: IntegrationParams, enabled: boolean) =>
  useEndpoint(integrationsApi.partnerLocations, { params }, { enabled, retry: false });

// MRI's authorization flow (contract mriApi): started from the MRI integration page, ended by /oidc-mri-callback.
export const useMriAuthorization = (guid: string, enabled: boolean) =>
  useEndpoint(mriApi.authorization, { params: { guid } }, { enabled });
export const useStartMriAuthorization = () => useEndpointMutation(mriApi.authorize);
export const useFinishMriAuthorization = () => useEndpointMutation(mriApi.callback, { invalidates: stale });
export const useRevokeMriAuthorization = () => useEndpointMutation(mriApi.revoke, { invalidates: stale });

// Income verification (contract incomeVerificationApi): a location's provider connections, at most one per provider.
export const useLocationIncomeVerifications = (locationGuid: string) =>
  useEndpoint(incomeVerificationApi.list, { query: { locationGuid, pageSize: 20 } });
export const useIncomeVerification = (id: number | undefined) =>
  useEndpoint(incomeVerificationApi.get, { params: { id: id ?? 0 } }, { enabled: id !== undefined });
export const useDeleteIncomeVerification = () =>
  useEndpointMutation(incomeVerificationApi.delete, { invalidates: stale });
export const INTEGRATION_CHANGES = stale;

// RealPage's extras (contract realPageApi): the RealPage sub-page of Integrations Settings.
export const useRealPageIntegrations = () =>
  useEndpoint(integrationsApi.list, { query: { system: 'realPage', pageSize: 100 } });
export const useRealPageCustomerSettings = (customerId: number | undefined) =>
  useEndpoint(
    realPageApi.customerSettings,
    { params: { customerId: customerId ?? 0 } },
    { enabled: customerId !== undefined },
  );
export const useSaveRealPageCustomerSettings = () =>
  useEndpointMutation(realPageApi.updateCustomerSettings, { invalidates: stale });
export const useRealPagePmcs = (guid: string | undefined) =>
  useEndpoint(
    realPageApi.pmcIds,
    { params: { guid: guid ?? '' } },
    { enabled: guid !== undefined, retry: false },
  );
export const useSiteSubscriptions = (guid: string | undefined) =>
  useEndpoint(realPageApi.subscriptions, { params: { guid: guid ?? '' } }, { enabled: guid !== undefined });
export const useSyncSites = () => useEndpointMutation(realPageApi.syncSites, { invalidates: stale });
export const useUpdateSiteSubscription = () =>
  useEndpointMutation(realPageApi.siteSubscriptionUpdate, { invalidates: stale });
