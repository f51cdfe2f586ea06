import { pathTo } from '../../kit/namedRoutes';
import { routes } from './routes';

/** The collector's pages (console-core §2): the logs list, a log by its referenceId, the tokens. */
export const COLLECTOR_PATH = pathTo(routes, 'collector')();
export const INGESTION_TOKENS_PATH = pathTo(routes, 'collectorTokens')();
const log = pathTo(routes, 'collectorDetails');
export const logPath = (referenceId: string) => log({ id: referenceId });
