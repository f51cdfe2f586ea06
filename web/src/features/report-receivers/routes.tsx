import { MailOutlined } from '@ant-design/icons';
import { reportReceiversFamily } from '@console/contract/report-receivers-gates';
import { pageGate, type AppRoute } from '../../app/routeTypes';

export const RECEIVERS_PATH = '/Reports/Receivers';

/**
 * product-families §2 lists Receivers under Reports. The Reports group is another feature's; the
 * page stands alone here until it moves under that group.
 */
export const routes: AppRoute[] = [
  {
    path: RECEIVERS_PATH,
    name: 'Receivers',
    meta: {
      title: 'Receivers',
      order: 190,
      hidden: false,
      icon: <MailOutlined />,
      ...pageGate(reportReceiversFamily.gate),
    },
    page: () => import('./ReceiversPage'),
  },
];
