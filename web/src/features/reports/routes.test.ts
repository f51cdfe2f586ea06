import { describe, expect, it } from 'vitest';
import { LOCATION_REPORT_PATH, routes } from './routes';

describe('the report pages', () => {
  it('send /Dashboard/Reports to the Location Report', () => {
    const entry = routes.find((route) => route.path === '/Dashboard/Reports');
    expect(entry).toMatchObject({ redirect: LOCATION_REPORT_PATH, meta: { hidden: true } });
  });
});
