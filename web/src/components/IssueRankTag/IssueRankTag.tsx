import { Popover, Tag } from 'antd';
import type { ProductIssue } from '@console/contract/accounts';
import { rankBand, type RankBand } from '@console/contract/rank';

export interface IssueRankTagProps {
  /** The account's total rank. */
  rank: number;
  /** Listed in a popover on hover; no popover when there are none. */
  issues?: readonly ProductIssue[];
}

const TAG_COLOURS: Record<RankBand, string> = { success: 'success', warning: 'warning', danger: 'error' };

function RankTag({ rank }: { rank: number }) {
  return <Tag color={TAG_COLOURS[rankBand(rank)]}>{rank}</Tag>;
}

function IssuesList({ issues }: { issues: readonly ProductIssue[] }) {
  return (
    <div>
      {issues.map((issue) => (
        <section key={issue.productId} aria-label={issue.productName}>
          <strong>{issue.productName}</strong> <RankTag rank={issue.rank} />
          <ul>
            {issue.messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** A rank coloured by its band (console-core §4); hovering lists the issue messages per product. */
export function IssueRankTag({ rank, issues = [] }: IssueRankTagProps) {
  const tag = <RankTag rank={rank} />;
  if (issues.length === 0) return tag;
  // antd's Tag does not hand hover events to a popover trigger, so a span carries them.
  return (
    <Popover content={<IssuesList issues={issues} />}>
      <span>{tag}</span>
    </Popover>
  );
}
