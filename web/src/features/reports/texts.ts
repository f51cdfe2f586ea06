/** The reports' screen texts, each written once (product-families §2 names the screens). */
export const TEXT = {
  group: 'Reports',
  locationReport: 'Location Report',
  enhancedServices: 'Enhanced Services',
  adminReport: 'Admin Report',
  deviceReport: 'Device Report',
  iPadReport: 'iPad Report',
  scansByDay: 'Scans per day',
  servicesByDay: 'Screening requests per day',
  customersPerAdmin: 'Customers per staff user',
  unassigned: 'Unassigned',
  anyCustomer: 'Any customer',
} as const;
