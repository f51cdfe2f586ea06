import { useState } from 'react';
import { Button, Card, Form, Skeleton, Space } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { accountsApi, type AccountDetail, type AccountWithInfo } from '@console/contract/accounts/api';
import type { FieldMetadata } from '@console/contract/metadata';
import { useUpdateAccount } from './api';
import { useRouteMetadata } from '../../kit/data/metadata';
import { applyPropertyErrors } from '../../kit/meta/applyPropertyErrors';
import { MetaForm, type FormValues } from '../../kit/meta/MetaForm';
import { MetaView } from '../../kit/meta/MetaView';
import { failureReason } from './failureNotice';
import { Permitted } from '../../kit/Permitted';
import { useCurrentStaff } from '../../kit/useCurrentStaff';
import { TEXT } from './texts';
import { useAdminLookupLoaders } from './useAdminLookupLoaders';
import { useFeedback } from '../../kit/feedback';

const NO_FIELDS: FieldMetadata[] = [];

/**
 * The account's details in the groups of its metadata ('General Info', 'General Settings'): read as
 * text, and edited in place after Edit. A save ends in 'Account details updated' or in
 * 'Account details update is failed' with the reason, field errors under their fields.
 */
export function AccountDetailsCard({ account }: { account: AccountWithInfo }) {
  const metadata = useRouteMetadata(accountsApi.update);
  const fields = metadata.data?.fields ?? NO_FIELDS;
  const staff = useCurrentStaff();
  const lookupLoaders = useAdminLookupLoaders(accountsApi.update);
  const update = useUpdateAccount();
  const { message, notification } = useFeedback();
  const [form] = Form.useForm<FormValues>();
  const [editing, setEditing] = useState(false);

  const save = (values: FormValues) =>
    // The server validates the payload; the form's values are its fields by name.
    update.mutate(
      { params: { id: account.id }, body: values as AccountDetail },
      {
        onSuccess: () => {
          void message.success(TEXT.detailsUpdated);
          setEditing(false);
        },
        onError: (error) => {
          const unplaced = applyPropertyErrors(form, error, fields);
          notification.error({
            title: TEXT.detailsUpdateFailed,
            description: failureReason(error, unplaced),
          });
        },
      },
    );

  const actions = editing ? (
    <Space>
      <Button onClick={() => setEditing(false)} disabled={update.isPending}>
        Cancel
      </Button>
      <Button type="primary" loading={update.isPending} onClick={() => form.submit()}>
        Save
      </Button>
    </Space>
  ) : (
    <Permitted call={accountsApi.update}>
      <Button icon={<EditOutlined />} disabled={metadata.isPending} onClick={() => setEditing(true)}>
        Edit
      </Button>
    </Permitted>
  );

  return (
    <Card title="Account details" extra={actions}>
      {metadata.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : editing ? (
        <MetaForm
          form={form}
          fields={fields}
          groups={metadata.data?.groups}
          initialValues={account}
          roles={staff.roles}
          currentAccountId={account.id}
          lookupLoaders={lookupLoaders}
          defaultSpan={12}
          onFinish={save}
          disabled={update.isPending}
        />
      ) : (
        <MetaView
          fields={fields}
          groups={metadata.data?.groups}
          values={account}
          currentAccountId={account.id}
          lookupLoaders={lookupLoaders}
          defaultSpan={12}
        />
      )}
    </Card>
  );
}
