/**
 * The customer features of the catalogue (platform/companies/catalogue.ts), in its order, as the
 * account settings, features and default features tests expect them: written out rather than read
 * from the catalogue, so that a feature added, dropped or moved there fails those tests.
 */
export const CUSTOMER_FEATURES = [
  'idScanning',
  'faceMatch',
  'watchlistScreening',
  'manualReview',
  'incomeVerification',
  'dataExport',
];
