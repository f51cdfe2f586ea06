import type { ServerFamily } from '../../kit/family.ts';
import { booksRoutes } from './routes.ts';

export const family: ServerFamily = { name: 'books', routes: booksRoutes };
