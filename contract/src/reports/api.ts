import { customerFilter } from '../kit/customer-filter.ts';
import { nullable } from '../kit/nullable.ts';
import { ui } from '../annotations.ts';
import { Type, type Static } from 'typebox';
import { Id } from '../kit/integers.ts';
import { pagedList, PRODUCT_LIST_PAGE_SIZE } from '../kit/list.ts';
import {
  LOCATION_REPORT_WINDOW,
  OTHER_REPORT_WINDOW,
  REPORT_PERIOD,
  reportPeriodFilter,
} from '../kit/report-window.ts';
import { REPORTS_FEATURE, reportsFamily } from './gates.ts';
import { DEVICE_KINDS } from '../vsonline/api.ts';
import { Day, DateTime } from '../kit/dates.ts';

export { REPORTS_FEATURE, reportsFamily };

/*
 * The reports (product-families §2 Reports, §3 report state and filters, §5 default windows, §7).
 * Every report reads the daily rollups (request_daily_rollups) or indexed columns, never the
 * requests themselves; a report's period is `fromto` (contract kit/report-window.ts) and counts the
 * UTC days it touches, as the rollups count. The rows' fields are our design (the spec shows none).
 * (rules: server/src/modules/reports/README.md)
 */

/** What every report answer says of its period, so the page can show what was counted. */
const ReportPeriod = {
  from: DateTime('From'),
  to: DateTime('To'),
};

/** `customerActive`: the location report's default is active customers only (product-families §9). */
export const CUSTOMER_ACTIVE_CHOICES = ['true', 'false', 'all'] as const;
export type CustomerActiveChoice = (typeof CUSTOMER_ACTIVE_CHOICES)[number];
/** The customers' active flag as a filter offers it. */
export const CUSTOMER_ACTIVE_TITLES: Readonly<Record<CustomerActiveChoice, string>> = {
  true: 'Active customers',
  false: 'Inactive customers',
  all: 'All customers',
};

const customerActive = (description: string) =>
  Type.Optional(
    Type.Enum(
      [...CUSTOMER_ACTIVE_CHOICES],
      ui({ title: 'Customer Active', description }, { optionTitles: CUSTOMER_ACTIVE_TITLES }),
    ),
  );

const searchQuery = 'Part of a name';

// ---------------------------------------------------------------------------------------------
// Location report
// ---------------------------------------------------------------------------------------------

export const LocationReportRow = Type.Object({
  locationId: Type.Integer(),
  locationGuid: Type.String(),
  locationName: Type.String(),
  city: Type.String(),
  state: Type.String(),
  customerId: Type.Integer(),
  customerName: Type.String(),
  customerActive: Type.Boolean(),
  /** Requests of every product at the location in the period. */
  scans: Type.Integer(),
});
export type LocationReportRow = Static<typeof LocationReportRow>;

export const LOCATION_REPORT_SORT_FIELDS = ['customerName', 'locationName', 'scans'] as const;

/**
 * GET /api/Reports/Locations: every location with its scans in the period. The filters of
 * product-families §3 ("searchQuery, fromto, sortField, scansDuringThePeriodLessThan,
 * customerActive"); by default the last 30 days up to one hour ahead, sorted by customerName
 * ascending, active customers only (§9).
 */
export const LocationReport = pagedList({
  item: LocationReportRow,
  names: { textFilter: 'searchQuery' },
  defaultPageSize: PRODUCT_LIST_PAGE_SIZE,
  sortFields: LOCATION_REPORT_SORT_FIELDS,
  defaultSort: { field: 'customerName', order: 'asc' },
  textFilter: 'Part of the location or customer name',
  filters: {
    [REPORT_PERIOD]: reportPeriodFilter(LOCATION_REPORT_WINDOW),
    scansDuringThePeriodLessThan: Type.Optional(
      Type.Integer({
        title: 'Scans Less Than',
        minimum: 1,
        maximum: 1_000_000_000,
        description: 'Only locations with fewer scans than this in the period',
      }),
    ),
    customerActive: customerActive("true (default), false, or all: the customers' active flag"),
  },
  columns: {
    customerName: 'Customer',
    customerActive: 'Customer Active',
    locationName: 'Location',
    city: 'City',
    state: 'State',
    scans: 'Scans',
  },
  fileName: 'location-report',
});
export type LocationReportQuery = Static<typeof LocationReport.query>;

/** The company's scans per UTC day of the period, by status: the location report's chart. */
export const ScansByDay = Type.Object({
  ...ReportPeriod,
  days: Type.Array(
    Type.Object({
      day: Day(),
      success: Type.Integer(),
      review: Type.Integer(),
      failed: Type.Integer(),
      total: Type.Integer(),
    }),
  ),
});
export type ScansByDay = Static<typeof ScansByDay>;

