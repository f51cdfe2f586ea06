import { Link, useParams } from 'react-router';
import { Alert, Card, Col, Descriptions, Flex, Progress, Row, Typography } from 'antd';
import { FACE_IMAGES, facesApi, type FaceRequestDetail } from '@console/contract/faces/api';
import { useFaceRequest } from './api';
import { DetailPage } from '../../kit/DetailPage';
import { RequestImages } from '../../kit/product/request-images/RequestImages';
import { EvidenceCard, facesByImage } from '../../kit/product/evidence/EvidenceCard';
import { RequestStatusTag } from '../../kit/product/requests/RequestStatusTag';
import { formatDateTime } from '../../lib/formats';
import { faceUserPath, FACES_USERS_PATH } from './paths';
import { DECISION_WORDS } from './requestColumns';
import { TEXT } from './texts';

const THRESHOLD_SOURCE = {
  request: 'the threshold the product applied',
  console: "the account's threshold when the console compared the faces",
  account: "the account's current threshold (the product sent none)",
} as const;

/** The match score against its threshold: a bar with the threshold marked, and what it means. */
function MatchScore({ request }: { request: FaceRequestDetail }) {
  const { matchScore: score, matchThreshold: threshold } = request;
  if (score === null)
    return <Typography.Text type="secondary">The product sent no match score</Typography.Text>;
  const passes = score >= threshold;
  return (
    <Flex vertical gap={4} aria-label="Match score against the threshold">
      <Typography.Text strong style={{ fontSize: 20 }}>
        {score} <Typography.Text type="secondary">/ 100</Typography.Text>
      </Typography.Text>
      <Progress
        percent={score}
        success={{ percent: 0 }}
        showInfo={false}
        status={passes ? 'success' : 'exception'}
        aria-label={`Match score ${score} of 100`}
      />
      <Typography.Text>
        {passes ? 'At or above' : 'Below'} the threshold of <strong>{threshold}</strong>,{' '}
        {THRESHOLD_SOURCE[request.thresholdSource]}
      </Typography.Text>
    </Flex>
  );
}

function Liveness({ request }: { request: FaceRequestDetail }) {
  if (request.livenessPassed === null) return <Typography.Text type="secondary">Not checked</Typography.Text>;
  const score = request.livenessScore === null ? '' : ` (score ${request.livenessScore})`;
  return (
    <Typography.Text type={request.livenessPassed ? 'success' : 'danger'}>
      {request.livenessPassed ? 'Passed' : 'Failed'}
      {score}
    </Typography.Text>
  );
}

function Result({ request }: { request: FaceRequestDetail }) {
  return (
    <Card title="Result">
      {request.conflict && (
        // A decision its own score contradicts (stored before the product API sent such ones to review).
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title="The reported decision contradicts the score"
          description={request.conflict}
        />
      )}
      <Descriptions
        column={1}
        size="small"
        items={[
          {
            key: 'decision',
            label: 'Decision',
            children: (
              <RequestStatusTag status={request.status} words={DECISION_WORDS} label={request.decision} />
            ),
          },
          { key: 'score', label: 'Match score', children: <MatchScore request={request} /> },
          { key: 'liveness', label: 'Liveness', children: <Liveness request={request} /> },
          ...(request.failureReason
            ? [{ key: 'reason', label: 'Reason', children: request.failureReason }]
            : []),
          {
            key: 'account',
            label: 'Account',
            children: <Link to={faceUserPath(request.accountId)}>{request.accountName}</Link>,
          },
          { key: 'reference', label: 'Reference', children: request.externalId },
          { key: 'started', label: 'Started', children: formatDateTime(request.startedAt) },
          {
            key: 'completed',
            label: 'Completed',
            children: request.completedAt ? formatDateTime(request.completedAt) : '—',
          },
        ]}
      />
    </Card>
  );
}

function FaceRequestView({ id }: { id: number }) {
  const request = useFaceRequest(id);
  const data = request.data;
  return (
    <DetailPage
      list={
        data
          ? { path: faceUserPath(data.accountId), backLabel: `Back to ${data.accountName}` }
          : { path: FACES_USERS_PATH, backLabel: TEXT.backToUsers }
      }
      record={request}
      notFound={TEXT.requestNotFound}
      title={data && `Face request ${data.externalId}`}
      subtitle={data && `Request ID ${data.id}`}
    >
      {data && (
        <Row gutter={[24, 24]}>
          <Col xs={24} xxl={14}>
            <Card title="Document portrait and selfie">
              <RequestImages
                endpoints={facesApi.images}
                requestId={id}
                names={FACE_IMAGES}
                faces={facesByImage(data.evidence)}
              />
            </Card>
          </Col>
          <Col xs={24} xxl={10}>
            <Flex vertical gap={16}>
              <Result request={data} />
              <EvidenceCard evidence={data.evidence} threshold={data.matchThreshold} />
            </Flex>
          </Col>
        </Row>
      )}
    </DetailPage>
  );
}

/**
 * A face request ('/Faces/Requests/:id'): the document portrait and the selfie side by side, the
 * match score against its threshold, liveness when the product checked it, and the decision.
 */
export default function FaceRequestPage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id < 1)
    return (
      <DetailPage
        list={{ path: FACES_USERS_PATH, backLabel: TEXT.backToUsers }}
        notFound={TEXT.requestNotFound}
        missing
      />
    );
  return <FaceRequestView key={id} id={id} />;
}
