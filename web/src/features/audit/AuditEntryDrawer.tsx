import { Alert, Descriptions, Drawer, Flex, Skeleton, Table, Tag, theme, Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { auditTypeCaption, type AuditEntryDetail } from '@console/contract/audit/api';
import { ApiError } from '../../kit/data/client';
import { useAuditEntry, type AuditScope } from './api';
import { formatDateTime } from '../../lib/formats';
import { diffRows, valueText, type DiffRow } from './diffRows';
import { AuditStateTag } from './AuditStateTag';
import { TEXT } from './texts';

/** A value cell: the value, or that the entry recorded none on that side, or the secret's mark. */
function ValueCell({ row, side }: { row: DiffRow; side: 'before' | 'after' }) {
  if (row.secret) {
    return (
      <Typography.Text type="secondary">
        <LockOutlined /> {TEXT.secretChanged}
      </Typography.Text>
    );
  }
  const has = side === 'before' ? row.hasBefore : row.hasAfter;
  if (!has) return <Typography.Text type="secondary">{TEXT.notRecorded}</Typography.Text>;
  return <span style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{valueText(row[side])}</span>;
}

/** The fields side by side, before and after; the lines that changed tinted and tagged. */
export function AuditDiff({ entry }: { entry: AuditEntryDetail }) {
  const { token } = theme.useToken();
  const rows = diffRows(entry.changes);
  if (rows.length === 0) return <Typography.Text type="secondary">{TEXT.noFields}</Typography.Text>;
  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary">{TEXT.changedLegend}</Typography.Text>
      <Table<DiffRow>
        aria-label="Changes"
        size="small"
        bordered
        pagination={false}
        rowKey="field"
        dataSource={rows}
        onRow={(row) => ({
          'data-changed': row.changed ? 'true' : 'false',
          style: row.changed ? { background: token.colorWarningBg } : undefined,
        })}
        columns={[
          {
            key: 'field',
            title: TEXT.field,
            width: '28%',
            render: (_, row) => (
              <Flex gap={6} align="center" wrap>
                <Typography.Text code>{row.field}</Typography.Text>
                {row.changed && <Tag color="warning">Changed</Tag>}
              </Flex>
            ),
          },
          { key: 'before', title: TEXT.before, render: (_, row) => <ValueCell row={row} side="before" /> },
          { key: 'after', title: TEXT.after, render: (_, row) => <ValueCell row={row} side="after" /> },
        ]}
      />
    </Flex>
  );
}

/** One change of the log: who, when, what, and its before and after. */
export function AuditEntryDrawer({
  scope,
  id,
  onClose,
}: {
  scope: AuditScope;
  id: number | undefined;
  onClose: () => void;
}) {
  const entry = useAuditEntry(scope, id);
  const data = entry.data;
  const missing = entry.error instanceof ApiError && entry.error.status === 404;
  return (
    <Drawer
      open={id !== undefined}
      onClose={onClose}
      title={id === undefined ? '' : TEXT.entryTitle(id)}
      size="large"
      destroyOnHidden
    >
      {entry.isError ? (
        <Alert type="error" showIcon title={missing ? TEXT.entryMissing : TEXT.entryFailed} />
      ) : !data ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={16}>
          <Descriptions
            column={1}
            bordered
            size="small"
            items={[
              { key: 'at', label: 'When', children: formatDateTime(data.at) },
              { key: 'user', label: TEXT.user, children: data.actorName || TEXT.system },
              { key: 'state', label: TEXT.state, children: <AuditStateTag state={data.state} /> },
              {
                key: 'action',
                label: 'Action',
                children: <Typography.Text code>{data.action}</Typography.Text>,
              },
              {
                key: 'object',
                label: 'Object',
                children: `${auditTypeCaption(data.objectType)} ${data.objectId}`,
              },
              ...(data.requestId
                ? [
                    {
                      key: 'request',
                      label: 'Request ID',
                      children: <Typography.Text copyable>{data.requestId}</Typography.Text>,
                    },
                  ]
                : []),
            ]}
          />
          <AuditDiff entry={data} />
        </Flex>
      )}
    </Drawer>
  );
}
