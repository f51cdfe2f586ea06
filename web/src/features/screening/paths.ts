import { pathTo } from '../../kit/namedRoutes';
import { routes } from './routes';

/** Where the Verification Services screens live (console-core §2: /ScreeningService/…). */
export const ACCOUNTS_PATH = pathTo(routes, 'ScreeningService.Accounts')();
export const STATISTICS_PATH = pathTo(routes, 'ScreeningService.Statistics')();
export const REQUESTS_PATH = pathTo(routes, 'ScreeningService.Requests')();
const customer = pathTo(routes, 'ScreeningService.Customer');
/** A customer's page, on one of its tabs (?tab=, console-core §2's sub-pages). */
export const screeningCustomerPath = (id: number, tab?: string) =>
  `${customer({ id })}${tab ? `?tab=${tab}` : ''}`;
const service = pathTo(routes, 'ScreeningService.ServiceStatistics');
export const serviceStatisticsPath = (serviceId: number) => service({ id: serviceId });
