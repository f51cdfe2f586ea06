import { useQuery, type QueryKey } from '@tanstack/react-query';
import type { Bootstrap } from '@console/contract/session/api';
import type { AccessSubject } from '@console/contract/access';
import { BOOTSTRAP_PATH } from '@console/contract/constants';
import { callEndpoint } from './data/call';

/** The element the server writes the preloaded page data into (server/src/http/pages.ts). */
const BOOTSTRAP_ELEMENT_ID = 'bootstrap-data';

const preloadedText = (doc: Document) => doc.getElementById(BOOTSTRAP_ELEMENT_ID)?.textContent;

/** The page data the server wrote into index.html, so the shell renders without a request. */
export function readPreloaded(doc: Document = document): Bootstrap | undefined {
  const text = preloadedText(doc);
  if (!text) return undefined;
  try {
    return (JSON.parse(text) as Bootstrap | null) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * A public page (Terms) opened without signing in: the server wrote `null` for the page data. Asking
 * for it would answer 401, and a 401 reloads the page, so the app must not ask.
 */
export const isSignedOut = (doc: Document = document) => preloadedText(doc) === 'null';

/**
 * The key kit/data/call.ts queryKeys.of(sessionApi.bootstrap, {}) gives (bootstrap.test.ts holds them
 * equal), written out so the shell does not load the session contract's schemas and typebox with
 * index.html: the page data comes preloaded, and the call is only made again after a change.
 */
export const bootstrapKey: QueryKey = ['session', BOOTSTRAP_PATH, null];

/** The preloaded page data, refetched after a change that alters it (company, test mode). */
export function useBootstrap(): Bootstrap | undefined {
  return useQuery({
    queryKey: bootstrapKey,
    queryFn: async ({ signal }) => {
      const { sessionApi } = await import('@console/contract/session/api');
      return callEndpoint(sessionApi.bootstrap, {}, { signal });
    },
    initialData: readPreloaded,
    staleTime: Infinity,
    enabled: !isSignedOut(),
  }).data;
}

/** What route gates are checked against in the browser; the server checks the same. */
export function accessSubjectOf(data: Bootstrap): AccessSubject {
  return {
    roles: data.roles,
    modules: data.modules.map((m) => ({ name: m.name, featureIds: m.moduleFeatures.map((f) => f.name) })),
    projects: data.projects,
  };
}

/**
 * The console requires a second factor the user has not set up: until they do, the enrolment page
 * is the only one that opens (the server refuses every other call, and sends pages there too).
 */
export const mustEnrolSecondFactor = (data: Bootstrap): boolean =>
  data.secondFactor.required && !data.secondFactor.enabled;
