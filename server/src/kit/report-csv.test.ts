import { describe, expect, it } from 'vitest';
import { Type } from 'typebox';
import { pagedList } from '@console/contract/kit';
import { OTHER_REPORT_WINDOW, REPORT_PERIOD, reportPeriodFilter } from '@console/contract/kit/report-window';
import type { AppError } from '../http/errors.ts';
import { reportCallCsv, reportQueryOf } from './report-csv.ts';

const report = pagedList({
  item: Type.Object({ id: Type.Integer() }),
  names: { textFilter: 'searchQuery' },
  sortFields: ['id'] as const,
  filters: {
    [REPORT_PERIOD]: reportPeriodFilter(OTHER_REPORT_WINDOW),
    custId: Type.Optional(Type.Integer({ minimum: 1 })),
    valid: Type.Optional(Type.Boolean({ title: 'Valid' })),
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

  it('refuses, naming each (by its title when it has one), a filter the report does not take, the paging, and a bad value', () => {
    expect(problemsOf({ colour: 'red', page: '2', constructor: 'x' })).toEqual({
      colour: ['colour is not a filter of A Report'],
      page: ['page is not a filter of A Report'],
      constructor: ['constructor is not a filter of A Report'],
    });
    expect(problemsOf({ custId: '0x1', valid: 'maybe', fromto: '2026-11-01T00:00:00Z' })).toEqual({
      custId: ['custId is not a valid value'],
      valid: ['Valid is not a valid value'],
      fromto: ['Period is not a valid value'],
    });
  });
});

describe("a report call's filters as the receiver's dialog offers them", () => {
  it('gives each the control its schema calls for, and leaves the period to the send', () => {
    const source = reportCallCsv('AReport', 'A Report', endpoint, async function* () {});
    expect(source.period).toBe(REPORT_PERIOD);
    expect(source.filters?.map((filter) => [filter.name, filter.control.kind])).toEqual([
      ['searchQuery', 'text'],
      ['sortField', 'choice'],
      ['order', 'choice'],
      ['custId', 'number'],
      ['valid', 'choice'],
    ]);
    expect(source.filters?.find((filter) => filter.name === 'valid')?.control).toEqual({
      kind: 'choice',
      options: [
        { value: 'true', label: 'Yes' },
        { value: 'false', label: 'No' },
      ],
    });
  });
});
