import { describe, expect, it } from 'vitest';
import { jobsApi } from '@console/contract/jobs/api';
import { enforcedPageGates, mainCallGates } from '../../testing/routeGates';
import { routes } from './routes';

describe('the background jobs page', () => {
  it('is gated as its list call', () => {
    expect(enforcedPageGates(routes)).toEqual(mainCallGates({ backgroundJobs: jobsApi.list }));
  });
});
