import { useSearchParams } from 'react-router';
import dayjs from 'dayjs';
import {
  METRICS_RANGE_REVERSED,
  METRICS_RANGE_TOO_LONG,
  metricsRangeTooLong,
} from '@console/contract/kit/metrics';
import { DATE_VALUE_FORMAT, toDateValue } from '../../../lib/formats';
import { defaultDateRange, limitRange, type DateRange } from './dateRanges';

/** The range's days in the address, so reload, back and a shared link keep it. */
const FROM = 'from';
const TO = 'to';

const strictDay = (text: string | null) => {
  const value = text === null ? undefined : dayjs(text, DATE_VALUE_FORMAT, true);
  return value?.isValid() ? value : undefined;
};

export interface UrlDayRange {
  /** The range shown: the address's, or the last 30 days. */
  range: DateRange;
  /** The range as a statistics call takes it (UTC days, both included). */
  dateFrom: string;
  dateTo: string;
  /** What is wrong with the range, in the contract's words: nothing is asked while there is. */
  problem?: string;
  /** The address named more than two years and the range was shortened to two (console-core §5). */
  rounded: boolean;
  choose(range: DateRange): void;
}

/**
 * A statistics page's range of whole days kept in the address (`from`, `to`), checked by the
 * server's own rule (metricsRangeTooLong), so the page never asks for a range the server refuses.
 * Over two years: `refuse` says so (the range stays as typed), `round` keeps the end and starts on
 * the earliest day the rule allows, and says it rounded.
 */
export function useUrlDayRange(tooLong: 'refuse' | 'round'): UrlDayRange {
  const [params, setParams] = useSearchParams();
  const from = strictDay(params.get(FROM));
  const to = strictDay(params.get(TO));
  let range: DateRange = from && to ? [from, to] : defaultDateRange(dayjs());
  const dateTo = toDateValue(range[1]);
  let dateFrom = toDateValue(range[0]);
  let problem: string | undefined;
  let rounded = false;
  if (dateTo < dateFrom) problem = METRICS_RANGE_REVERSED;
  else if (metricsRangeTooLong(dateFrom, dateTo)) {
    if (tooLong === 'refuse') problem = METRICS_RANGE_TOO_LONG;
    else {
      range = limitRange(range, 'day').range;
      dateFrom = toDateValue(range[0]);
      rounded = true;
    }
  }
  const choose = ([start, end]: DateRange) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(FROM, toDateValue(start));
        next.set(TO, toDateValue(end));
        return next;
      },
      { replace: true },
    );
  return { range, dateFrom, dateTo, problem, rounded, choose };
}
