import {
  reportsApi as api,
  type DeviceReportQuery,
  type IPadReportQuery,
} from '@console/contract/reports/api';
import type { FamilyRoutes } from '../../kit/register.ts';
import { reportWindowOf } from '../../kit/report-window.ts';
import { prepareReportCsv, sendReportCsv } from './csv-sources.ts';
import {
  adminReportSource,
  adminReportSummary,
  deviceReportSource,
  enhancedServicesSource,
  locationReportSource,
  reportCustomersSource,
  reportFilterOptions,
  reportSubscriptionPlans,
  scansByDay,
  screeningProductIds,
  servicesByDay,
} from './service.ts';

/**
 * The reports (product-families §7 "GET /api/Reports/ with a report name"): each list a kit list
 * (page or format=csv); DevicesReportCsv and IPadsReportCsv are the same lists' CSV under their own
 * names, made by the code the scheduled e-mails use (csv-sources.ts).
 */
export function reportsRoutes(routes: FamilyRoutes): void {
  routes.list(api.locations, (c) =>
    locationReportSource(c.db, c.tenant, c.query, reportWindowOf('location', c.query.fromto)),
  );
  routes.add(api.scansByDay, (c) => scansByDay(c.db, c.tenant, reportWindowOf('location', c.query.fromto)));

  routes.list(api.devices, (c) =>
    deviceReportSource(c.db, c.tenant, c.query, reportWindowOf('other', c.query.fromto)),
  );
  routes.add(api.devicesCsv, (c) =>
    sendReportCsv(c.reply, prepareReportCsv('devices', c.db, c.tenant, c.query as DeviceReportQuery)),
  );
  routes.list(api.iPads, (c) =>
    deviceReportSource(c.db, c.tenant, { ...c.query, kind: 'iPad' }, reportWindowOf('other', c.query.fromto)),
  );
  routes.add(api.iPadsCsv, (c) =>
    sendReportCsv(c.reply, prepareReportCsv('ipads', c.db, c.tenant, c.query as IPadReportQuery)),
  );

  routes.list(api.enhancedServices, async (c) =>
    enhancedServicesSource(
      c.db,
      c.tenant,
      c.query,
      reportWindowOf('other', c.query.fromto),
      await screeningProductIds(c.db, c.tenant),
    ),
  );
  routes.add(api.servicesByDay, async (c) =>
    servicesByDay(
      c.db,
      c.tenant,
      reportWindowOf('other', c.query.fromto),
      await screeningProductIds(c.db, c.tenant),
    ),
  );

  routes.list(api.admin, (c) =>
    adminReportSource(c.db, c.tenant, c.query, reportWindowOf('other', c.query.fromto)),
  );
  routes.add(api.adminSummary, (c) => adminReportSummary(c.db, c.tenant));

  routes.list(api.customers, (c) => reportCustomersSource(c.db, c.tenant, c.query.searchQuery));
  routes.add(api.subscriptionPlans, (c) => reportSubscriptionPlans(c.db, c.tenant));
  routes.add(api.filterOptions, (c) => reportFilterOptions(c.db, c.tenant));
}
