import { Button, Space } from 'antd';
import { DownloadOutlined, FileSearchOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import type { CollectorItem } from '@console/contract/collector/api';
import { useCollectorList, useDownloadZip } from './api';
import { useListReturn } from '../../kit/list/listReturn';
import { ListPage } from '../../kit/list/ListPage';
import { saveDownload } from '../../kit/data/saveDownload';
import { formatUploadDate, LABELS } from './labels';
import { COLLECTOR_PATH, logPath } from './paths';

/** /collector: the company's collector logs, searched and paged; the state lives in the address. */
export default function CollectorListPage() {
  const list = useCollectorList();
  const zip = useDownloadZip();
  const navigate = useNavigate();
  // Where a log's back link returns to: this list, as it is now.
  const back = useListReturn(COLLECTOR_PATH);

  const downloadZip = (referenceId: string) =>
    zip.mutate(
      { params: { id: referenceId } },
      { onSuccess: (file) => saveDownload(file, `${referenceId}.zip`) },
    );

  return (
    <ListPage<CollectorItem>
      list={list}
      title="Document Collector"
      rowKey="referenceId"
      search={{ label: 'Search', placeholder: 'Search' }}
      nouns={['log', 'logs']}
      empty={{ none: 'No collector logs', filtered: 'No collector logs match the search' }}
      columns={[
        {
          key: 'referenceId',
          dataIndex: 'referenceId',
          render: (referenceId: string) => (
            <Link to={logPath(referenceId)} state={back}>
              {referenceId}
            </Link>
          ),
        },
        { key: 'uploadDate', dataIndex: 'uploadDate', render: formatUploadDate },
        { key: 'productName', dataIndex: 'productName' },
        {
          key: 'actions',
          title: 'Actions',
          render: (_, log) => (
            <Space>
              <Button
                icon={<DownloadOutlined />}
                loading={zip.isPending && zip.variables.params.id === log.referenceId}
                onClick={() => downloadZip(log.referenceId)}
              >
                {LABELS.downloadAttachments}
              </Button>
              <Button
                icon={<FileSearchOutlined />}
                onClick={() => void navigate(logPath(log.referenceId), { state: back })}
              >
                {LABELS.details}
              </Button>
            </Space>
          ),
        },
      ]}
    />
  );
}
