import { describe, expect, it } from 'vitest';
import type { AppRoute } from '../../kit/routeTypes';
import { routes } from '../reports/routes';
import { ADDRESS_VALIDATION_PATH, FAILED_VERIFICATIONS_PATH, HISTORY_LOG_PATH } from './paths';

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
    expect(entry('FailedVerificationsReport')?.path).toBe(FAILED_VERIFICATIONS_PATH);
    expect(entry('AddressValidationReport')?.path).toBe(ADDRESS_VALIDATION_PATH);
    expect(entry('HistoryLogReport')?.children).toEqual([
      expect.objectContaining({
        path: `${HISTORY_LOG_PATH}/:id`,
        meta: expect.objectContaining({ hidden: true }),
      }),
    ]);
  });
});
