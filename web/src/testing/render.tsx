import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { Bootstrap } from '@console/contract/session/api';
import { bootstrapKey } from '../kit/bootstrap';
import { FeedbackProvider } from '../kit/feedback';
import { RouteTable } from '../kit/namedRoutes';
import { routes as appRoutes } from '../routes';

/** Page data as a signed-in admin of a company with every module would get it. */
export function makeBootstrap(overrides: Partial<Bootstrap> = {}): Bootstrap {
  return {
    user: { id: 1, name: 'Avery Admin', userName: 'admin', readOnly: false },
    roles: ['Admin'],
    availableCompanies: [{ id: 1, name: 'Alpha Company' }],
    administeredCompany: { id: 1, name: 'Alpha Company' },
    availableFeatures: ['customerAdmin'],
    features: { customerAdmin: true },
    companyProductsAndSubscriptions: [
      {
        id: 1,
        name: 'Faces',
        displayName: 'Face Compare',
        projectId: 'Faces',
        subscriptionIsRequired: false,
        subscriptionPlans: [{ id: 1, name: 'Trial', code: 'TRIAL' }],
      },
    ],
    projects: [],
    modules: [{ id: 1, name: 'Faces', moduleFeatures: [] }],
    testMode: false,
    secondFactor: { enabled: false, required: false },
    environmentId: 1,
    version: '2025.04.1.0',
    customerSiteUrl: 'http://customer.test',
    ...overrides,
  };
}

/**
 * Who a test signs in as, like the demo logins (README "Demo logins"): `admin` holds Admin;
 * `support` holds no role, so only the everyday permissions (contract/src/permissions.ts); `readOnly`
 * is an Admin whose account is read-only.
 */
export type StaffKind = 'admin' | 'support' | 'readOnly';

/** Page data as a staff user of that kind gets it, in the company makeBootstrap describes. */
export function bootstrapAs(kind: StaffKind, overrides: Partial<Bootstrap> = {}): Bootstrap {
  const base = makeBootstrap(overrides);
  if (kind === 'support')
    return makeBootstrap({
      user: { id: 3, name: 'Sam Support', userName: 'support', readOnly: false },
      roles: [],
      ...overrides,
    });
  if (kind === 'readOnly') return { ...base, user: { ...base.user, readOnly: true } };
  return base;
}

/**
 * Renders routes in a memory router with the page data already loaded: `bootstrap` as given, else
 * the page data of the staff user `as` names (an admin by default).
 */
export function renderRoutes(
  routes: RouteObject[],
  options: { url?: string; bootstrap?: Bootstrap; as?: StaffKind } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(bootstrapKey, options.bootstrap ?? bootstrapAs(options.as ?? 'admin'));
  const router = createMemoryRouter(routes, { initialEntries: [options.url ?? '/'] });
  const ui: ReactElement = (
    <QueryClientProvider client={queryClient}>
      <FeedbackProvider>
        <RouteTable value={appRoutes}>
          <RouterProvider router={router} />
        </RouteTable>
      </FeedbackProvider>
    </QueryClientProvider>
  );
  return { ...render(ui), router, queryClient };
}
