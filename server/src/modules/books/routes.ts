import { booksApi } from '@console/contract/books/api';
import type { FamilyRoutes } from '../../kit/register.ts';
import { TIME_ZONES } from '../../lib/time-zones.ts';
import * as books from './service.ts';

export function booksRoutes(routes: FamilyRoutes): void {
  routes.add(booksApi.adminUsers, ({ db, tenant }) => books.adminUsers(db, tenant.companyId));
  for (const timeZones of [booksApi.timeZones, booksApi.timeZone])
    routes.add(timeZones, () => [...TIME_ZONES]);
  routes.add(booksApi.subscriptionPlans, ({ db, tenant }) => books.subscriptionPlansOf(db, tenant.companyId));
  routes.add(booksApi.customerFilters, ({ db, tenant }) => books.customerFilters(db, tenant.companyId));
}
