import { describe, expect, it, vi } from 'vitest';
import dayjs from 'dayjs';
import type { ListState } from '../list/listState';
import { openListCsvWindow, reportCsvUrl, withoutPaging } from './openCsv';
import { fromtoOf, reportPeriodOf } from './reportWindow';

const state = (filters: Record<string, unknown> = {}): ListState => ({
  page: 1,
  pageSize: 20,
  textFilter: '',
  filters,
});
const now = new Date('2026-11-24T03:30:00Z');

describe('a report period in the address', () => {
  it('is the default window, not chosen, when the address names none', () => {
    const period = reportPeriodOf('location', state(), now);
    expect(period.chosen).toBe(false);
    expect(period.range.map((end) => end.toISOString())).toEqual([
      '2026-10-25T03:30:00.000Z',
      '2026-11-24T04:30:00.000Z',
    ]);
  });

  it('is the two instants of fromto when the user chose them', () => {
    const fromto = ['2026-11-01T00:00:00.000Z', '2026-11-02T00:00:00.000Z'];
    const period = reportPeriodOf('other', state({ fromto }), now);
    expect(period).toMatchObject({ chosen: true, problem: null });
    expect(period.range.map((end) => end.toISOString())).toEqual(fromto);
  });

  it('says what the server would refuse, and shows the default meanwhile', () => {
    const period = reportPeriodOf(
      'other',
      state({ fromto: ['2020-01-01T00:00:00Z', '2026-01-01T00:00:00Z'] }),
      now,
    );
    expect(period.problem).toBe('The maximum time interval for a request is two years');
    expect(period.chosen).toBe(false);
  });

  it('is kept in the filters as ISO instants, and as none for the default', () => {
    const range: [dayjs.Dayjs, dayjs.Dayjs] = [dayjs('2026-11-01T00:00:00Z'), dayjs('2026-11-02T00:00:00Z')];
    expect(fromtoOf(range)).toEqual(['2026-11-01T00:00:00.000Z', '2026-11-02T00:00:00.000Z']);
    expect(fromtoOf(undefined)).toBeUndefined();
  });
});

describe("a report's CSV address", () => {
  it('carries the filters as the call takes them, without the paging', () => {
    const endpoint = { path: '/api/Reports/DevicesReportCsv' } as Parameters<typeof reportCsvUrl>[0];
    const query = withoutPaging(
      { page: 3, pageSize: 20, searchQuery: 'ipad', fromto: ['a', 'b'] },
      { page: 'page', pageSize: 'pageSize' },
    );
    expect(reportCsvUrl(endpoint, query)).toBe(
      '/api/Reports/DevicesReportCsv?searchQuery=ipad&fromto=a&fromto=b',
    );
  });

  it("opens a list's own call as CSV in a new window, every page", () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    try {
      openListCsvWindow({
        endpoint: { path: '/api/Reports/HistoryLogReport' } as Parameters<
          typeof openListCsvWindow
        >[0]['endpoint'],
        spec: { names: { page: 'page', pageSize: 'pageSize' } } as Parameters<
          typeof openListCsvWindow
        >[0]['spec'],
        addressedQuery: () => ({ page: 2, pageSize: 20, severity: 'high', fromto: ['a', 'b'] }),
      });
      expect(open).toHaveBeenCalledWith(
        '/api/Reports/HistoryLogReport?severity=high&fromto=a&fromto=b&format=csv',
        '_blank',
        'noopener',
      );
    } finally {
      open.mockRestore();
    }
  });
});
