import * as failedRecordsCalls from '@console/contract/failed-records/call-gates';
import type { AppRoute } from '../../kit/routeTypes';
import type { pages } from './pages';

export const FAILED_RECORDS_PATH = '/Dashboard/FailedRecords';

export const routes: AppRoute<keyof typeof pages>[] = [
  {
    // product-families §2 lists FailedRecords under /Dashboard. The Dashboard group is the online
    // customers' (Veriscan module); this page has a gate of its own (ValidationSettings), so it is an
    // entry of its own at the Dashboard address rather than a child that would inherit Veriscan's.
    path: FAILED_RECORDS_PATH,
    name: 'DashboardFailedRecords',
    meta: { title: 'Failed records', order: 151, icon: 'StopOutlined' },
    page: 'FailedRecordsPage',
    call: failedRecordsCalls.list,
  },
];
