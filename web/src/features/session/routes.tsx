import * as sessionCalls from '@console/contract/session/call-gates';
import { TWO_STEP_SIGN_IN_PATH } from '@console/contract/session/gates';
import type { AppRoute } from '../../kit/routeTypes';
import type { pages } from './pages';

/**
 * The signed-in user's own pages, opened from the header's user menu. The two-step sign-in page is
 * fed by its status call: reading it is every staff user's (the session family names no role).
 */
export const routes: AppRoute<keyof typeof pages>[] = [
  {
    path: TWO_STEP_SIGN_IN_PATH,
    name: 'twoStepSignIn',
    meta: { title: 'Two-step sign-in', hidden: true },
    page: 'TwoStepSignInPage',
    call: sessionCalls.secondFactorStatus,
  },
];
