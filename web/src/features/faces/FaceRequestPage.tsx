import { Alert, Card, Flex, Progress, Typography } from 'antd';
import { FACE_IMAGES, facesApi, type FaceRequestDetail } from '@console/contract/faces/api';
import { useFaceRequest } from './api';
import { DetailPage } from '../../kit/DetailPage';
import { RequestImages } from '../../kit/product/request-images/RequestImages';
import { EvidenceCard, facesByImage } from '../../kit/product/evidence/EvidenceCard';
import { Facts, requestFacts } from '../../kit/product/requests/requestFacts';
import { RequestLayout, RequestPage } from '../../kit/product/requests/RequestPage';
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
  const facts = requestFacts(request, {
    statusLabel: 'Decision',
    statusWords: DECISION_WORDS,
    statusText: request.decision,
    referenceLabel: 'Reference',
    account: { name: request.accountName, to: faceUserPath(request.accountId) },
  });
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
      <Facts
        rows={[
          facts.status,
          { key: 'score', label: 'Match score', children: <MatchScore request={request} /> },
          { key: 'liveness', label: 'Liveness', children: <Liveness request={request} /> },
          facts.reason,
          facts.account,
          facts.reference,
          facts.started,
          facts.completed,
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
        <RequestLayout
          wide="xxl"
          imagesTitle="Document portrait and selfie"
          images={
            <RequestImages
              endpoints={facesApi.images}
              requestId={id}
              names={FACE_IMAGES}
              faces={facesByImage(data.evidence)}
            />
          }
        >
          <Flex vertical gap={16}>
            <Result request={data} />
            <EvidenceCard evidence={data.evidence} threshold={data.matchThreshold} />
          </Flex>
        </RequestLayout>
      )}
    </DetailPage>
  );
}

/**
 * A face request ('/Faces/Requests/:id'): the document portrait and the selfie side by side, the
 * match score against its threshold, liveness when the product checked it, and the decision.
 */
export default function FaceRequestPage() {
  return (
    <RequestPage
      list={{ path: FACES_USERS_PATH, backLabel: TEXT.backToUsers }}
      notFound={TEXT.requestNotFound}
      view={FaceRequestView}
    />
  );
}
