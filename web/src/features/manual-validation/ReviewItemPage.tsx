import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Card, Descriptions, Empty, Flex, Space, Table, Timeline, Typography } from 'antd';
import {
  CheckOutlined,
  CloseOutlined,
  ReloadOutlined,
  RightOutlined,
  RollbackOutlined,
  SendOutlined,
} from '@ant-design/icons';
import {
  manualValidationApi,
  type FieldComparison,
  type ReviewCheck,
  type ReviewItem,
} from '@console/contract/manual-validation/api';
import {
  canReview,
  CLAIM_RENEW_SECONDS,
  isDecided,
  REJECTION_REASONS,
  REVIEW_STATUS_NAMES,
  type RejectionReason,
  type ReviewStatus,
} from '@console/contract/manual-validation/status';
import { DOCUMENT_TYPE_TITLES } from '@console/contract/dvs/result';
import {
  reviewImageSrc,
  useClaimItem,
  useDecideItem,
  useReviewItem,
  useSetReviewStatus,
  useTryVerifying,
} from './api';
import { DetailPage } from '../../kit/DetailPage';
import { FactsCard } from '../../kit/widgets/FactsCard';
import { PlainTag, type TagTone } from '../../kit/widgets/PlainTag';
import { useFeedback } from '../../kit/feedback';
import { listPathOf, useListReturn } from '../../kit/list/listReturn';
import { usePageShortcuts } from '../../kit/palette/pageShortcuts';
import { ImageViewer } from '../../kit/product/request-images/ImageViewer';
import { RequestLayout, RequestPage } from '../../kit/product/requests/RequestPage';
import { EvidenceCard, facesByImage } from '../../kit/product/evidence/EvidenceCard';
import { useMayCall } from '../../kit/permit';
import { formatDateTime } from '../../lib/formats';
import { DecisionDialog, type DecisionKind, type DecisionValues } from './DecisionDialog';
import { reviewItemPath, REVIEW_QUEUE_PATH } from './paths';
import { ReviewStatusTag } from './ReviewStatusTag';
import { REVIEW_KEYS } from './shortcuts';
import { TEXT } from './texts';

const QUEUE = { path: REVIEW_QUEUE_PATH, backLabel: TEXT.backToQueue };

const CHECK_TONES: Record<ReviewCheck['result'], TagTone> = {
  passed: 'success',
  failed: 'error',
  warning: 'warning',
  skipped: 'default',
};

const HISTORY_WORDS: Record<string, string> = {
  claim: 'Opened for review',
  release: 'Returned to the queue',
  status: 'Status set',
  decision: 'Decided',
  verify: 'Ran the checks again',
};

const statusName = (status: string | null) =>
  status && status in REVIEW_STATUS_NAMES ? REVIEW_STATUS_NAMES[status as ReviewStatus] : status;

/** The fields as the front, the barcode and the MRZ read them; a disagreement is marked red. */
function ExtractedData({ item }: { item: ReviewItem }) {
  const { comparisons } = item.checks;
  const cell = (value: string | null, row: FieldComparison) => (
    <Typography.Text type={row.match === false ? 'danger' : undefined} strong={row.match === false}>
      {value ?? '—'}
    </Typography.Text>
  );
  const { result } = item;
  return (
    <Card title="Extracted data" size="small">
      <Descriptions
        column={1}
        size="small"
        items={[
          {
            key: 'document',
            label: 'Document',
            children:
              [
                result.documentType ? DOCUMENT_TYPE_TITLES[result.documentType] : null,
                result.issuingState,
                result.issuingCountry,
              ]
                .filter(Boolean)
                .join(', ') || 'Unknown',
          },
        ]}
      />
      <Table<FieldComparison>
        rowKey="field"
        size="small"
        pagination={false}
        dataSource={comparisons}
        onRow={(row) =>
          row.match === false ? { 'aria-invalid': true, style: { background: '#fff1f0' } } : {}
        }
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No fields were read" />,
        }}
        columns={[
          { key: 'title', title: 'Field', dataIndex: 'title' },
          { key: 'front', title: 'Front', render: (_, row) => cell(row.front, row) },
          { key: 'barcode', title: 'Barcode', render: (_, row) => cell(row.barcode, row) },
          { key: 'mrz', title: 'MRZ', render: (_, row) => cell(row.mrz, row) },
          {
            key: 'match',
            title: '',
            render: (_, row) =>
              row.match === false ? (
                <PlainTag tone="error">Mismatch</PlainTag>
              ) : row.match ? (
                <PlainTag tone="success">Match</PlainTag>
              ) : null,
          },
        ]}
      />
    </Card>
  );
}

