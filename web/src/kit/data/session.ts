import type { QueryKey } from '@tanstack/react-query';
import { useEndpointMutation } from './queries';

/*
 * The shell's changes: their calls' declarations load when first used (kit/data/queries.ts
 * DeferredEndpoint), so index.html's script carries neither the contract's schemas nor typebox.
 */
const sessionContract = () => import('@console/contract/session/api');
const testModeContract = () => import('@console/contract/test-mode');

/** Test Mode changes what every view shows, so every query is stale after it: the empty prefix. */
const EVERY_QUERY: QueryKey = [];

/** Administers another company; the caller reloads the page so every view starts afresh. */
export const useSetAdministeredCompany = () =>
  useEndpointMutation(() => sessionContract().then((m) => m.sessionApi.setAdministeredCompany));

/** Switches Test Mode; the page data (and so the banner) follows. */
export const useSetTestMode = () =>
  useEndpointMutation(() => testModeContract().then((m) => m.testModeApi.set), {
    invalidates: [EVERY_QUERY],
  });
