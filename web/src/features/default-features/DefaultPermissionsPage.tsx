import { useState } from 'react';
import { Button, Card, Checkbox, Empty, Flex, Skeleton, Typography } from 'antd';
import { defaultFeaturesApi } from '@console/contract/default-features/api';
import { useMayCall } from '../../kit/permit';
import { PermitDrawn } from '../../kit/Permitted';
import { PageHeading } from '../../kit/widgets/PageHeading';
import { useDefaultFeatures, useUpdateDefaultFeatures } from './api';
import { useFeedback } from '../../kit/feedback';

export const PERMISSIONS_UPDATED = 'Default customer permissions updated!';
export const SAVING_FAILED = 'Saving failed';

/**
 * Default customer permissions (/Dashboard/DefaultPermissions): which features new customers of the
 * administered company start with. Ticks are kept locally until Save sends every feature's state.
 */
export default function DefaultPermissionsPage() {
  const features = useDefaultFeatures();
  const save = useUpdateDefaultFeatures();
  const { message } = useFeedback();
  const permit = useMayCall(defaultFeaturesApi.update);
  /** Feature id → ticked, for the features changed since the last load or save. */
  const [changed, setChanged] = useState<Record<number, boolean>>({});

  const list = features.data ?? [];
  const isTicked = (id: number, saved: boolean) => changed[id] ?? saved;
  const dirty = list.some((f) => isTicked(f.id, f.isEnabled) !== f.isEnabled);

  const onSave = () =>
    save.mutate(
      list.map((f) => ({ featureId: f.id, isEnabled: isTicked(f.id, f.isEnabled) })),
      {
        onSuccess: () => {
          setChanged({});
          void message.success(PERMISSIONS_UPDATED);
        },
        onError: () => void message.error(SAVING_FAILED),
      },
    );

  return (
    <>
      <PageHeading style={{ marginTop: 0, marginBottom: 4 }}>Default customer permissions</PageHeading>
      <Typography.Paragraph type="secondary">
        These settings apply to new customers; existing customers keep their own permissions.
      </Typography.Paragraph>
      <Card
        actions={[
          <Flex key="save" justify="flex-end" style={{ padding: '0 24px' }}>
            <PermitDrawn permit={permit}>
              <Button type="primary" onClick={onSave} loading={save.isPending} disabled={!dirty}>
                Save
              </Button>
            </PermitDrawn>
          </Flex>,
        ]}
      >
        {features.isPending ? (
          <Skeleton active />
        ) : features.isError ? (
          <Empty description="The customer features could not be loaded" />
        ) : list.length === 0 ? (
          <Empty description="There are no customer features" />
        ) : (
          <Flex vertical gap={20}>
            {list.map((feature) => (
              <Checkbox
                key={feature.id}
                checked={isTicked(feature.id, feature.isEnabled)}
                disabled={!permit.allowed}
                onChange={(event) =>
                  setChanged((current) => ({ ...current, [feature.id]: event.target.checked }))
                }
              >
                <Typography.Text strong>{feature.title}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{feature.description}</Typography.Text>
              </Checkbox>
            ))}
          </Flex>
        )}
      </Card>
    </>
  );
}