const PeriodQuery = (window: string) =>
  Type.Object({ [REPORT_PERIOD]: reportPeriodFilter(window) }, { additionalProperties: false });

// ---------------------------------------------------------------------------------------------
// Devices and iPads
// ---------------------------------------------------------------------------------------------

export const DeviceReportRow = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  name: Type.String(),
  serial: Type.String(),
  appVersion: Type.String(),
  lastSeenAt: nullable(DateTime('Last Seen')),
  locationName: nullable(Type.String()),
  customerId: Type.Integer(),
  customerName: Type.String(),
  /** Requests made with the device in the period. */
  scans: Type.Integer(),
});
export type DeviceReportRow = Static<typeof DeviceReportRow>;

export const DEVICE_REPORT_SORT_FIELDS = ['lastSeenAt', 'name', 'appVersion'] as const;

const deviceColumns = {
  customerName: 'Customer',
  locationName: 'Location',
  name: 'Device',
  kind: 'Kind',
  serial: 'Serial Number',
  appVersion: 'App Version',
  lastSeenAt: 'Last Seen',
  scans: 'Scans',
} as const;

const deviceFilters = {
  [REPORT_PERIOD]: reportPeriodFilter(OTHER_REPORT_WINDOW),
  custId: customerFilter(),
};

/**
 * GET /api/Reports/Devices: every device of the company's customers with its scans in the period
 * (by default the last 24 hours up to one hour ahead), most recently seen first.
 */
export const DeviceReport = pagedList({
  item: DeviceReportRow,
  names: { textFilter: 'searchQuery' },
  defaultPageSize: PRODUCT_LIST_PAGE_SIZE,
  sortFields: DEVICE_REPORT_SORT_FIELDS,
  defaultSort: { field: 'lastSeenAt', order: 'desc' },
  textFilter: 'Part of the device name or serial number',
  filters: {
    ...deviceFilters,
    kind: Type.Optional(Type.Enum([...DEVICE_KINDS], { title: 'Kind' })),
  },
  columns: deviceColumns,
  capped: true,
  fileName: 'device-report',
});
export type DeviceReportQuery = Static<typeof DeviceReport.query>;

/** GET /api/Reports/IPadsReport: the devices of kind iPad, with their app version and last seen. */
export const IPadReport = pagedList({
  item: DeviceReportRow,
  names: { textFilter: 'searchQuery' },
  defaultPageSize: PRODUCT_LIST_PAGE_SIZE,
  sortFields: DEVICE_REPORT_SORT_FIELDS,
  defaultSort: { field: 'lastSeenAt', order: 'desc' },
  textFilter: 'Part of the device name or serial number',
  filters: deviceFilters,
  columns: {
    customerName: 'Customer',
    locationName: 'Location',
    name: 'iPad',
    serial: 'Serial Number',
    appVersion: 'App Version',
    lastSeenAt: 'Last Seen',
    scans: 'Scans',
  },
  capped: true,
  fileName: 'ipad-report',
});
export type IPadReportQuery = Static<typeof IPadReport.query>;

/** What a report's own CSV call takes: the list's query without paging and format. */
const csvQueryOf = (query: unknown, drop: readonly string[]) => {
  const schema = query as { properties: Record<string, unknown> };
  const properties = Object.fromEntries(
    Object.entries(schema.properties).filter(([name]) => !drop.includes(name)),
  );
  return Type.Unsafe<Record<string, unknown>>(
    Type.Object(properties as never, { additionalProperties: false }),
  );
};
const PAGING = ['page', 'pageSize', 'format'];

// ---------------------------------------------------------------------------------------------
// Enhanced services
// ---------------------------------------------------------------------------------------------

export const EnhancedServiceRow = Type.Object({
  customerId: Type.Integer(),
  customerName: Type.String(),
  service: Type.String(),
  requests: Type.Integer(),
  success: Type.Integer(),
  failed: Type.Integer(),
  review: Type.Integer(),
});
export type EnhancedServiceRow = Static<typeof EnhancedServiceRow>;

export const ENHANCED_SERVICES_SORT_FIELDS = ['requests', 'customerName', 'service'] as const;

/**
 * GET /api/Reports/EnhancedServices: the screening services each customer used in the period (the
 * Verification Service's requests by service), most used first; by default the last 24 hours.
 */
