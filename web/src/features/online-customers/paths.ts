import { pathTo } from '../../kit/namedRoutes';
import { routes } from './routes';

/** Where the Dashboard's customer screens live (product-families §9: /Dashboard/Customers…). */
export const CUSTOMERS_LIST_PATH = pathTo(routes, 'DashboardCustomers')();
const customer = pathTo(routes, 'DashboardCustomer');
export const customerPath = (id: number) => customer({ id });
const location = pathTo(routes, 'DashboardLocation');
export const locationPath = (customerId: number, locationId: number) =>
  location({ id: customerId, locationId });
