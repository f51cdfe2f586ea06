import { Link } from 'react-router';
import { Descriptions, type DescriptionsProps } from 'antd';
import type { RequestStatus } from '@console/contract/activity/api';
import { formatDateTime } from '../../../lib/formats';
import { RequestStatusTag, type RequestStatusWords } from './RequestStatusTag';

/** One row of a request's facts. */
export type Fact = NonNullable<DescriptionsProps['items']>[number];

/** What every product reports of a request (the activity store's fields). */
export interface RequestFactsOf {
  status: RequestStatus;
  failureReason: string | null;
  externalId: string;
  startedAt: string;
  completedAt: string | null;
}

export interface RequestFactsOptions {
  /** The account that sent it: a link to the family's account page, or a text. */
  account: { name: string; to: string } | string;
  /** The status row's label ('Overall result', 'Decision'); Status when not given. */
  statusLabel?: string;
  /** The status tag's words, or the sentence the page says for it (faces' decision). */
  statusWords?: RequestStatusWords;
  statusText?: string;
  /** The product's own id's label (faces say Reference); External ID when not given. */
  referenceLabel?: string;
  /** What a request not completed shows; a dash when not given. */
  none?: string;
}

/**
 * The rows every family's request page shows of a request, by name, so a family lists them in its
 * own order among its own rows: `<Facts rows={[facts.status, facts.reason, facts.account, device…]}
 * />`. `reason` is null for a request without one (the row is left out, as a success has none).
 */
export function requestFacts(request: RequestFactsOf, options: RequestFactsOptions) {
  const { account, statusLabel = 'Status', referenceLabel = 'External ID', none = '—' } = options;
  return {
    status: {
      key: 'status',
      label: statusLabel,
      children: (
        <RequestStatusTag status={request.status} words={options.statusWords} label={options.statusText} />
      ),
    },
    reason: request.failureReason
      ? { key: 'reason', label: 'Reason', children: request.failureReason }
      : null,
    account: {
      key: 'account',
      label: 'Account',
      children: typeof account === 'string' ? account : <Link to={account.to}>{account.name}</Link>,
    },
    reference: { key: 'reference', label: referenceLabel, children: request.externalId },
    started: { key: 'started', label: 'Started', children: formatDateTime(request.startedAt) },
    completed: {
      key: 'completed',
      label: 'Completed',
      children: request.completedAt ? formatDateTime(request.completedAt) : none,
    },
  } satisfies Record<string, Fact | null>;
}

/**
 * A request's facts as one column of labelled rows, the rows left out (null, false) dropped, so a
 * family writes a row it shows only sometimes where it stands in the list.
 */
export function Facts({ rows, bordered }: { rows: readonly (Fact | null | false)[]; bordered?: boolean }) {
  return (
    <Descriptions
      column={1}
      size="small"
      bordered={bordered}
      items={rows.filter((row): row is Fact => Boolean(row))}
    />
  );
}
