import { Button, Card, Empty, Flex, Input, Space, Table, Typography } from 'antd';
import { DownloadOutlined, FileSearchOutlined } from '@ant-design/icons';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { COLLECTOR_PAGE_SIZES, type CollectorItem } from '@console/contract/collector';
import { useCollectorList, useDownloadZip } from '../../api/collector';
import { formatUploadDate, LABELS } from './labels';
import { readListState, writeListState, type CollectorListState } from './listParams';
import { saveDownload } from '../../kit/saveDownload';

/** Where a details page's back link returns to: this list, as it was. */
export interface BackToList {
  listSearch: string;
}

/** /collector: the company's collector logs, filtered and paged; the state lives in the URL. */
export default function CollectorListPage() {
  const [params, setParams] = useSearchParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const state = readListState(params);
  const list = useCollectorList(state);
  const zip = useDownloadZip();
  const change = (next: Partial<CollectorListState>) => setParams(writeListState({ ...state, ...next }));
  const back: BackToList = { listSearch: search };

  const downloadZip = (referenceId: string) =>
    zip.mutate(referenceId, { onSuccess: (file) => saveDownload(file, `${referenceId}.zip`) });
  const detailsPath = (referenceId: string) => `/collector/${encodeURIComponent(referenceId)}`;

  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Document Collector
      </Typography.Title>
      <Card>
        <Flex justify="flex-start" style={{ marginBottom: 16 }}>
          <Input.Search
            // Remounted when the URL's filter changes (back, forward), so the box shows it.
            key={state.TextFilter}
            defaultValue={state.TextFilter}
            placeholder="Search"
            aria-label="Search"
            allowClear
            enterButton
            style={{ maxWidth: 360 }}
            onSearch={(value) => change({ TextFilter: value.trim(), page: 1 })}
          />
        </Flex>
        <Table<CollectorItem>
          rowKey="referenceId"
          size="middle"
          loading={list.isFetching}
          dataSource={list.data?.items}
          locale={{ emptyText: <Empty description="No collector logs" /> }}
          pagination={{
            current: state.page,
            pageSize: state.pageSize,
            total: list.data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: COLLECTOR_PAGE_SIZES.map(String),
            onChange: (page, pageSize) => change({ page: pageSize === state.pageSize ? page : 1, pageSize }),
          }}
          columns={[
            {
              title: LABELS.referenceId,
              dataIndex: 'referenceId',
              render: (referenceId: string) => (
                <Link to={detailsPath(referenceId)} state={back}>
                  {referenceId}
                </Link>
              ),
            },
            { title: LABELS.uploadDate, dataIndex: 'uploadDate', render: formatUploadDate },
            { title: LABELS.productName, dataIndex: 'productName' },
            {
              title: 'Actions',
              key: 'actions',
              render: (_, log) => (
                <Space>
                  <Button
                    icon={<DownloadOutlined />}
                    loading={zip.isPending && zip.variables === log.referenceId}
                    onClick={() => downloadZip(log.referenceId)}
                  >
                    {LABELS.downloadAttachments}
                  </Button>
                  <Button
                    icon={<FileSearchOutlined />}
                    onClick={() => navigate(detailsPath(log.referenceId), { state: back })}
                  >
                    {LABELS.details}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Card>
    </>
  );
}
