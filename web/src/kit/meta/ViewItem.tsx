import { Typography } from 'antd';
import type { FieldMetadata } from '@console/contract/metadata';
import { useMetaEnvironment } from './MetaContext';

/** One field in read-only text mode: its caption over its value. */
export function ViewItem({ field, value }: { field: FieldMetadata; value: unknown }) {
  const { View } = useMetaEnvironment().handlerFor(field);
  return (
    <div role="group" aria-label={field.caption} style={{ marginBottom: 16 }}>
      <Typography.Text type="secondary">{field.caption}</Typography.Text>
      <div>
        <View field={field} value={value} />
      </div>
    </div>
  );
}
