import { Button, Card, Descriptions, Empty, Flex, Table, Tag, Typography } from 'antd';
import { InboxOutlined, UndoOutlined } from '@ant-design/icons';
import { dvsApi, type DvsRequest } from '@console/contract/dvs/api';
import { checkTitle, DOCUMENT_TYPE_TITLES, type DiveCheck } from '@console/contract/dvs/result';
import { useArchiveRequests, useDvsRequest } from './api';
import { DetailPage } from '../../kit/DetailPage';
import { useFeedback } from '../../kit/feedback';
import { RequestImages } from '../../kit/product/request-images/RequestImages';
import { Facts, requestFacts } from '../../kit/product/requests/requestFacts';
import { RequestLayout, RequestPage } from '../../kit/product/requests/RequestPage';
import { RequestStatusTag } from '../../kit/product/requests/RequestStatusTag';
import { Permitted } from '../../kit/Permitted';
import { formatDateTime } from '../../lib/formats';
import { dvsAccountPath, DVS_REQUESTS_PATH } from './paths';
import { TEXT } from './texts';

const REQUESTS_LIST = { path: DVS_REQUESTS_PATH, backLabel: TEXT.backToRequests };

/** The document's sides and its portrait, in that order. */
const DOCUMENT_IMAGES = ['front', 'back', 'portrait'] as const;

const CHECK_COLOURS: Record<DiveCheck['result'], string> = {
  passed: 'green',
  failed: 'red',
  warning: 'gold',
  skipped: 'default',
};

/** A name → value object (fields, barcode, MRZ) as a list, its keys spelled out. */
function Values({
  title,
  values,
}: {
  title: string;
  values: Record<string, string | number | boolean> | null;
}) {
  const entries = Object.entries(values ?? {});
  return (
    <Card title={title} size="small">
      {entries.length === 0 ? (
        <Typography.Text type="secondary">None read</Typography.Text>
      ) : (
        <Descriptions
          column={1}
          size="small"
          items={entries.map(([key, value]) => ({
            key,
            label: key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase()),
            children: typeof value === 'boolean' ? (value ? 'Yes' : 'No') : String(value),
          }))}
        />
      )}
    </Card>
  );
}

function RequestData({ request }: { request: DvsRequest }) {
  const { result } = request;
  const facts = requestFacts(request, {
    statusLabel: 'Overall result',
    account: { name: request.account.name, to: dvsAccountPath(request.account.id) },
  });
  return (
    <Flex vertical gap={16}>
      <Card title="Request" size="small">
        <Facts
          rows={[
            facts.status,
            facts.reason,
            facts.account,
            {
              key: 'device',
              label: 'Device',
              children: request.device ? `${request.device.name} (${request.device.serial})` : '—',
            },
            {
              key: 'document',
              label: 'Document',
              children: [
                result.documentType ? DOCUMENT_TYPE_TITLES[result.documentType] : 'Unknown',
                result.issuingState,
                result.issuingCountry,
              ]
                .filter(Boolean)
                .join(', '),
            },
            facts.started,
            facts.completed,
            facts.reference,
            request.archivedAt !== null && {
              key: 'archived',
              label: 'Archived',
              children: `${formatDateTime(request.archivedAt)} by ${request.archivedBy}`,
            },
          ]}
        />
      </Card>
      <Card title="Checks" size="small">
        <Table<DiveCheck>
          rowKey="name"
          size="small"
          pagination={false}
          dataSource={result.checks}
          locale={{
            emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No checks were reported" />,
          }}
          columns={[
            { key: 'name', title: 'Check', render: (_, check) => checkTitle(check.name) },
            {
              key: 'result',
              title: 'Result',
              render: (_, check) => <Tag color={CHECK_COLOURS[check.result]}>{check.result}</Tag>,
            },
            { key: 'reason', title: 'Reason', render: (_, check) => check.reason ?? '—' },
          ]}
        />
      </Card>
      <Values title="Extracted fields" values={result.fields} />
      <Values title="Barcode" values={result.barcode} />
      <Values title="MRZ" values={result.mrz} />
    </Flex>
  );
}

function ArchiveButton({ request }: { request: DvsRequest }) {
  const { message } = useFeedback();
  const archive = useArchiveRequests();
  const archived = request.archivedAt !== null;
  return (
    <Permitted call={dvsApi.archive}>
      <Button
        icon={archived ? <UndoOutlined /> : <InboxOutlined />}
        loading={archive.isPending}
        onClick={() =>
          archive.mutate(
            { body: { ids: [request.id], archived: !archived } },
            {
              onSuccess: ({ changed }) =>
                void message.success(archived ? TEXT.restored(changed) : TEXT.archived(changed)),
            },
          )
        }
      >
        {archived ? TEXT.restore : TEXT.archive}
      </Button>
    </Permitted>
  );
}

function RequestView({ id }: { id: number }) {
  const request = useDvsRequest(id);
  const data = request.data;
  return (
    <DetailPage
      list={REQUESTS_LIST}
      record={request}
      notFound={TEXT.requestNotFound}
      title={data && `Request ${data.id}`}
      subtitle={data?.account.name}
      marks={data && (data.archivedAt ? <Tag>Archived</Tag> : <RequestStatusTag status={data.status} />)}
      actions={data && <ArchiveButton request={data} />}
    >
      {data && (
        <RequestLayout
          imagesTitle="Images"
          images={<RequestImages endpoints={dvsApi.images} requestId={id} names={DOCUMENT_IMAGES} />}
        >
          <RequestData request={data} />
        </RequestLayout>
      )}
    </DetailPage>
  );
}

/** A DIVE request ('/DIVE/Requests/Details/:id'): its images with zoom and rotation beside what DIVE found. */
export default function DvsRequestPage() {
  return <RequestPage list={REQUESTS_LIST} notFound={TEXT.requestNotFound} view={RequestView} />;
}
