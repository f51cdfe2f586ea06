import { useState } from 'react';
import { Button, Card, Checkbox, Empty, Flex, Skeleton, Typography } from 'antd';
import { useAccountServices, useSetAccountServices } from '../../api/screening';
import { useFeedback } from '../../kit/feedback';
import { useCurrentStaff } from '../../kit/useCurrentStaff';
import { TEXT } from './texts';

/** The services enabled for the account (POST customers/{id}/services): a subscription needs one. */
export function ServicesCard({ accountId }: { accountId: number }) {
  const { message } = useFeedback();
  const { readOnly } = useCurrentStaff();
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
        !readOnly && (
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
        )
      }
    >
      {services.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : !services.data?.length ? (
        <Empty description="The company has no screening services" />
      ) : (
        <Checkbox.Group value={chosen} onChange={(ids) => setEdited(ids as number[])} disabled={readOnly}>
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
