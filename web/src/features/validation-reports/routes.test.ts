import { describe, expect, it } from 'vitest';
import type { AppRoute } from '../../kit/routeTypes';
import { routes } from '../reports/routes';
import {
  ADDRESS_VALIDATION_PATH,
  FAILED_VERIFICATIONS_PATH,
  HISTORY_LOG_PATH,
  historyLogEntryPath,
} from './paths';

// The validation reports' pages are entries of the Reports group (features/reports/routes.tsx).
const group = routes.find((route) => route.name === 'Reports') as AppRoute;
const entry = (name: string) => group.children?.find((child) => child.name === name);

describe('the validation reports', () => {
  it('sit in the Reports group in the order of product-families §2, the entry hidden', () => {
    expect(
      group.children
        ?.map((child) => [child.meta.order, child.name])
        .sort((a, b) => Number(a[0]) - Number(b[0])),
    ).toEqual([
      [1, 'LocationReport'],
      [2, 'EnhancedServices'],
      [3, 'AdminReport'],
      [4, 'FailedVerificationsReport'],
      [5, 'HistoryLogReport'],
      [6, 'AddressValidationReport'],
      [7, 'DeviceReport'],
      [8, 'Receivers'],
      [9, 'iPadReport'],
    ]);
    // The addresses product-families §2 gives them, built from the entries.
    expect(FAILED_VERIFICATIONS_PATH).toBe('/Reports/FailedVerificationsReport');
    expect(ADDRESS_VALIDATION_PATH).toBe('/Reports/AddressValidationReport');
    expect(HISTORY_LOG_PATH).toBe('/Reports/HistoryLogReport');
    expect(historyLogEntryPath(5)).toBe('/Reports/HistoryLogReport/5');
    expect(entry('HistoryLogReport')?.children).toEqual([
      expect.objectContaining({ meta: expect.objectContaining({ hidden: true }) }),
    ]);
  });
});
