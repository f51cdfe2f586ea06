import { useState } from 'react';
import { Alert, Button, Flex, Select, Space, Switch, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { dvsApi, type DvsUserFeatures } from '@console/contract/dvs/api';
import { DIVE_FEATURES } from '@console/contract/dvs/result';
import { DVS_CHANGES, useUpdateUsersFeatures, useUsersFeatures } from './api';
import { CustomerUserDialog } from '../../kit/product/customer-users/CustomerUserDialog';
import { useFeedback } from '../../kit/feedback';
import { QueryTable } from '../../kit/list/QueryTable';
import { useMayCall } from '../../kit/permit';
import { PermitDrawn, Permitted } from '../../kit/Permitted';
import { YesNo } from '../../kit/widgets/YesNo';
import { TEXT } from './texts';

type Choice = 'unchanged' | 'on' | 'off';
const CHOICES = [
  { value: 'unchanged', label: 'Unchanged' },
  { value: 'on', label: 'On' },
  { value: 'off', label: 'Off' },
];

/**
 * A DIVE account's users with their DIVE features: one switch per user and feature (saved as it is
 * flipped), Set features over the selected users (one call, all or none), and Add user, who starts
 * with the account's default user features.
 */
export function DvsUsersTab({ accountId }: { accountId: number }) {
  const { message } = useFeedback();
  const maySwitch = useMayCall(dvsApi.updateUsersFeatures);
  const users = useUsersFeatures(accountId);
  const save = useUpdateUsersFeatures();
  const [selected, setSelected] = useState<number[]>([]);
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [adding, setAdding] = useState(false);

  const switchFor = (
    userIds: number[],
    features: { name: string; isEnabled: boolean }[],
    done?: () => void,
  ) =>
    save.mutate(
      { params: { id: accountId }, body: { userIds, features: features as never } },
      { onSuccess: () => (void message.success(TEXT.usersSaved), done?.()) },
    );
  const chosen = Object.entries(choices)
    .filter(([, choice]) => choice !== 'unchanged')
    .map(([name, choice]) => ({ name, isEnabled: choice === 'on' }));

  if (users.isError) return <Alert type="error" showIcon title="The users could not be loaded" />;
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" gap={16} wrap>
        <Typography.Text type="secondary">
          A user&apos;s feature works while the account&apos;s is on too (Features tab).
        </Typography.Text>
        <Permitted call={dvsApi.createUser}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            Add user
          </Button>
        </Permitted>
      </Flex>
      {selected.length > 0 && maySwitch.allowed && (
        <Flex gap={12} align="center" wrap aria-label="Set features of the selected users">
          <Typography.Text strong>{selected.length} selected:</Typography.Text>
          {DIVE_FEATURES.map((feature) => (
            <Space key={feature.name} size={4}>
              <Typography.Text>{feature.title}</Typography.Text>
              <Select
                aria-label={`${feature.title} for the selected users`}
                size="small"
                style={{ width: 120 }}
                value={choices[feature.name] ?? 'unchanged'}
                options={CHOICES}
                onChange={(value: Choice) => setChoices((current) => ({ ...current, [feature.name]: value }))}
              />
            </Space>
          ))}
          <Button
            type="primary"
            disabled={!chosen.length}
            loading={save.isPending}
            onClick={() => switchFor(selected, chosen, () => (setSelected([]), setChoices({})))}
          >
            Set features
          </Button>
        </Flex>
      )}
      <QueryTable<DvsUserFeatures>
        rowKey="userId"
        query={users}
        rows={users.data}
        // Selecting users is only for setting their features: no selection for staff who may not
        // (each row's switches say why), rather than boxes that lead nowhere.
        rowSelection={
          maySwitch.allowed
            ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }
            : undefined
        }
        columns={[
          { key: 'userName', title: 'Login', dataIndex: 'userName' },
          { key: 'name', title: 'Name', render: (_, u) => `${u.firstName} ${u.lastName}` },
          {
            key: 'active',
            title: 'Active',
            dataIndex: 'active',
            render: (value: boolean) => <YesNo value={value} />,
          },
          ...DIVE_FEATURES.map((feature) => ({
            key: feature.name,
            title: feature.title,
            render: (_: unknown, user: DvsUserFeatures) => (
              <PermitDrawn permit={maySwitch}>
                <Switch
                  size="small"
                  aria-label={`${feature.title} for ${user.userName}`}
                  checked={user.features[feature.name] ?? false}
                  disabled={save.isPending}
                  onChange={(on) => switchFor([user.userId], [{ name: feature.name, isEnabled: on }])}
                />
              </PermitDrawn>
            ),
          })),
        ]}
      />
      {adding && (
        <CustomerUserDialog
          create={{ endpoint: dvsApi.createUser, params: { id: accountId } }}
          invalidates={DVS_CHANGES}
          onClose={() => setAdding(false)}
        />
      )}
    </Flex>
  );
}
