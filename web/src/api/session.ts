import type { QueryKey } from '@tanstack/react-query';
import { sessionApi } from '@console/contract/session';
import { testModeApi } from '@console/contract/test-mode';
import { useEndpointMutation } from '../kit/queries';

/** Test Mode changes what every view shows, so every query is stale after it: the empty prefix. */
const EVERY_QUERY: QueryKey = [];

/** Administers another company; the caller reloads the page so every view starts afresh. */
export const useSetAdministeredCompany = () => useEndpointMutation(sessionApi.setAdministeredCompany);

/** Switches Test Mode; the page data (and so the banner) follows. */
export const useSetTestMode = () => useEndpointMutation(testModeApi.set, { invalidates: [EVERY_QUERY] });