function Checks({ item }: { item: ReviewItem }) {
  const { checks } = item;
  return (
    <Card
      title="Automatic checks"
      size="small"
      extra={
        <Typography.Text type="secondary">
          {checks.checkedAt
            ? `Run by ${checks.checkedBy} ${formatDateTime(checks.checkedAt)}`
            : 'As received'}
        </Typography.Text>
      }
    >
      <Table<ReviewCheck>
        rowKey="name"
        size="small"
        pagination={false}
        dataSource={checks.checks}
        columns={[
          { key: 'title', title: 'Check', dataIndex: 'title' },
          {
            key: 'result',
            title: 'Result',
            render: (_, check) => <PlainTag tone={CHECK_TONES[check.result]}>{check.result}</PlainTag>,
          },
          { key: 'detail', title: 'Detail', dataIndex: 'detail' },
        ]}
      />
    </Card>
  );
}

function Decision({ item }: { item: ReviewItem }) {
  const { decision } = item;
  if (!decision) return null;
  const listed = decision.reasonCode ? REJECTION_REASONS[decision.reasonCode as RejectionReason] : null;
  return (
    <FactsCard
      title="Decision"
      size="small"
      items={[
        { key: 'status', label: 'Decision', children: <ReviewStatusTag status={item.status} /> },
        ...(listed ? [{ key: 'code', label: 'Reason', children: listed }] : []),
        ...(decision.reason ? [{ key: 'reason', label: 'Details', children: decision.reason }] : []),
        { key: 'by', label: 'By', children: decision.decidedBy },
        { key: 'at', label: 'At', children: formatDateTime(decision.decidedAt) },
      ]}
    />
  );
}

function History({ item }: { item: ReviewItem }) {
  return (
    <Card title="History" size="small">
      {item.history.length === 0 ? (
        <Typography.Text type="secondary">Nobody has worked this item yet</Typography.Text>
      ) : (
        <Timeline
          items={item.history.map((entry, n) => ({
            key: n,
            content: (
              <Space direction="vertical" size={0}>
                <Typography.Text strong>
                  {HISTORY_WORDS[entry.action] ?? entry.action}
                  {entry.to && entry.from !== entry.to
                    ? `: ${statusName(entry.from)} → ${statusName(entry.to)}`
                    : ''}
                </Typography.Text>
                <Typography.Text type="secondary">
                  {entry.actorName}, {formatDateTime(entry.at)}
                </Typography.Text>
                {entry.reason && <Typography.Text>{entry.reason}</Typography.Text>}
              </Space>
            ),
          }))}
        />
      )}
    </Card>
  );
}

/**
 * Opening an item claims it for the reviewer (when it is open and nobody else holds it), and the
 * claim is renewed while the page stays open; a decision releases it on the server.
 */
function useClaim(item: ReviewItem | undefined, mayReview: boolean) {
  const claim = useClaimItem();
  const { mutate } = claim;
  const id = item?.id;
  const claimable =
    mayReview && item !== undefined && canReview(item.status, 'claim') && (!item.claim || item.claim.mine);
  useEffect(() => {
    if (!claimable || id === undefined) return undefined;
    mutate({ params: { id } });
    const timer = window.setInterval(() => mutate({ params: { id } }), CLAIM_RENEW_SECONDS * 1000);
    return () => window.clearInterval(timer);
  }, [claimable, id, mutate]);
}

