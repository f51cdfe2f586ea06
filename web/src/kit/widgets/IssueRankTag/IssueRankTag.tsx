import type { ProductIssue } from '@console/contract/accounts/api';
import { rankBand, type RankBand } from '@console/contract/rank';
import { HoverPopover } from '../HoverTooltip';
import { PlainTag, type TagTone } from '../PlainTag';

export interface IssueRankTagProps {
  /** The account's total rank. */
  rank: number;
  /** Listed in a popover on hover; no popover when there are none. */
  issues?: readonly ProductIssue[];
}

const TAG_TONES: Record<RankBand, TagTone> = { success: 'success', warning: 'warning', danger: 'error' };

function RankTag({ rank }: { rank: number }) {
  return <PlainTag tone={TAG_TONES[rankBand(rank)]}>{rank}</PlainTag>;
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
  // A span carries the popover's hover events, as antd's Tag once needed. The popover
  // mounts on the first hover: a list shows a rank on every row (kit/widgets/HoverTooltip.tsx).
  return (
    <HoverPopover content={<IssuesList issues={issues} />}>
      <span>{tag}</span>
    </HoverPopover>
  );
}