export const EnhancedServicesReport = pagedList({
  item: EnhancedServiceRow,
  names: { textFilter: 'searchQuery' },
  defaultPageSize: PRODUCT_LIST_PAGE_SIZE,
  sortFields: ENHANCED_SERVICES_SORT_FIELDS,
  defaultSort: { field: 'requests', order: 'desc' },
  textFilter: 'Part of the customer name',
  filters: {
    [REPORT_PERIOD]: reportPeriodFilter(OTHER_REPORT_WINDOW),
    custId: customerFilter(),
    service: Type.Optional(Type.String({ title: 'Service', minLength: 1, maxLength: 100 })),
  },
  columns: {
    customerName: 'Customer',
    service: 'Service',
    requests: 'Requests',
    success: 'Success',
    review: 'Review',
    failed: 'Failed',
  },
  fileName: 'enhanced-services-report',
});
export type EnhancedServicesQuery = Static<typeof EnhancedServicesReport.query>;

/** The screening requests per UTC day of the period and service: the enhanced services chart. */
export const ServicesByDay = Type.Object({
  ...ReportPeriod,
  services: Type.Array(Type.String()),
  days: Type.Array(Type.Object({ day: Day(), counts: Type.Record(Type.String(), Type.Integer()) })),
});
export type ServicesByDay = Static<typeof ServicesByDay>;

// ---------------------------------------------------------------------------------------------
// Admin report
// ---------------------------------------------------------------------------------------------

export const AdminReportRow = Type.Object({
  customerId: Type.Integer(),
  customerName: Type.String(),
  customerActive: Type.Boolean(),
  assignedTo: nullable(Type.Integer()),
  assignedToName: Type.String({ description: 'The staff user assigned, or empty' }),
  lastScan: nullable(DateTime('Last Scan')),
  /** Requests of every product of the customer in the period. */
  scans: Type.Integer(),
});
export type AdminReportRow = Static<typeof AdminReportRow>;

export const ADMIN_REPORT_SORT_FIELDS = ['assignedTo', 'customerName', 'lastScan'] as const;

/** `assignedTo=0`: the customers no one is assigned to. */
export const UNASSIGNED = 0;

/** Subscription expirations the filter offers (report state "expDates with name and value"). */
export const EXP_DATES = [
  { name: 'Expired', value: 'expired' },
  { name: 'Expires within 30 days', value: '30' },
  { name: 'Expires within 60 days', value: '60' },
  { name: 'Expires within 90 days', value: '90' },
] as const;
export type ExpDateValue = (typeof EXP_DATES)[number]['value'];

/**
 * GET /api/Reports/AdminReport: the customers by the staff user they are assigned to, with their
 * scans in the period (by default the last 24 hours). Opened as CSV in a new window (format=csv,
 * product-families §2).
 */
export const AdminReport = pagedList({
  item: AdminReportRow,
  names: { textFilter: 'searchQuery' },
  defaultPageSize: PRODUCT_LIST_PAGE_SIZE,
  sortFields: ADMIN_REPORT_SORT_FIELDS,
  defaultSort: { field: 'assignedTo', order: 'asc' },
  textFilter: 'Part of the customer name',
  filters: {
    [REPORT_PERIOD]: reportPeriodFilter(OTHER_REPORT_WINDOW),
    assignedTo: Type.Optional(
      Type.Integer({ title: 'Assigned To', minimum: 0, maximum: 2_147_483_647, description: '0: no one' }),
    ),
    customerActive: customerActive("true, false, or all (default): the customers' active flag"),
    subscriptionPlanId: Type.Optional(Id({ title: 'Subscription Plan' })),
    expDate: Type.Optional(
      Type.Enum(
        EXP_DATES.map((option) => option.value),
        { title: 'Expiration', description: 'A subscription expired, or expiring within so many days' },
      ),
    ),
  },
  columns: {
    assignedToName: 'Assigned To',
    customerId: 'Customer ID',
    customerName: 'Customer',
    customerActive: 'Active',
    lastScan: 'Last Scan',
    scans: 'Scans',
  },
  fileName: 'admin-report',
});
export type AdminReportQuery = Static<typeof AdminReport.query>;

/** How many customers each staff user has (the unassigned as assignedTo null), most first. */
export const AdminReportSummary = Type.Array(
  Type.Object({
    assignedTo: nullable(Type.Integer()),
    assignedToName: Type.String(),
    customers: Type.Integer(),
  }),
);
export type AdminReportSummary = Static<typeof AdminReportSummary>;

// ---------------------------------------------------------------------------------------------
// Report state (product-families §3: customers list; subscription plans; filter options)
// ---------------------------------------------------------------------------------------------

