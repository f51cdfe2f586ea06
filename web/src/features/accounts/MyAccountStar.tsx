import { StarFilled } from '@ant-design/icons';
import { HoverTooltip } from '../../kit/HoverTooltip';
import { useCurrentStaff } from '../../kit/useCurrentStaff';

export const ASSIGNED_TO_YOU = 'Assigned to you';
const GOLD = '#faad14';

/**
 * Our reading of "Admin sees ... a star icon. Other roles see the assigned admin name read-only"
 * (console-core §6): an Admin sees a gold star on the accounts assigned to them, in the list and on
 * the account page, so their own accounts stand out; other roles see the name only.
 */
export function MyAccountStar({ assignedTo }: { assignedTo: number | null | undefined }) {
  const { isAdmin, userId } = useCurrentStaff();
  if (!isAdmin || assignedTo === null || assignedTo === undefined || assignedTo !== userId) return null;
  return (
    <HoverTooltip title={ASSIGNED_TO_YOU}>
      <StarFilled role="img" aria-label={ASSIGNED_TO_YOU} style={{ color: GOLD }} />
    </HoverTooltip>
  );
}
