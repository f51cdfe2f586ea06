import { pathTo } from '../../kit/namedRoutes';
import { routes } from './routes';

/** Where the accounts screens live (console-core §2: AccountsList '/', Account '/Accounts/{id}'). */
export const ACCOUNTS_LIST_PATH = pathTo(routes, 'AccountsList')();
const account = pathTo(routes, 'Account');
export const accountPath = (id: number) => account({ id });
