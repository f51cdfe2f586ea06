import type { TableColumnType } from 'antd';
import type { FaceRequestItem } from '@console/contract/faces/api';
import { requestColumns } from '../../kit/product/requests/requestColumns';
import { requestStatusChoices, type RequestStatusWords } from '../../kit/product/requests/RequestStatusTag';
import { YesNo } from '../../kit/widgets/YesNo';
import { faceRequestPath } from './paths';

/** A face request's status is a decision on the person: said in the decision's words. */
export const DECISION_WORDS: RequestStatusWords = {
  success: 'Accepted',
  review: 'Review',
  failed: 'Rejected',
};

/** The decision filter's choices, in the tags' words. */
export const DECISION_CHOICES = requestStatusChoices(DECISION_WORDS);

/**
 * The columns of a table of face requests, titled by the requests list's captions; the start opens
 * the request's page (the list has no id column: staff know a face request by its reference).
 */
export const FACE_REQUEST_COLUMNS: TableColumnType<FaceRequestItem>[] = [
  requestColumns.started({ to: faceRequestPath }),
  requestColumns.reference(),
  requestColumns.status({ words: DECISION_WORDS }),
  {
    key: 'matchScore',
    dataIndex: 'matchScore',
    align: 'right',
    render: (score: number | null) => (score === null ? '—' : score),
  },
  {
    key: 'livenessPassed',
    dataIndex: 'livenessPassed',
    render: (passed: boolean | null) => (passed === null ? 'Not checked' : <YesNo value={passed} />),
  },
  requestColumns.reason(),
];
