import { useState } from 'react';
import { Alert, Flex, List, Segmented, Skeleton, Tag, Tooltip, Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useBootstrap } from '../../kit/bootstrap';
import { useCustomerFeatures, useUpdateUsersFeatures } from './api';
import { Dialog } from '../../kit/widgets/Dialog';
import { bulkTitle, reasonsOf, TEXT, usersUpdated } from './texts';
import { useFeedback } from '../../kit/feedback';

type Choice = 'unchanged' | 'inherit' | 'on' | 'off';
const VALUE: Record<Exclude<Choice, 'unchanged'>, boolean | null> = { inherit: null, on: true, off: false };

/**
 * The users table's bulk action: the same switches for every selected user in one call
 * (PUT /api/Features/UsersFeatures), all or nothing. Each feature starts Unchanged; On is offered
 * only where the customer has the feature. A refusal lists every user that failed and why.
 */
export function UsersFeaturesDialog({
  customerId,
  userIds,
  onClose,
  onDone,
}: {
  customerId: number;
  userIds: readonly number[];
  onClose: () => void;
  onDone: () => void;
}) {
  const customer = useCustomerFeatures(customerId);
  const update = useUpdateUsersFeatures();
  const companyId = useBootstrap()?.administeredCompany?.id;
  const { message } = useFeedback();
  const [choices, setChoices] = useState<Record<number, Choice>>({});
  const [problems, setProblems] = useState<string[]>([]);

  const chosen = Object.entries(choices).flatMap(([featureId, choice]) =>
    choice === 'unchanged' ? [] : [{ featureId: Number(featureId), isEnabled: VALUE[choice] }],
  );

  const apply = async () => {
    if (companyId === undefined) return;
    if (!chosen.length) {
      setProblems([TEXT.nothingChosen]);
      return;
    }
    setProblems([]);
    try {
      await update.mutateAsync({
        body: { users: [...userIds], features: chosen, customerId, companyId },
      });
      void message.success(usersUpdated(userIds.length));
      onDone();
    } catch (error) {
      setProblems(reasonsOf(error));
    }
  };

  return (
    <Dialog
      title={bulkTitle(userIds.length)}
      onCancel={onClose}
      onOk={() => void apply()}
      okText={TEXT.apply}
      confirmLoading={update.isPending}
      width={760}
    >
      <Flex vertical gap={12}>
        {problems.length > 0 && (
          <Alert
            type="error"
            showIcon
            message={TEXT.updateFailed}
            description={
              <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                {problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            }
          />
        )}
        {customer.isPending ? (
          <Skeleton active />
        ) : (
          <List
            dataSource={customer.data ?? []}
            rowKey="featureId"
            renderItem={(feature) => {
              const locked = !feature.enabled;
              const reason = feature.lockedReason ?? 'Turned off for the customer';
              return (
                <List.Item aria-label={feature.title}>
                  <List.Item.Meta
                    title={
                      <Flex gap={8} align="center">
                        {feature.title}
                        {locked && (
                          <Tooltip title={reason}>
                            <Tag icon={<LockOutlined />} color="warning">
                              {reason}
                            </Tag>
                          </Tooltip>
                        )}
                      </Flex>
                    }
                    description={<Typography.Text type="secondary">{feature.description}</Typography.Text>}
                  />
                  <Segmented<Choice>
                    aria-label={`${feature.title} for the selected users`}
                    value={choices[feature.featureId] ?? 'unchanged'}
                    onChange={(choice) => setChoices((all) => ({ ...all, [feature.featureId]: choice }))}
                    options={[
                      { value: 'unchanged', label: TEXT.unchanged },
                      { value: 'inherit', label: TEXT.inherit },
                      { value: 'on', label: TEXT.on, disabled: locked },
                      { value: 'off', label: TEXT.off },
                    ]}
                  />
                </List.Item>
              );
            }}
          />
        )}
      </Flex>
    </Dialog>
  );
}
