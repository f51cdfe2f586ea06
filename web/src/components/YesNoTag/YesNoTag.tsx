import { Tag } from 'antd';

/** An active flag as the spec shows it: a yes/no tag (console-core §2, §4). */
export function YesNoTag({ value }: { value: boolean }) {
  return value ? <Tag color="green">Yes</Tag> : <Tag>No</Tag>;
}
