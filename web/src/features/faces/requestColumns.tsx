import { Link } from 'react-router';
import type { TableColumnType } from 'antd';
import type { RequestStatus } from '@console/contract/activity/api';
import type { FaceRequestItem } from '@console/contract/faces/api';
import { PlainTag, type TagTone } from '../../kit/widgets/PlainTag';
import { YesNo } from '../../kit/widgets/YesNo';
import { formatDateTime } from '../../lib/formats';
import { faceRequestPath } from './paths';

const TONES: Record<RequestStatus, TagTone> = { success: 'success', review: 'warning', failed: 'error' };
const LABELS: Record<RequestStatus, string> = { success: 'Accepted', review: 'Review', failed: 'Rejected' };

/** A request's decision as a tag: in a word, or in the words given (the request page's sentence). */
export const DecisionTag = ({ status, label }: { status: RequestStatus; label?: string }) => (
  <PlainTag tone={TONES[status]}>{label ?? LABELS[status]}</PlainTag>
);

/** The decision filter's choices, in the tags' words. */
export const DECISION_CHOICES = (Object.keys(LABELS) as RequestStatus[]).map((value) => ({
  value,
  label: LABELS[value],
}));

/** The columns of a table of face requests; each row opens the request's page. */
export const requestColumns = ({
  withAccount,
}: {
  withAccount: boolean;
}): TableColumnType<FaceRequestItem>[] => [
  {
    key: 'startedAt',
    dataIndex: 'startedAt',
    title: 'Started',
    render: (value: string, request) => <Link to={faceRequestPath(request.id)}>{formatDateTime(value)}</Link>,
  },
  ...(withAccount ? [{ key: 'accountName', dataIndex: 'accountName', title: 'Account' }] : []),
  { key: 'externalId', dataIndex: 'externalId', title: 'Reference' },
  {
    key: 'status',
    dataIndex: 'status',
    title: 'Decision',
    render: (status: RequestStatus) => <DecisionTag status={status} />,
  },
  {
    key: 'matchScore',
    dataIndex: 'matchScore',
    title: 'Match Score',
    align: 'right',
    render: (score: number | null) => (score === null ? '—' : score),
  },
  {
    key: 'livenessPassed',
    dataIndex: 'livenessPassed',
    title: 'Liveness',
    render: (passed: boolean | null) => (passed === null ? 'Not checked' : <YesNo value={passed} />),
  },
  { key: 'failureReason', dataIndex: 'failureReason', title: 'Reason' },
];
