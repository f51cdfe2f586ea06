import { InputNumber, Select, Flex, Typography } from 'antd';
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
import { FilterPanel } from '../../kit/list/FilterPanel';
import { useListReturn } from '../../kit/list/listReturn';
import { ListPage } from '../../kit/list/ListPage';
import { CustomerFilter, filterOf } from '../../kit/reports/filters';
import { openListCsvWindow } from '../../kit/reports/openCsv';
import { ReportPeriodFilter } from '../../kit/reports/ReportPeriodFilter';
import { YesNo } from '../../kit/widgets/YesNo';
import { EMPTY_TEXT, formatDateTime } from '../../lib/formats';
import { kindTitle, SeverityTag } from './Marks';
import { HISTORY_LOG_PATH, historyLogEntryPath } from './paths';
import { YesNoFilter } from './ReportFilters';
import { TEXT } from './texts';

type Filters = { validated?: boolean; severity?: Severity; id?: number };

const orEmpty = (value: string | null) => value ?? EMPTY_TEXT;

/**
 * /Reports/HistoryLogReport: every validation of a document in the period (the device's as it
 * scanned, a reviewer's decision), latest first, with the filters of product-families §3 in the
 * address (searchQuery, the period (fromto), validated, severity, id, custId) and Export CSV, which opens in a new window. An entry opens
 * its checks.
 */
export default function HistoryLogReportPage() {
  const list = useHistoryLogReport();
  const back = useListReturn(HISTORY_LOG_PATH);
  const filters = list.state.filters as Filters;
  const filter: (changes: Partial<Filters>) => void = filterOf(list);

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
      filters={
        <FilterPanel label="Filters">
          <ReportPeriodFilter list={list} kind="other" />
          <YesNoFilter
            label="Validated"
            value={filters.validated}
            onChange={(validated) => filter({ validated })}
          />
          <Flex gap={6} align="center">
            <Typography.Text>Severity</Typography.Text>
            <Select
              aria-label="Severity filter"
              style={{ width: 110 }}
              allowClear
              placeholder={TEXT.any}
              value={filters.severity}
              options={SEVERITIES.map((value) => ({ value, label: SEVERITY_TITLES[value] }))}
              onChange={(severity?: Severity) => filter({ severity })}
            />
          </Flex>
          <InputNumber
            aria-label="Entry ID filter"
            placeholder="Entry ID"
            min={1}
            precision={0}
            style={{ width: 120 }}
            value={filters.id}
            onChange={(id) => filter({ id: typeof id === 'number' ? id : undefined })}
          />
          <CustomerFilter list={list} />
        </FilterPanel>
      }
      nouns={['entry', 'entries']}
      empty={{ none: 'No validations in this period', filtered: 'No validations match' }}
    />
  );
}
