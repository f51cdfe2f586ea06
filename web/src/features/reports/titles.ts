/**
 * The report pages' titles (product-families §2 names the screens): the route table's, apart from
 * the pages' other texts (texts.ts), so the first load carries only these.
 */
export const TITLES = {
  group: 'Reports',
  locationReport: 'Location Report',
  enhancedServices: 'Enhanced Services',
  adminReport: 'Admin Report',
  deviceReport: 'Device Report',
  iPadReport: 'iPad Report',
  receivers: 'Receivers',
} as const;
