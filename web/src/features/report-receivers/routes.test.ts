import { describe, expect, it } from 'vitest';
import { reportReceiversApi } from '@console/contract/report-receivers/api';
import { enforcedPageGates, mainCallGates } from '../../testing/routeGates';
import { routes } from '../reports/routes';

// The Receivers page is an entry of the Reports group (features/reports/routes.tsx).
describe('the Receivers page', () => {
  it("is gated as its list call: the group's module and feature, and Admin", () => {
    expect(enforcedPageGates(routes)).toMatchObject(mainCallGates({ Receivers: reportReceiversApi.list }));
  });
});
