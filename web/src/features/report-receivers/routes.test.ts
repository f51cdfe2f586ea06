import { describe, expect, it } from 'vitest';
import { reportReceiversApi } from '@console/contract/report-receivers';
import { enforcedPageGates, mainCallGates } from '../../testing/routeGates';
import { routes } from './routes';

describe('the Receivers page', () => {
  it('is gated as its list call', () => {
    expect(enforcedPageGates(routes)).toEqual(mainCallGates({ Receivers: reportReceiversApi.list }));
  });
});
