import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { Tooltip } from 'antd';
import { formatDateTime } from '../../lib/formats';

dayjs.extend(relativeTime);

/**
 * A moment as staff read a recent one ('3 hours ago'), the exact time (MM/DD/YYYY h:mm A) in its
 * tooltip; `none` when there is no moment (a customer that never scanned).
 */
export function RelativeTime({ value, none }: { value: string | null; none: string }) {
  if (value === null) return <span>{none}</span>;
  const exact = formatDateTime(value);
  return (
    <Tooltip title={exact}>
      <time dateTime={value} aria-label={`${dayjs(value).fromNow()} (${exact})`}>
        {dayjs(value).fromNow()}
      </time>
    </Tooltip>
  );
}
