import { TERMS_PATH } from '@console/contract/constants';
import type { AppRoute } from '../../kit/routeTypes';
import type { pages } from './pages';

/** The console's own pages: terms, forbidden, sign-out and not found. */
export const routes: AppRoute<keyof typeof pages>[] = [
  {
    path: TERMS_PATH,
    meta: { title: 'Terms and conditions', hidden: true, public: true },
    page: 'TermsPage',
  },
  {
    path: '/forbidden',
    meta: { title: 'Forbidden', hidden: true },
    page: 'ForbiddenPage',
  },
  {
    path: '/signout',
    layout: 'blank',
    meta: { title: 'Sign out', hidden: true, public: true },
    page: 'SignOutPage',
  },
  {
    path: '/404',
    layout: 'blank',
    meta: { title: 'Not found', hidden: true, public: true },
    page: 'NotFoundPage',
  },
];
