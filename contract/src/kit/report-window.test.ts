import { describe, expect, it } from 'vitest';
import {
  defaultReportWindow,
  REPORT_PERIOD_REVERSED,
  REPORT_PERIOD_TOO_LONG,
  reportWindowDays,
  resolveReportWindow,
} from './report-window.ts';

const now = new Date('2026-11-24T03:30:00Z');

describe('a report window', () => {
  it('defaults to the last 30 days up to one hour ahead for the location report', () => {
    expect(defaultReportWindow('location', now)).toEqual({
      from: new Date('2026-10-25T03:30:00Z'),
      to: new Date('2026-11-24T04:30:00Z'),
    });
  });

  it('defaults to the last 24 hours up to one hour ahead for every other report', () => {
    expect(resolveReportWindow('other', undefined, now)).toEqual({
      window: { from: new Date('2026-11-23T03:30:00Z'), to: new Date('2026-11-24T04:30:00Z') },
      problem: null,
    });
  });

  it('takes the two instants of fromto as they are', () => {
    const fromto = ['2026-01-01T00:00:00Z', '2026-02-01T12:00:00Z'];
    expect(resolveReportWindow('other', fromto, now).window).toEqual({
      from: new Date(fromto[0] as string),
      to: new Date(fromto[1] as string),
    });
  });

  it('allows exactly two years and refuses a moment more', () => {
    const to = '2026-11-24T00:00:00Z';
    expect(resolveReportWindow('other', ['2024-11-24T00:00:00Z', to], now).problem).toBeNull();
    expect(resolveReportWindow('other', ['2024-11-23T23:59:59Z', to], now).problem).toBe(
      REPORT_PERIOD_TOO_LONG,
    );
  });

  it('refuses an end before the start, and a period that is not two instants', () => {
    expect(resolveReportWindow('other', ['2026-02-01T00:00:00Z', '2026-01-01T00:00:00Z'], now).problem).toBe(
      REPORT_PERIOD_REVERSED,
    );
    expect(resolveReportWindow('other', ['2026-02-01T00:00:00Z', 'soon'], now).problem).not.toBeNull();
  });

  it('counts every UTC day the window touches, both ends included', () => {
    expect(reportWindowDays(defaultReportWindow('other', now))).toEqual({
      dateFrom: '2026-11-23',
      dateTo: '2026-11-24',
    });
  });
});
