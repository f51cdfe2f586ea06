import type { CollectorItem } from '@console/contract/collector/api';

/** A collector log with every field set, for the collector pages' tests. */
export const log = (overrides: Partial<CollectorItem> = {}): CollectorItem => ({
  referenceId: 'REF-1',
  uploadDate: '2025-03-01T12:24:00.000Z',
  licenseId: 'LIC-9',
  productName: 'Veriscan Desktop',
  productVersion: '4.2.1',
  scannerData: true,
  utilityData: false,
  comment: 'Jams on thick cards',
  ...overrides,
});
