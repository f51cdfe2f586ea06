import { Card, Flex, Table, Typography } from 'antd';
import type { HistoryLogCheck, Severity } from '@console/contract/validation-reports/api';
import { DOCUMENT_TYPE_TITLES, type DocumentType } from '@console/contract/dvs/result';
import { useHistoryLogEntry } from './api';
import { DetailPage, useIdParam } from '../../kit/DetailPage';
import { FactsCard } from '../../kit/widgets/FactsCard';
import { PlainTag, type TagTone } from '../../kit/widgets/PlainTag';
import { YesNo } from '../../kit/widgets/YesNo';
import { EMPTY_TEXT, formatDateTime } from '../../lib/formats';
import { kindTitle, SeverityTag } from './Marks';
import { HISTORY_LOG_PATH } from './paths';
import { TEXT } from './texts';

const RESULT_TONES: Record<string, TagTone> = { passed: 'success', failed: 'error', warning: 'warning' };
const RESULT_TITLES: Record<string, string> = {
  passed: 'Passed',
  failed: 'Failed',
  warning: 'Warning',
  skipped: 'Skipped',
};

const checkColumns = [
  { key: 'title', dataIndex: 'title', title: 'Check' },
  {
    key: 'result',
    dataIndex: 'result',
    title: 'Result',
    render: (value: string) => (
      <PlainTag tone={RESULT_TONES[value] ?? 'default'}>{RESULT_TITLES[value] ?? value}</PlainTag>
    ),
  },
  {
    key: 'severity',
    dataIndex: 'severity',
    title: 'Severity',
    // Only a failed or warning check has a severity; a blank cell lets those stand out.
    render: (value: Severity) => (value === 'none' ? null : <SeverityTag severity={value} />),
  },
  {
    key: 'reason',
    dataIndex: 'reason',
    title: 'Reason',
    render: (value: string | null) => value ?? EMPTY_TEXT,
  },
];

/** /Reports/HistoryLogReport/{id}: one validation, what it found and each check with its result. */
export default function HistoryLogEntryPage() {
  const id = useIdParam();
  const entry = useHistoryLogEntry(id ?? 0);
  const data = entry.data;
  return (
    <DetailPage
      list={{ path: HISTORY_LOG_PATH, backLabel: TEXT.backToHistoryLog }}
      title={`${TEXT.historyLogEntry} ${id}`}
      name={`Entry ${id}`}
      record={entry}
      missing={id === null}
      notFound={TEXT.entryNotFound}
      marks={data && <SeverityTag severity={data.severity} />}
    >
      {data && (
        <Flex vertical gap={24}>
          <FactsCard
            title="Validation"
            column={{ xs: 1, md: 2 }}
            items={[
              { key: 'validatedAt', label: 'Validated At', children: formatDateTime(data.validatedAt) },
              { key: 'kind', label: 'Kind', children: kindTitle(data.kind) },
              { key: 'validated', label: 'Validated', children: <YesNo value={data.validated} /> },
              { key: 'customer', label: 'Customer', children: data.customerName },
              {
                key: 'documentType',
                label: 'Document Type',
                children: data.documentType
                  ? (DOCUMENT_TYPE_TITLES[data.documentType as DocumentType] ?? data.documentType)
                  : EMPTY_TEXT,
              },
              {
                key: 'documentNumber',
                label: 'Document Number',
                children: data.documentNumber ? (
                  <Typography.Text code>{data.documentNumber}</Typography.Text>
                ) : (
                  EMPTY_TEXT
                ),
              },
              { key: 'personName', label: 'Name', children: data.personName ?? EMPTY_TEXT },
              { key: 'reviewer', label: 'Reviewer', children: data.validatedBy ?? EMPTY_TEXT },
              { key: 'request', label: 'Request', children: data.requestId },
            ]}
          />
          <Card title={TEXT.checks}>
            <Table<HistoryLogCheck>
              rowKey="name"
              size="small"
              pagination={false}
              columns={checkColumns}
              dataSource={data.checks}
              locale={{ emptyText: TEXT.noChecks }}
            />
          </Card>
        </Flex>
      )}
    </DetailPage>
  );
}
