import { sessionApi, type Bootstrap } from '@console/contract/session';
import type { AccessSubject } from '@console/contract/access';
import { queryKeys } from '../kit/call';
import { useEndpoint } from '../kit/queries';

/** The element the server writes the preloaded page data into (server/src/http/pages.ts). */
const BOOTSTRAP_ELEMENT_ID = 'bootstrap-data';

/** The page data the server wrote into index.html, so the shell renders without a request. */
export function readPreloaded(doc: Document = document): Bootstrap | undefined {
  const text = doc.getElementById(BOOTSTRAP_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as Bootstrap;
  } catch {
    return undefined;
  }
}

export const bootstrapKey = queryKeys.of(sessionApi.bootstrap, {});

/** The preloaded page data, refetched after a change that alters it (company, test mode). */
export function useBootstrap(): Bootstrap | undefined {
  return useEndpoint(sessionApi.bootstrap, {}, { initialData: readPreloaded, staleTime: Infinity }).data;
}

/** What route gates are checked against in the browser; the server checks the same. */
export function accessSubjectOf(data: Bootstrap): AccessSubject {
  return {
    roles: data.roles,
    modules: data.modules.map((m) => ({ name: m.name, featureIds: m.moduleFeatures.map((f) => f.name) })),
    projects: data.projects,
  };
}
