import { useState } from 'react';
import { Button, Card, Checkbox, Empty, Flex, Skeleton, Typography } from 'antd';
import { screeningApi } from '@console/contract/screening/api';
import { useAccountServices, useSetAccountServices } from './api';
import { useFeedback } from '../../kit/feedback';
import { useMayCall } from '../../kit/permit';
import { PermitDrawn } from '../../kit/Permitted';
import { TEXT } from './texts';

/**
 * The services enabled for the account (POST customers/{id}/services): a subscription needs one.
 * Enabling services is billing ("Manage billing"): staff without it see the ticks and Save disabled.
 */
export function ServicesCard({ accountId }: { accountId: number }) {
  const { message } = useFeedback();
  const permit = useMayCall(screeningApi.setAccountServices);
  const services = useAccountServices(accountId);
  const save = useSetAccountServices();
  // The ticks being edited; none: the saved ones.
  const [edited, setEdited] = useState<number[]>();
  const saved = services.data?.filter((s) => s.enabled).map((s) => s.id) ?? [];
  const chosen = edited ?? saved;
  const changed = [...chosen].sort().join() !== [...saved].sort().join();
  return (
    <Card
      title="Services"
      extra={
        <PermitDrawn permit={permit}>
          <Button
            type="primary"
            disabled={!changed}
            loading={save.isPending}
            onClick={() =>
              save.mutate(
                { params: { id: accountId }, body: { serviceIds: chosen } },
                {
                  onSuccess: () => {
                    setEdited(undefined);
                    void message.success(TEXT.servicesSaved);
                  },
                },
              )
            }
          >
            Save
          </Button>
        </PermitDrawn>
      }
    >
      {services.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : !services.data?.length ? (
        <Empty description="The company has no screening services" />
      ) : (
        <Checkbox.Group
          value={chosen}
          onChange={(ids) => setEdited(ids as number[])}
          disabled={!permit.allowed}
        >
          <Flex vertical gap={8}>
            {services.data.map((service) => (
              <Checkbox key={service.id} value={service.id}>
                {service.name}{' '}
                <Typography.Text type="secondary">{service.description || service.code}</Typography.Text>
              </Checkbox>
            ))}
          </Flex>
        </Checkbox.Group>
      )}
    </Card>
  );
}
