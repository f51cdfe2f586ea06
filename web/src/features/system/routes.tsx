import { TERMS_PATH } from '@console/contract/constants';
import type { AppRoute } from '../../kit/routeTypes';
import type { pages } from './pages';

/** The console's own pages: terms, forbidden, sign-out and not found. */
export const routes: AppRoute<keyof typeof pages>[] = [
  {
    path: TERMS_PATH,
    meta: { title: 'Terms and conditions', hidden: true, public: true },
    page: 'TermsPage',
    noCall: 'the terms are text of the web app, open before signing in',
  },
  {
    path: '/forbidden',
    meta: { title: 'Forbidden', hidden: true },
    page: 'ForbiddenPage',
    noCall: 'it says a page was refused: every signed-in user may read it',
  },
  {
    path: '/signout',
    layout: 'blank',
    meta: { title: 'Sign out', hidden: true, public: true },
    page: 'SignOutPage',
    noCall: 'it signs out with the session family’s sign-out, which takes any session',
  },
  {
    path: '/404',
    layout: 'blank',
    meta: { title: 'Not found', hidden: true, public: true },
    page: 'NotFoundPage',
    noCall: 'it says an address leads nowhere, to anyone',
  },
];
