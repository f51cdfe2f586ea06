import { describe, expect, it } from 'vitest';
import { collectorApi } from '@console/contract/collector/api';
import { enforcedPageGates, mainCallGates } from '../../testing/routeGates';
import { routes } from './routes';

describe('the collector pages', () => {
  it('are gated as their main calls: the logs, a log and the ingestion tokens', () => {
    expect(enforcedPageGates(routes)).toEqual(
      mainCallGates({
        collector: collectorApi.list,
        collectorDetails: collectorApi.log,
        collectorTokens: collectorApi.tokens.list,
      }),
    );
  });
});
