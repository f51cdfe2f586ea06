import { booksApi } from '@console/contract/books/api';
import type { LocationDetail, OnlineCustomer, OnlineCustomerListItem } from '@console/contract/vsonline/api';
import type { DailyScanMetrics } from '@console/contract/kit/metrics';
import type { FakeServer } from '../../testing/fakeServer';
import { account, serveBooks } from '../accounts/testing';

// The data of the Dashboard customers' tests, for the one fake server (web/src/testing/fakeServer.ts).

export const customerRow = (
  id: number,
  overrides: Partial<OnlineCustomerListItem> = {},
): OnlineCustomerListItem => ({
  id,
  name: `Customer ${id}`,
  contactName: `Contact ${id}`,
  active: true,
  lastScan: null,
  scansLast30Days: 0,
  locations: 0,
  devices: 0,
  issuesTotalRank: 0,
  ...overrides,
});

export const customer = (overrides: Partial<OnlineCustomer> = {}): OnlineCustomer => ({
  ...account(),
  id: 5,
  name: 'Harbor Flats',
  timeZoneId: 'Central Standard Time',
  dayEnds: 0,
  isDaylightSavingTime: true,
  parentAccountId: null,
  parentName: null,
  isParent: false,
  subAccounts: { total: 0, items: [] },
  lastScan: null,
  mriClientId: null,
  counts: { users: 1, locations: 1, devices: 2, scansLast30Days: 12 },
  ...overrides,
});

export const metrics = (overrides: Partial<DailyScanMetrics> = {}): DailyScanMetrics => ({
  dateFrom: '2026-01-01',
  dateTo: '2026-01-02',
  days: [
    { day: '2026-01-01', success: 3, failed: 1, review: 0, total: 4 },
    { day: '2026-01-02', success: 5, failed: 0, review: 1, total: 6 },
  ],
  totals: { success: 8, failed: 1, review: 1, total: 10 },
  successRate: 0.8,
  activeDevices: 2,
  activeLocations: 1,
  ...overrides,
});

export const location = (overrides: Partial<LocationDetail> = {}): LocationDetail => ({
  id: 31,
  guid: '7d3c1b2a-0000-4000-8000-000000000031',
  customerId: 5,
  customerName: 'Harbor Flats',
  name: 'Front Desk',
  address1: '1 Main St',
  address2: '',
  city: 'Austin',
  state: 'TX',
  zip: '73301',
  timeZoneId: 'Central Standard Time',
  active: true,
  lastScan: null,
  devices: {
    total: 1,
    items: [
      { id: 4, kind: 'iPad', name: 'Lobby iPad', serial: 'SN-0042', appVersion: '3.2.1', lastSeenAt: null },
    ],
  },
  teamMembers: {
    total: 1,
    items: [
      {
        userId: 8,
        userName: 'kim',
        firstName: 'Kim',
        lastName: 'Lee',
        email: 'kim@test.example',
        active: true,
      },
    ],
  },
  ...overrides,
});

/** The books and metadata the Dashboard screens read: the accounts' ones and the list's filters. */
export function serveDashboardBooks(server: FakeServer): FakeServer {
  return serveBooks(server).on(booksApi.customerFilters, {
    expDates: [{ name: 'Expired', value: 'expired' }],
    subscriptionPlans: [{ id: 2, name: 'Basic' }],
  });
}