export const ReportCustomer = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  active: Type.Boolean(),
});
export type ReportCustomer = Static<typeof ReportCustomer>;

/** GET /api/Reports/Customers: the customers a report filter offers, by name, searchable. */
export const ReportCustomers = pagedList({
  item: ReportCustomer,
  names: { textFilter: 'searchQuery' },
  pageSizes: [20, 100],
  defaultPageSize: 100,
  sortFields: ['name'],
  defaultSort: { field: 'name', order: 'asc' },
  textFilter: searchQuery,
  columns: { id: 'ID', name: 'Name', active: 'Active' },
  fileName: 'report-customers',
});

export const SubscriptionPlanOption = Type.Object({ id: Type.Integer(), name: Type.String() });
export const SubscriptionPlanOptions = Type.Array(SubscriptionPlanOption);
export type SubscriptionPlanOptions = Static<typeof SubscriptionPlanOptions>;

export const ReportFilterOptions = Type.Object({
  expDates: Type.Array(Type.Object({ name: Type.String(), value: Type.String() })),
  subscriptionPlans: SubscriptionPlanOptions,
});
export type ReportFilterOptions = Static<typeof ReportFilterOptions>;

const api = reportsFamily;

export const reportsApi = {
  locations: api.endpoint({
    method: 'GET',
    path: '/api/Reports/Locations',
    summary: 'Locations with their scans in the period (the location report)',
    query: LocationReport.query,
    response: LocationReport.response,
    list: LocationReport.spec,
  }),
  scansByDay: api.endpoint({
    method: 'GET',
    path: '/api/Reports/ScansByDay',
    summary: "The company's scans per day of the period, by status",
    query: PeriodQuery(LOCATION_REPORT_WINDOW),
    response: ScansByDay,
  }),
  devices: api.endpoint({
    method: 'GET',
    path: '/api/Reports/Devices',
    summary: 'Devices with their scans in the period (the device report)',
    query: DeviceReport.query,
    response: DeviceReport.response,
    list: DeviceReport.spec,
  }),
  devicesCsv: api.endpoint({
    method: 'GET',
    path: '/api/Reports/DevicesReportCsv',
    summary: 'The device report as CSV, every matching row',
    query: csvQueryOf(DeviceReport.query, PAGING),
    answer: 'file',
    mediaType: 'text/csv',
  }),
  iPads: api.endpoint({
    method: 'GET',
    path: '/api/Reports/IPadsReport',
    summary: 'iPads with their app version, last seen and scans in the period',
    query: IPadReport.query,
    response: IPadReport.response,
    list: IPadReport.spec,
  }),
  iPadsCsv: api.endpoint({
    method: 'GET',
    path: '/api/Reports/IPadsReportCsv',
    summary: 'The iPad report as CSV, every matching row',
    query: csvQueryOf(IPadReport.query, PAGING),
    answer: 'file',
    mediaType: 'text/csv',
  }),
  enhancedServices: api.endpoint({
    method: 'GET',
    path: '/api/Reports/EnhancedServices',
    summary: 'Screening services used per customer in the period',
    query: EnhancedServicesReport.query,
    response: EnhancedServicesReport.response,
    list: EnhancedServicesReport.spec,
  }),
  servicesByDay: api.endpoint({
    method: 'GET',
    path: '/api/Reports/EnhancedServicesByDay',
    summary: 'Screening requests per day of the period and service',
    query: PeriodQuery(OTHER_REPORT_WINDOW),
    response: ServicesByDay,
  }),
  admin: api.endpoint({
    method: 'GET',
    path: '/api/Reports/AdminReport',
    summary: 'Customers by assigned staff user, with their scans in the period',
    query: AdminReport.query,
    response: AdminReport.response,
    list: AdminReport.spec,
  }),
  adminSummary: api.endpoint({
    method: 'GET',
    path: '/api/Reports/AdminReportSummary',
    summary: 'How many customers each staff user is assigned',
    response: AdminReportSummary,
  }),
  customers: api.endpoint({
    method: 'GET',
    path: '/api/Reports/Customers',
    summary: 'The customers report filters offer',
    query: ReportCustomers.query,
    response: ReportCustomers.response,
    list: ReportCustomers.spec,
  }),
  subscriptionPlans: api.endpoint({
    method: 'GET',
    path: '/api/Reports/SubscriptionPlans',
    summary: "The subscription plans of the company's products",
    response: SubscriptionPlanOptions,
  }),
  filterOptions: api.endpoint({
    method: 'GET',
    path: '/api/Reports/FilterOptions',
    summary: 'What report filters offer: expiration choices and subscription plans',
    response: ReportFilterOptions,
  }),
};