function ReviewView({ id }: { id: number }) {
  const query = useReviewItem(id);
  const item = query.data;
  const navigate = useNavigate();
  const listReturn = useListReturn(REVIEW_QUEUE_PATH);
  const { message } = useFeedback();
  // Claiming, deciding, setting a status and running the checks again are all "Decide reviews" (and
  // refused to read-only staff): one permit for the page's actions.
  const permit = useMayCall(manualValidationApi.decision);
  const mayReview = permit.allowed;
  const [dialog, setDialog] = useState<DecisionKind | null>(null);
  const decide = useDecideItem();
  const setStatus = useSetReviewStatus();
  const verify = useTryVerifying();
  useClaim(item, mayReview);

  const heldByOther = item?.claim && !item.claim.mine ? item.claim : null;
  const may = (event: Parameters<typeof canReview>[1]) =>
    mayReview && item !== undefined && !heldByOther && canReview(item.status, event);
  const decidable = may('approve');

  const goNext = () => {
    if (item?.nextId) void navigate(reviewItemPath(item.nextId), { state: listReturn });
    else void message.info(TEXT.noNext);
  };

  const shortcuts = useMemo(
    () => ({
      [REVIEW_KEYS.approve]: () => (decidable ? setDialog('approve') : false),
      [REVIEW_KEYS.reject]: () => (decidable ? setDialog('reject') : false),
      [REVIEW_KEYS.next]: goNext,
    }),
    // goNext reads the item; the handlers change with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [decidable, item?.nextId],
  );
  usePageShortcuts(shortcuts, item !== undefined && dialog === null);

  const submit = (values: DecisionValues) => {
    const done = (text: string) => () => {
      setDialog(null);
      void message.success(text);
    };
    if (dialog === 'resubmission') {
      setStatus.mutate(
        { params: { id }, body: { status: 'resubmissionRequested', reason: values.reason?.trim() ?? '' } },
        { onSuccess: done(TEXT.resubmissionRequested) },
      );
      return;
    }
    const reason = values.reason?.trim() || undefined;
    decide.mutate(
      dialog === 'reject'
        ? {
            params: { id },
            body: { decision: 'reject', reasonCode: values.reasonCode, ...(reason ? { reason } : {}) },
          }
        : { params: { id }, body: { decision: 'approve', ...(reason ? { reason } : {}) } },
      { onSuccess: done(dialog === 'reject' ? TEXT.rejected : TEXT.approved) },
    );
  };

  const actions = item && (
    <Space wrap>
      {may('verify') && (
        <Button
          icon={<ReloadOutlined />}
          loading={verify.isPending}
          onClick={() =>
            verify.mutate({ params: { id } }, { onSuccess: () => void message.success(TEXT.checked) })
          }
        >
          {TEXT.tryVerifying}
        </Button>
      )}
      {may('release') && (
        <Button
          icon={<RollbackOutlined />}
          loading={setStatus.isPending && dialog === null}
          onClick={() =>
            setStatus.mutate(
              { params: { id }, body: { status: 'new' } },
              {
                onSuccess: () => {
                  void message.success(TEXT.released);
                  void navigate(listPathOf(REVIEW_QUEUE_PATH, listReturn));
                },
              },
            )
          }
        >
          {TEXT.release}
        </Button>
      )}
      {may('requestResubmission') && (
        <Button icon={<SendOutlined />} onClick={() => setDialog('resubmission')}>
          {TEXT.resubmission}
        </Button>
      )}
      {decidable && (
        <>
          <Button danger icon={<CloseOutlined />} onClick={() => setDialog('reject')} aria-keyshortcuts="R">
            {TEXT.reject}
          </Button>
          <Button
            type="primary"
            icon={<CheckOutlined />}
            onClick={() => setDialog('approve')}
            aria-keyshortcuts="A"
          >
            {TEXT.approve}
          </Button>
        </>
      )}
      <Button icon={<RightOutlined />} onClick={goNext} aria-keyshortcuts="N">
        {TEXT.next}
      </Button>
    </Space>
  );

  const faces = facesByImage(item?.evidence);

  return (
    <DetailPage
      list={QUEUE}
      record={query}
      notFound={TEXT.itemNotFound}
      title={item && `Review item ${item.id}`}
      subtitle={
        item &&
        `${item.request.accountName} · ${item.request.productName} · submitted ${formatDateTime(item.request.startedAt)}`
      }
      marks={item && <ReviewStatusTag status={item.status} />}
      actions={actions}
    >
      {item && (
        <Flex vertical gap={16}>
          {!mayReview && !isDecided(item.status) ? (
            // Staff who cannot decide see why, instead of a page without its buttons: the
            // permission and the roles that grant it (or that their account is read-only).
            <Alert type="info" showIcon title={TEXT.cannotDecide} description={permit.reason} />
          ) : heldByOther ? (
            <Alert
              type="warning"
              showIcon
              title={TEXT.heldBy(heldByOther.holderName)}
              description={`Held until ${formatDateTime(heldByOther.expiresAt)}; it cannot be decided until they release it or their hold lapses.`}
            />
          ) : item.claim?.mine ? (
            <Alert
              type="info"
              showIcon
              title={TEXT.heldByYou}
              description="Keys: A approves, R rejects, N opens the next item, ? lists every shortcut."
            />
          ) : null}
          <RequestLayout
            imagesTitle="Images"
            imagesSpan={13}
            images={
              item.images.length === 0 ? (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description="No images were received with this request"
                />
              ) : (
                <Flex gap="large" wrap>
                  {item.images.map((image) => (
                    <ImageViewer
                      key={image.id}
                      caption={image.caption}
                      src={reviewImageSrc(image.imageUrl)}
                      faces={faces.get(image.id)}
                    />
                  ))}
                </Flex>
              )
            }
          >
            <Flex vertical gap={16}>
              <ExtractedData item={item} />
              <EvidenceCard evidence={item.evidence} reportedMrz={reportedMrzOf(item)} />
              <Checks item={item} />
              <Decision item={item} />
              <History item={item} />
            </Flex>
          </RequestLayout>
        </Flex>
      )}
      {dialog && (
        <DecisionDialog
          kind={dialog}
          pending={decide.isPending || setStatus.isPending}
          onSubmit={submit}
          onCancel={() => setDialog(null)}
        />
      )}
    </DetailPage>
  );
}

/** The MRZ lines the device reported (line1, line2, line3), for the evidence beside them. */
function reportedMrzOf(item: ReviewItem): string[] {
  const mrz = item.result.mrz ?? {};
  return ['line1', 'line2', 'line3'].flatMap((key) => (typeof mrz[key] === 'string' ? [mrz[key]] : []));
}

/** A review item ('/ManualVerification/:id'): images, extracted data, checks, the decision and its history. */
export default function ReviewItemPage() {
  return <RequestPage list={QUEUE} notFound={TEXT.itemNotFound} view={ReviewView} />;
}
