import { useState } from 'react';
import { Button, Card, Form, Skeleton, Space } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import type { Endpoint } from '@console/contract/kit/endpoint';
import type { FieldMetadata } from '@console/contract/metadata';
import { applyPropertyErrors } from '../../kit/meta/applyPropertyErrors';
import type { LookupLoader } from '../../kit/widgets/LookupSelect/lookupWindow';
import { MetaForm, type FormValues } from '../../kit/meta/MetaForm';
import { MetaView } from '../../kit/meta/MetaView';
import { Permitted } from '../../kit/Permitted';
import { useCurrentStaff } from '../../kit/useCurrentStaff';
import { failureReason } from '../accounts/failureNotice';
import { useFeedback } from '../../kit/feedback';

export interface PanelGroupCardProps {
  /** The group's caption, verbatim from the spec ('General Info'): the card's title and region name. */
  caption: string;
  /** The group's fields, from the accounts update's metadata. */
  fields: readonly FieldMetadata[] | undefined;
  values: FormValues;
  customerId: number;
  lookupLoaders?: Readonly<Record<string, LookupLoader>>;
  /** The call that saves the group: Edit is disabled, saying why, for staff who may not make it. */
  call: Endpoint;
  /** Saves the group's fields; rejects with the server's error. */
  save: (values: FormValues) => Promise<unknown>;
  saved: string;
  failed: string;
}

/**
 * One group of the Customer detail panel (console-core §2): read as text, edited in place after Edit,
 * with its own Save, so a group saves through its own call. Field errors land under their fields;
 * the rest say why in the failure notification.
 */
export function PanelGroupCard({
  caption,
  fields,
  values,
  customerId,
  lookupLoaders,
  call,
  save,
  saved,
  failed,
}: PanelGroupCardProps) {
  const staff = useCurrentStaff();
  const { message, notification } = useFeedback();
  const [form] = Form.useForm<FormValues>();
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);

  const submit = async (changed: FormValues) => {
    setSaving(true);
    try {
      await save(changed);
      void message.success(saved);
      setEditing(false);
    } catch (error) {
      const unplaced = applyPropertyErrors(form, error, fields ?? []);
      notification.error({ title: failed, description: failureReason(error, unplaced) });
    } finally {
      setSaving(false);
    }
  };

  const actions = editing ? (
    <Space>
      <Button onClick={() => setEditing(false)} disabled={saving}>
        Cancel
      </Button>
      <Button type="primary" loading={saving} onClick={() => form.submit()}>
        Save
      </Button>
    </Space>
  ) : (
    <Permitted call={call}>
      <Button
        icon={<EditOutlined />}
        aria-label={`Edit ${caption}`}
        disabled={!fields}
        onClick={() => setEditing(true)}
      >
        Edit
      </Button>
    </Permitted>
  );

  return (
    <section aria-label={caption}>
      <Card title={caption} extra={actions}>
        {!fields ? (
          <Skeleton active paragraph={{ rows: 4 }} />
        ) : editing ? (
          <MetaForm
            form={form}
            fields={fields}
            initialValues={values}
            roles={staff.roles}
            currentAccountId={customerId}
            lookupLoaders={lookupLoaders}
            defaultSpan={12}
            onFinish={(changed) => void submit(changed)}
            disabled={saving}
          />
        ) : (
          <MetaView
            fields={fields}
            values={values}
            currentAccountId={customerId}
            lookupLoaders={lookupLoaders}
            defaultSpan={12}
          />
        )}
      </Card>
    </section>
  );
}
