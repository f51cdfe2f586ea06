import { pathTo } from '../../kit/namedRoutes';
import { routes } from './routes';

/** Where the DIVE screens live (product-families §2: /DIVE/...). */
export const DVS_ACCOUNTS_PATH = pathTo(routes, 'DvsAccounts')();
const account = pathTo(routes, 'DvsAccount');
export const dvsAccountPath = (id: number) => account({ id });
export const DVS_REQUESTS_PATH = pathTo(routes, 'DvsRequests')();
const request = pathTo(routes, 'DvsRequest');
export const dvsRequestPath = (id: number | string) => request({ id });
