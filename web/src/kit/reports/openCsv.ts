import { fillPath, type Endpoint } from '@console/contract/kit/endpoint';
import { CSV_FORMAT } from '@console/contract/kit/list';
import { withQuery, type Query } from '../data/client';
import type { UrlList } from '../list/useUrlList';

/** A report's CSV address: its path and query as the call takes them (repeated keys for lists). */
export const reportCsvUrl = (endpoint: Endpoint, query: Query, params?: Record<string, unknown>) =>
  withQuery(fillPath(endpoint.path, params), query);

/**
 * Opens a report's CSV in a new window (product-families §2: CustomerReport, DevicesReportCsv,
 * AdminReport and Requests/report open so). A plain GET that the session cookie authorises: the
 * server answers a streamed attachment, which the browser downloads, so no file is held in the
 * page's memory whatever its size. The paging of the list is left out: the file holds every row.
 */
export function openCsvWindow(endpoint: Endpoint, query: Query, params?: Record<string, unknown>): void {
  window.open(reportCsvUrl(endpoint, query, params), '_blank', 'noopener');
}

/** A list's query without its page and page size: what its CSV takes. */
export function withoutPaging(
  query: Record<string, unknown>,
  names: { page: string; pageSize: string },
): Query {
  return Object.fromEntries(
    Object.entries(query).filter(([name]) => name !== names.page && name !== names.pageSize),
  ) as Query;
}

/**
 * A report list's CSV in a new window: every row its filters match, whatever page the user is on.
 * By default the list's own call (`format=csv`, no path parameters); a report with a CSV call of its
 * own (DevicesReportCsv) names it, and it takes the list's query as it is.
 */
export function openListCsvWindow(
  list: Pick<UrlList, 'endpoint' | 'addressedQuery' | 'spec'>,
  csvCall?: Endpoint,
): void {
  const query = withoutPaging(list.addressedQuery(), list.spec.names);
  if (csvCall) openCsvWindow(csvCall, query);
  else openCsvWindow(list.endpoint, { ...query, format: CSV_FORMAT });
}
