import { useState } from 'react';
import { Alert, Button, Card, Flex, Skeleton, Switch, Typography } from 'antd';
import type { DiveFeatureState } from '@console/contract/dvs/api';
import type { ArgsOf, Endpoint } from '@console/contract/kit';
import { DVS_CHANGES } from './api';
import { useFeedback } from '../../kit/feedback';
import { useEndpoint, useEndpointMutation } from '../../kit/data/queries';
import { useMayCall } from '../../kit/permit';
import { PermitDrawn } from '../../kit/Permitted';
import { TEXT } from './texts';

/**
 * A set of DIVE feature switches read and saved through one pair of calls (the company's defaults,
 * an account's defaults for its users, an account's own): each switch with its description, saved
 * together. `note` says what a save does not change (defaults never rewrite existing records).
 * The update call decides who may save (the company's defaults need "Change company defaults"):
 * others see the switches and Save disabled, saying why.
 */
export function DiveFeaturesCard<R extends Endpoint, U extends Endpoint>({
  title,
  read,
  update,
  params,
  note,
}: {
  title: string;
  read: R;
  update: U;
  params?: Record<string, number>;
  note?: string;
}) {
  const { message } = useFeedback();
  const permit = useMayCall(update);
  const states = useEndpoint(read, { params } as ArgsOf<R>);
  const save = useEndpointMutation(update, { invalidates: DVS_CHANGES });
  const [changes, setChanges] = useState<Record<string, boolean>>({});
  const loaded = states.data as DiveFeatureState[] | undefined;

  const submit = () =>
    save.mutate(
      {
        params,
        body: Object.entries(changes).map(([name, isEnabled]) => ({ name, isEnabled })),
      } as unknown as ArgsOf<U>,
      {
        // The saved state is read again; what was changed here is now that.
        onSuccess: () => {
          setChanges({});
          void message.success(TEXT.featuresSaved);
        },
      },
    );

  return (
    <Card
      title={title}
      extra={
        <PermitDrawn permit={permit}>
          <Button
            type="primary"
            disabled={!Object.keys(changes).length}
            loading={save.isPending}
            onClick={submit}
          >
            Save
          </Button>
        </PermitDrawn>
      }
    >
      {note && <Alert type="info" showIcon title={note} style={{ marginBottom: 16 }} />}
      {states.isError ? (
        <Alert type="error" showIcon title="The features could not be loaded" />
      ) : !loaded ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <Flex vertical gap={12}>
          {loaded.map((feature) => (
            <Flex key={feature.name} gap={12} align="center">
              <PermitDrawn permit={permit}>
                <Switch
                  aria-label={feature.title}
                  checked={changes[feature.name] ?? feature.isEnabled}
                  onChange={(on) => setChanges((current) => ({ ...current, [feature.name]: on }))}
                />
              </PermitDrawn>
              <Flex vertical>
                <Typography.Text strong>{feature.title}</Typography.Text>
                <Typography.Text type="secondary">{feature.description}</Typography.Text>
              </Flex>
            </Flex>
          ))}
        </Flex>
      )}
    </Card>
  );
}
