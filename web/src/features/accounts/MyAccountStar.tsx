import { StarFilled } from '@ant-design/icons';
import { HoverTooltip } from '../../kit/widgets/HoverTooltip';
import { useCurrentStaff, type CurrentStaff } from '../../kit/useCurrentStaff';

export const ASSIGNED_TO_YOU = 'Assigned to you';
const GOLD = '#faad14';

/**
 * Our reading of "Admin sees ... a star icon. Other roles see the assigned admin name read-only"
 * (console-core §6): an Admin sees a gold star on the accounts assigned to them, in the list and on
 * the account page, so their own accounts stand out; other roles see the name only.
 */
export function MyAccountStar({ assignedTo }: { assignedTo: number | null | undefined }) {
  return <AssignedToYouStar assignedTo={assignedTo} staff={useCurrentStaff()} />;
}

/**
 * The star, given the signed-in staff user: a list reads them once for all its rows rather than a
 * page-data query subscription per row (400 on a 400-row page).
 */
export function AssignedToYouStar({
  assignedTo,
  staff: { isAdmin, userId },
}: {
  assignedTo: number | null | undefined;
  staff: Pick<CurrentStaff, 'isAdmin' | 'userId'>;
}) {
  if (!isAdmin || assignedTo === null || assignedTo === undefined || assignedTo !== userId) return null;
  return (
    <HoverTooltip title={ASSIGNED_TO_YOU}>
      <StarFilled role="img" aria-label={ASSIGNED_TO_YOU} style={{ color: GOLD }} />
    </HoverTooltip>
  );
}
