import { Alert, Descriptions, Drawer, Skeleton, Typography } from 'antd';
import { useScreeningRequest } from './api';
import { formatDateTime, formatText } from '../../lib/formats';
import { RequestStatusTag } from '../../kit/product/requests/RequestStatusTag';

/** A request's details: what the product reported of it, with its result as JSON. */
export function RequestDrawer({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  const request = useScreeningRequest(id);
  const data = request.data;
  return (
    <Drawer open={id !== undefined} onClose={onClose} title={`Request ${id ?? ''}`} size="large">
      {request.isError ? (
        <Alert type="error" showIcon title="The request could not be loaded" />
      ) : !data ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions
            column={1}
            bordered
            size="small"
            items={[
              { key: 'account', label: 'Account', children: `${data.accountName} (${data.accountId})` },
              { key: 'externalId', label: 'External ID', children: data.externalId },
              { key: 'service', label: 'Service', children: formatText(data.service) },
              { key: 'status', label: 'Status', children: <RequestStatusTag status={data.status} /> },
              { key: 'failure', label: 'Failure Reason', children: formatText(data.failureReason) },
              { key: 'started', label: 'Started', children: formatDateTime(data.startedAt) },
              { key: 'completed', label: 'Completed', children: formatDateTime(data.completedAt) },
              { key: 'received', label: 'Received', children: formatDateTime(data.receivedAt) },
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            Result
          </Typography.Title>
          <pre aria-label="Result" style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
            {data.result ? JSON.stringify(data.result, null, 2) : 'No result details'}
          </pre>
        </>
      )}
    </Drawer>
  );
}
