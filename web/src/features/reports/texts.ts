import { TITLES } from './titles';

/** The reports' screen texts, each written once. */
export const TEXT = {
  ...TITLES,
  scansByDay: 'Scans per day',
  servicesByDay: 'Screening requests per day',
  customersPerAdmin: 'Customers per staff user',
  unassigned: 'Unassigned',
} as const;
