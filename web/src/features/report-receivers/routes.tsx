import { reportReceiversFamily } from '@console/contract/report-receivers-gates';
import { pageGate, type AppRoute } from '../../app/routeTypes';

export const RECEIVERS_PATH = '/Reports/Receivers';

/**
 * product-families §2 lists Receivers under Reports. The Reports group is another feature's; the
 * page stands alone here until it moves under that group; it has no icon of its own, as the pages
 * of a group have none (and the first load stays within its budget, firstLoadBudget.test.ts).
 */
export const routes: AppRoute[] = [
  {
    path: RECEIVERS_PATH,
    name: 'Receivers',
    meta: {
      title: 'Receivers',
      order: 190,
      hidden: false,
      ...pageGate(reportReceiversFamily.gate),
    },
    page: () => import('./ReceiversPage'),
  },
];
