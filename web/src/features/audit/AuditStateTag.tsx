import { Tag } from 'antd';
import type { AuditState } from '@console/contract/audit/api';

const COLORS: Record<AuditState, string> = {
  Added: 'success',
  Modified: 'processing',
  Deleted: 'error',
  Viewed: 'warning',
};

/** The kind of change, coloured: added green, modified blue, deleted red. */
export const AuditStateTag = ({ state }: { state: AuditState }) => <Tag color={COLORS[state]}>{state}</Tag>;
