import { describe, expect, it } from 'vitest';
import { Type } from 'typebox';
import { pagedList } from '@console/contract/kit';
import { OTHER_REPORT_WINDOW, REPORT_PERIOD, reportPeriodFilter } from '@console/contract/kit/report-window';
import type { AppError } from '../http/errors.ts';
import { reportQueryOf } from './report-csv.ts';

const report = pagedList({
  item: Type.Object({ id: Type.Integer() }),
  names: { textFilter: 'searchQuery' },
  sortFields: ['id'] as const,
  filters: {
    [REPORT_PERIOD]: reportPeriodFilter(OTHER_REPORT_WINDOW),
    custId: Type.Optional(Type.Integer({ minimum: 1 })),
    valid: Type.Optional(Type.Boolean()),
  },
  columns: { id: 'ID' },
  fileName: 'a-report',
});
const endpoint = { query: report.query, list: report.spec };

const problemsOf = (filters: Record<string, string>) => {
  try {
    reportQueryOf('A Report', endpoint, filters);
  } catch (error) {
    return (error as AppError).extra.propertyErrors;
  }
  return undefined;
};

describe("a receiver's filters as a report's query", () => {
  it('reads each filter by its schema: numbers, yes/no, the period comma-separated', () => {
    expect(
      reportQueryOf('A Report', endpoint, {
        custId: '4',
        valid: 'false',
        searchQuery: 'oak',
        fromto: '2026-11-01T00:00:00Z,2026-11-02T00:00:00Z',
      }),
    ).toEqual({
      custId: 4,
      valid: false,
      searchQuery: 'oak',
      fromto: ['2026-11-01T00:00:00Z', '2026-11-02T00:00:00Z'],
    });
    expect(reportQueryOf('A Report', endpoint, {})).toEqual({});
  });

  it('refuses, naming each, a filter the report does not take, the paging, and a bad value', () => {
    expect(problemsOf({ colour: 'red', page: '2', constructor: 'x' })).toEqual({
      colour: ['A Report has no filter colour'],
      page: ['A Report has no filter page'],
      constructor: ['A Report has no filter constructor'],
    });
    expect(problemsOf({ custId: '0x1', valid: 'maybe', fromto: '2026-11-01T00:00:00Z' })).toEqual({
      custId: ['custId is not a valid value'],
      valid: ['valid is not a valid value'],
      fromto: ['fromto is not a valid value'],
    });
  });
});
