import { pathTo } from '../../kit/namedRoutes';
import { routes } from './routes';

/** Where the review screens live (console-core §2: /ManualVerification, /ManualVerification/{id}). */
export const REVIEW_QUEUE_PATH = pathTo(routes, 'ManualVerification')();
const item = pathTo(routes, 'ManualVerificationItem');
export const reviewItemPath = (id: number | string) => item({ id });
