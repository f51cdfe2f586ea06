import type { ReactNode } from 'react';
import { Button, Card, Descriptions, Empty, Space, Table } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useParams } from 'react-router';
import type { AttachmentInfo, CollectorItem } from '@console/contract/collector/api';
import { useCollectorAttachments, useCollectorLog, useDownloadAttachment, useDownloadZip } from './api';
import { DetailPage } from '../../kit/DetailPage';
import { saveDownload } from '../../kit/data/saveDownload';
import { isBlank } from '../../lib/formats';
import { YesNo } from '../../kit/widgets/YesNo';
import { formatUploadDate, LABELS } from './labels';
import { COLLECTOR_PATH } from './paths';

export const LOG_NOT_FOUND = 'Collector log not found';

/** The info card's rows, in the spec's order, each with how its value reads. */
const INFO: { key: keyof CollectorItem; label: string }[] = [
  { key: 'referenceId', label: LABELS.referenceId },
  { key: 'uploadDate', label: LABELS.uploadDateUtc },
  { key: 'licenseId', label: LABELS.licenseId },
  { key: 'productName', label: LABELS.productName },
  { key: 'productVersion', label: LABELS.productVersion },
  { key: 'scannerData', label: LABELS.scannerData },
  { key: 'utilityData', label: LABELS.utilityData },
  { key: 'comment', label: LABELS.comment },
];

function InfoValue({ field, log }: { field: keyof CollectorItem; log: CollectorItem }): ReactNode {
  const value = log[field];
  if (typeof value === 'boolean') return <YesNo value={value} />;
  return field === 'uploadDate' ? formatUploadDate(String(value)) : value;
}

/** /collector/{id}: one log (id is its referenceId), its attachments and their downloads. */
export default function CollectorDetailsPage() {
  const { id = '' } = useParams();
  const log = useCollectorLog(id);
  const attachments = useCollectorAttachments(id);
  const file = useDownloadAttachment();
  const zip = useDownloadZip();

  return (
    <DetailPage
      list={{ path: COLLECTOR_PATH, backLabel: 'Back to Logs List' }}
      // An unknown reference (or another company's) is said so, not shown as an empty log.
      record={log}
      notFound={LOG_NOT_FOUND}
      name={id}
    >
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <Card
          title="Collector Log"
          extra={
            <Button
              type="primary"
              icon={<DownloadOutlined />}
              loading={zip.isPending}
              // Nothing to zip until a log and its attachments are there.
              disabled={!log.data || !attachments.data?.length}
              onClick={() =>
                zip.mutate(
                  { params: { id } },
                  { onSuccess: (download) => saveDownload(download, `${id}.zip`) },
                )
              }
            >
              {LABELS.downloadZip}
            </Button>
          }
        >
          {log.data && (
            <Descriptions
              column={1}
              bordered
              size="small"
              items={INFO.filter(({ key }) => !isBlank(log.data[key])).map(({ key, label }) => ({
                key,
                label,
                children: <InfoValue field={key} log={log.data} />,
              }))}
            />
          )}
        </Card>
        <Card title="Attachments">
          <Table<AttachmentInfo>
            rowKey="id"
            size="small"
            pagination={false}
            loading={attachments.isFetching}
            dataSource={attachments.data}
            locale={{ emptyText: <Empty description="No attachments" /> }}
            columns={[
              { title: LABELS.fileName, dataIndex: 'fileName' },
              { title: LABELS.fileType, dataIndex: 'fileType' },
              {
                key: 'download',
                align: 'right',
                render: (_, attachment) => (
                  <Button
                    icon={<DownloadOutlined />}
                    aria-label={`Download ${attachment.fileName}`}
                    loading={file.isPending && file.variables.params.attachmentId === attachment.id}
                    onClick={() =>
                      file.mutate(
                        { params: { attachmentId: attachment.id } },
                        { onSuccess: (download) => saveDownload(download, attachment.fileName) },
                      )
                    }
                  >
                    Download
                  </Button>
                ),
              },
            ]}
          />
        </Card>
      </Space>
    </DetailPage>
  );
}
