import { pathTo } from '../../kit/namedRoutes';
import { routes } from './routes';

/** Where the DIVE Online screens live (product-families §2 "Online DIVE (/DVSOnline)"). */
export const DVS_ONLINE_USERS_PATH = pathTo(routes, 'DSVOnline.Users')();
export const DVS_ONLINE_STATISTICS_PATH = pathTo(routes, 'DSVOnline.SuccessStatistics')();
const user = pathTo(routes, 'DSVOnline.UserItem');
export const dvsOnlineUserPath = (id: number) => user({ id });
