import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { EMPTY_TEXT } from '../../lib/emptyText';
import { PlainTag } from './PlainTag';

export const YES = 'Yes';
export const NO = 'No';

/**
 * A yes/no value, shown one way in every table and view (issue 11): the spec's "yes/no tag" of
 * Active and its "tick or a cross" for the collector's booleans are one tag that has both, the
 * word for reading and the mark for scanning a column. An unknown value reads as the console's empty
 * text. A plain tag (kit/widgets/PlainTag.tsx) with antd's look: a list shows one on every row.
 */
export function YesNo({ value }: { value: boolean | null | undefined }) {
  if (value === null || value === undefined) return <>{EMPTY_TEXT}</>;
  return value ? (
    <PlainTag tone="success" icon={<CheckOutlined />}>
      {YES}
    </PlainTag>
  ) : (
    <PlainTag icon={<CloseOutlined />}>{NO}</PlainTag>
  );
}
