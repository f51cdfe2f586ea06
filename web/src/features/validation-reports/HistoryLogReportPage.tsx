import { Typography } from 'antd';
import type { TableColumnType } from 'antd';
import { Link } from 'react-router';
import {
  SEVERITIES,
  SEVERITY_TITLES,
  type HistoryLogEntry,
  type Severity,
} from '@console/contract/validation-reports/api';
import { DOCUMENT_TYPE_TITLES, type DocumentType } from '@console/contract/dvs/result';
import { useHistoryLogReport } from './api';
import { choiceFilter, idFilter, ListFilters } from '../../kit/list/ListFilters';
import { useListReturn } from '../../kit/list/listReturn';
import { ListPage } from '../../kit/list/ListPage';
import { customerFilter } from '../../kit/reports/filters';
import { openListCsvWindow } from '../../kit/reports/openCsv';
import { reportPeriodFilter } from '../../kit/reports/ReportPeriodFilter';
import { YesNo } from '../../kit/widgets/YesNo';
import { EMPTY_TEXT, formatDateTime } from '../../lib/formats';
import { kindTitle, SeverityTag } from './Marks';
import { HISTORY_LOG_PATH, historyLogEntryPath } from './paths';
import { flagFilter } from './ReportFilters';
import { TEXT } from './texts';

const orEmpty = (value: string | null) => value ?? EMPTY_TEXT;

const FILTERS = [
  reportPeriodFilter('other'),
  flagFilter('validated', 'Validated'),
  choiceFilter(
    'severity',
    'Severity',
    SEVERITIES.map((value) => ({ value, label: SEVERITY_TITLES[value] })),
    { any: TEXT.any, exactWidth: 110, caption: true },
  ),
  idFilter('id', 'Entry ID', { width: 120 }),
  customerFilter(),
];

/**
 * /Reports/HistoryLogReport: every validation of a document in the period (the device's as it
 * scanned, a reviewer's decision), latest first, with the filters of product-families §3 in the
 * address (searchQuery, the period (fromto), validated, severity, id, custId) and Export CSV, which opens in a new window. An entry opens
 * its checks.
 */
export default function HistoryLogReportPage() {
  const list = useHistoryLogReport();
  const back = useListReturn(HISTORY_LOG_PATH);

  const columns: TableColumnType<HistoryLogEntry>[] = [
    {
      key: 'id',
      dataIndex: 'id',
      width: 90,
      render: (id: number) => (
        <Link to={historyLogEntryPath(id)} state={back}>
          {id}
        </Link>
      ),
    },
    { key: 'validatedAt', dataIndex: 'validatedAt', render: (value: string) => formatDateTime(value) },
    { key: 'customerName', dataIndex: 'customerName' },
    { key: 'kind', dataIndex: 'kind', render: kindTitle },
    { key: 'validated', dataIndex: 'validated', render: (value: boolean) => <YesNo value={value} /> },
    { key: 'severity', dataIndex: 'severity', render: (value: Severity) => <SeverityTag severity={value} /> },
    {
      key: 'documentType',
      dataIndex: 'documentType',
      render: (value: string | null) =>
        value ? (DOCUMENT_TYPE_TITLES[value as DocumentType] ?? value) : EMPTY_TEXT,
    },
    {
      key: 'documentNumber',
      dataIndex: 'documentNumber',
      render: (value: string | null) =>
        value ? <Typography.Text code>{value}</Typography.Text> : EMPTY_TEXT,
    },
    { key: 'personName', dataIndex: 'personName', render: orEmpty },
    { key: 'failedChecks', dataIndex: 'failedChecks', align: 'right' },
    { key: 'validatedBy', dataIndex: 'validatedBy', render: orEmpty },
  ];

  return (
    <ListPage<HistoryLogEntry>
      list={list}
      title={TEXT.historyLog}
      columns={columns}
      onExport={() => openListCsvWindow(list)}
      rowKey="id"
      search={{ label: 'Search the history log', placeholder: 'Document number or name' }}
      filters={<ListFilters list={list} filters={FILTERS} />}
      nouns={['entry', 'entries']}
      empty={{ none: 'No validations in this period', filtered: 'No validations match' }}
    />
  );
}
