import { Alert, Drawer, Skeleton, Typography } from 'antd';
import type { ScreeningRequestDetail } from '@console/contract/screening/api';
import { useScreeningRequest } from './api';
import { Facts, requestFacts } from '../../kit/product/requests/requestFacts';
import { EMPTY_TEXT, formatDateTime, formatText } from '../../lib/formats';

function RequestDetails({ request }: { request: ScreeningRequestDetail }) {
  const facts = requestFacts(request, {
    account: `${request.accountName} (${request.accountId})`,
    // What is missing reads Empty here, as the console's plain values do (lib/formats.ts).
    none: EMPTY_TEXT,
  });
  return (
    <>
      <Facts
        bordered
        rows={[
          facts.account,
          facts.reference,
          { key: 'service', label: 'Service', children: formatText(request.service) },
          facts.status,
          // Every field the request has, a missing reason too (the facts' own Reason is left out then).
          { key: 'failure', label: 'Failure Reason', children: formatText(request.failureReason) },
          facts.started,
          facts.completed,
          { key: 'received', label: 'Received', children: formatDateTime(request.receivedAt) },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        Result
      </Typography.Title>
      <pre aria-label="Result" style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
        {request.result ? JSON.stringify(request.result, null, 2) : 'No result details'}
      </pre>
    </>
  );
}

/**
 * A request's details: what the product reported of it, with its result as JSON. A drawer over the
 * list rather than a request page (kit/product/requests/RequestPage.tsx): a screening result is a
 * service's JSON answer with no images to set beside it, so it is read beside the list it came from.
 */
export function RequestDrawer({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  const request = useScreeningRequest(id);
  return (
    <Drawer open={id !== undefined} onClose={onClose} title={`Request ${id ?? ''}`} size="large">
      {request.isError ? (
        <Alert type="error" showIcon title="The request could not be loaded" />
      ) : request.data ? (
        <RequestDetails request={request.data} />
      ) : (
        <Skeleton active />
      )}
    </Drawer>
  );
}
