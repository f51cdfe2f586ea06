import { useState } from 'react';
import { Button, DatePicker, Flex, Form, Input, InputNumber, Space, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { dvsApi, LICENSE_MAX_DEVICES, LicenseStatus, type License } from '@console/contract/dvs/api';
import { FormDialog, useSaveOutcome } from '../../kit/FormDialog';
import { QueryTable } from '../../kit/list/QueryTable';
import { useDeleteLicense, useIssueLicense, useLicenses, useUpdateLicense } from './api';
import { useFeedback } from '../../kit/feedback';
import { useMayCall } from '../../kit/permit';
import { PermitDrawn, Permitted } from '../../kit/Permitted';
import { DeleteRowButton, EditRowButton } from '../../kit/RowEditDelete';
import { DATE_FORMAT, formatDate, formatDateTime, toDateValue, toDayjs } from '../../lib/formats';
import { TEXT } from './texts';

const STATUS_COLOURS: Record<License['status'], string> = {
  [LicenseStatus.Active]: 'green',
  [LicenseStatus.Disabled]: 'default',
  [LicenseStatus.Expired]: 'warning',
};

const LICENSE_FIELDS = [{ name: 'label' }, { name: 'deviceLimit' }, { name: 'expirationDate' }];

interface LicenseForm {
  label?: string;
  deviceLimit: number;
  expirationDate?: Dayjs | null;
}

/** Issue a license, or change one's label, limit and expiration. */
function LicenseDialog({
  accountId,
  license,
  onClose,
}: {
  accountId: number;
  license?: License;
  onClose: () => void;
}) {
  const [form] = Form.useForm<LicenseForm>();
  const outcome = useSaveOutcome(form, LICENSE_FIELDS, onClose);
  const issue = useIssueLicense();
  const update = useUpdateLicense();
  const submit = (values: LicenseForm) => {
    const expirationDate = values.expirationDate ? toDateValue(values.expirationDate) : null;
    const label = values.label?.trim() ?? '';
    if (license) {
      update.mutate(
        {
          params: { id: accountId, licenseId: license.id },
          body: { label, deviceLimit: values.deviceLimit, expirationDate },
        },
        outcome(TEXT.licenseSaved),
      );
    } else {
      issue.mutate(
        {
          params: { id: accountId },
          body: { label, deviceLimit: values.deviceLimit, ...(expirationDate ? { expirationDate } : {}) },
        },
        outcome(TEXT.licenseIssued),
      );
    }
  };
  return (
    <FormDialog<LicenseForm>
      title={license ? `License ${license.key}` : TEXT.issueLicense}
      okText={license ? 'Save' : 'Issue'}
      form={form}
      pending={issue.isPending || update.isPending}
      onClose={onClose}
      onFinish={submit}
      initialValues={{
        label: license?.label ?? '',
        deviceLimit: license?.deviceLimit ?? 1,
        expirationDate: toDayjs(license?.expirationDate) ?? null,
      }}
    >
      <Form.Item name="label" label="Label">
        <Input maxLength={100} placeholder="Front desks" />
      </Form.Item>
      <Form.Item
        name="deviceLimit"
        label="Device Limit"
        rules={[{ required: true, message: 'Device Limit is required' }]}
      >
        <InputNumber min={1} max={LICENSE_MAX_DEVICES} precision={0} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item
        name="expirationDate"
        label="Expiration Date"
        extra="The last day the license works; empty: it does not expire"
      >
        <DatePicker format={DATE_FORMAT} allowClear />
      </Form.Item>
    </FormDialog>
  );
}

/**
 * A DIVE account's licenses: each with its key, device limit, the devices that hold a seat (each
 * releasable), its expiration and status; issued, changed, disabled and enabled, deleted. Each is
 * "Manage tokens and licenses": staff without it see the actions disabled, saying so.
 */
export function LicensesPanel({ accountId }: { accountId: number }) {
  const { message } = useFeedback();
  const mayUpdate = useMayCall(dvsApi.updateLicense);
  const mayDelete = useMayCall(dvsApi.deleteLicense);
  const licenses = useLicenses(accountId);
  const update = useUpdateLicense();
  const remove = useDeleteLicense();
  const [editing, setEditing] = useState<License | 'new'>();
  const params = (license: License) => ({ id: accountId, licenseId: license.id });

  return (
    <>
      <Flex justify="flex-end" style={{ marginBottom: 16 }}>
        <Permitted call={dvsApi.createLicense}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {TEXT.issueLicense}
          </Button>
        </Permitted>
      </Flex>
      <QueryTable<License>
        rowKey="id"
        query={licenses}
        rows={licenses.data}
        empty={TEXT.noLicenses}
        columns={[
          {
            key: 'key',
            title: 'Key',
            render: (_, l) => (
              <Typography.Text code copyable>
                {l.key}
              </Typography.Text>
            ),
          },
          { key: 'label', title: 'Label', dataIndex: 'label' },
          {
            key: 'devices',
            title: 'Devices',
            render: (_, l) => (
              <Flex vertical gap={4}>
                <Typography.Text>
                  {l.devices.length} of {l.deviceLimit}
                </Typography.Text>
                <Flex gap={4} wrap>
                  {l.devices.map((device) => (
                    <Tag
                      key={device.serial}
                      title={`Activated ${formatDateTime(device.activatedAt)}`}
                      // A seat's release is its tag's close mark: no mark at all for staff who may
                      // not change the license (a disabled mark on a tag says nothing); the row's
                      // Edit says why.
                      closable={mayUpdate.allowed}
                      onClose={(event) => {
                        event.preventDefault();
                        update.mutate(
                          { params: params(l), body: { releaseDevices: [device.serial] } },
                          { onSuccess: () => void message.success(TEXT.deviceReleased) },
                        );
                      }}
                    >
                      {device.serial}
                    </Tag>
                  ))}
                </Flex>
              </Flex>
            ),
          },
          {
            key: 'expires',
            title: 'Expires',
            render: (_, l) => (l.expirationDate ? formatDate(l.expirationDate) : 'Never'),
          },
          {
            key: 'status',
            title: 'Status',
            render: (_, l) => (
              <Tag color={STATUS_COLOURS[l.status]}>{l.status[0]?.toUpperCase() + l.status.slice(1)}</Tag>
            ),
          },
          {
            key: 'created',
            title: 'Created',
            render: (_, l) => `${formatDateTime(l.createdAt)} by ${l.createdBy}`,
          },
          {
            key: 'actions',
            title: 'Actions',
            render: (_, l) => (
              <Space>
                <EditRowButton permit={mayUpdate} label={`Edit ${l.key}`} onClick={() => setEditing(l)} />
                <PermitDrawn permit={mayUpdate}>
                  <Button
                    size="small"
                    onClick={() => update.mutate({ params: params(l), body: { disabled: !l.disabled } })}
                  >
                    {l.disabled ? 'Enable' : 'Disable'}
                  </Button>
                </PermitDrawn>
                <DeleteRowButton
                  permit={mayDelete}
                  label={`Delete ${l.key}`}
                  question={`Delete license ${l.key}?`}
                  consequence="Its devices lose their seats."
                  onConfirm={() =>
                    remove.mutate(
                      { params: params(l) },
                      { onSuccess: () => void message.success(TEXT.licenseDeleted) },
                    )
                  }
                />
              </Space>
            ),
          },
        ]}
      />
      {editing && (
        <LicenseDialog
          accountId={accountId}
          license={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
        />
      )}
    </>
  );
}
