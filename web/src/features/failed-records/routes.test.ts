import { describe, expect, it } from 'vitest';
import { failedRecordsApi } from '@console/contract/failed-records/api';
import { enforcedPageGates, mainCallGates } from '../../testing/routeGates';
import { routes } from './routes';

describe('the failed records page', () => {
  it('is gated as its list call', () => {
    expect(enforcedPageGates(routes)).toEqual(
      mainCallGates({ DashboardFailedRecords: failedRecordsApi.list }),
    );
  });
});
