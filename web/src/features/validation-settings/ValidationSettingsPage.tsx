import { useState } from 'react';
import { Alert, Button, Card, Flex, Result, Space, Switch, Tag, Typography } from 'antd';
import { CloudUploadOutlined, PlusOutlined } from '@ant-design/icons';
import { checkTitle } from '@console/contract/dvs/result';
import {
  EXCEPTION_SUBJECT_TITLES,
  validationSettingsApi,
  type ValidationException,
} from '@console/contract/validation-settings/api';
import { useDeleteException, useSyncValidationSettings, useToggleCheck, useValidationSettings } from './api';
import { useFeedback } from '../../kit/feedback';
import { QueryTable } from '../../kit/list/QueryTable';
import { PageHeading } from '../../kit/widgets/PageHeading';
import { useMayCall } from '../../kit/permit';
import { PermitDrawn, Permitted } from '../../kit/Permitted';
import { DeleteRowButton, EditRowButton } from '../../kit/RowEditDelete';
import { formatDate, formatDateTime } from '../../lib/formats';
import { ExceptionDialog } from './ExceptionDialog';
import { TEXT } from './texts';

/**
 * /validationSettings (product-families §2, §4): the checks with their switches, the exceptions
 * (added, changed, deleted), and Sync, which publishes both to the devices as a new version. The
 * page says when there are changes not yet published. Every change is "Publish validation settings"
 * (it changes what every device checks): staff without it read the page, each action disabled with
 * the reason.
 */
export default function ValidationSettingsPage() {
  const settings = useValidationSettings();
  const toggle = useToggleCheck();
  const remove = useDeleteException();
  const sync = useSyncValidationSettings();
  const { message } = useFeedback();
  const mayToggle = useMayCall(validationSettingsApi.toggle);
  const mayUpdate = useMayCall(validationSettingsApi.updateException);
  const mayDelete = useMayCall(validationSettingsApi.deleteException);
  const [editing, setEditing] = useState<ValidationException | 'new'>();
  const data = settings.data;

  if (settings.isError && !data) {
    return (
      <Result
        status="warning"
        title={TEXT.loadFailed}
        extra={<Button onClick={() => void settings.refetch()}>Try again</Button>}
      />
    );
  }

  const publish = () =>
    sync.mutate({}, { onSuccess: ({ version }) => void message.success(TEXT.synced(version)) });

  return (
    <Flex vertical gap={16}>
      <PageHeading style={{ marginTop: 0, marginBottom: 0 }}>{TEXT.title}</PageHeading>

      <Card
        title={TEXT.publishing}
        loading={settings.isPending}
        extra={
          <Permitted call={validationSettingsApi.sync}>
            <Button type="primary" icon={<CloudUploadOutlined />} loading={sync.isPending} onClick={publish}>
              {TEXT.sync}
            </Button>
          </Permitted>
        }
      >
        {data && (
          <Flex vertical gap={12}>
            <Typography.Text>
              {data.version === 0 || !data.publishedAt
                ? TEXT.neverPublished
                : `Version ${data.version}, published ${formatDateTime(data.publishedAt)}.`}
            </Typography.Text>
            {data.unpublishedChanges && <Alert type="warning" showIcon message={TEXT.unpublished} />}
          </Flex>
        )}
      </Card>

      <Card title={TEXT.checks} loading={settings.isPending}>
        <Typography.Paragraph type="secondary">{TEXT.checksHint}</Typography.Paragraph>
        <Flex vertical gap={12} role="list" aria-label={TEXT.checks}>
          {data?.checks.map((check) => (
            <Flex key={check.name} gap={12} align="center" role="listitem">
              <PermitDrawn permit={mayToggle}>
                <Switch
                  aria-label={check.title}
                  checked={check.enabled}
                  loading={toggle.isPending && toggle.variables?.body.check === check.name}
                  onChange={(enabled) =>
                    toggle.mutate(
                      { body: { check: check.name, enabled } },
                      {
                        onSuccess: () =>
                          void message.success(
                            enabled ? TEXT.checkOn(check.title) : TEXT.checkOff(check.title),
                          ),
                      },
                    )
                  }
                />
              </PermitDrawn>
              <Typography.Text>{check.title}</Typography.Text>
            </Flex>
          ))}
        </Flex>
      </Card>

      <Card
        title={TEXT.exceptions}
        extra={
          <Permitted call={validationSettingsApi.createException}>
            <Button icon={<PlusOutlined />} onClick={() => setEditing('new')} disabled={!data}>
              {TEXT.addException}
            </Button>
          </Permitted>
        }
      >
        <Typography.Paragraph type="secondary">{TEXT.exceptionsHint}</Typography.Paragraph>
        <QueryTable<ValidationException>
          rowKey="id"
          query={settings}
          rows={data?.exceptions}
          empty={TEXT.noExceptions}
          columns={[
            {
              key: 'subject',
              title: 'Document or Person',
              render: (_, e) => (
                <Space direction="vertical" size={0}>
                  <Typography.Text strong>{e.subject}</Typography.Text>
                  <Typography.Text type="secondary">
                    {EXCEPTION_SUBJECT_TITLES[e.subjectType]}
                  </Typography.Text>
                </Space>
              ),
            },
            { key: 'check', title: 'Check', render: (_, e) => checkTitle(e.check) },
            { key: 'reason', title: 'Reason', dataIndex: 'reason', width: 320 },
            {
              key: 'expiresOn',
              title: 'Expires',
              render: (_, e) =>
                e.expiresOn ? (
                  <Space>
                    {formatDate(e.expiresOn)}
                    {e.expired && <Tag color="default">Expired</Tag>}
                  </Space>
                ) : (
                  'Never'
                ),
            },
            {
              key: 'created',
              title: 'Added',
              render: (_, e) => `${formatDateTime(e.createdAt)} by ${e.createdBy}`,
            },
            {
              key: 'actions',
              title: 'Actions',
              render: (_, e) => (
                <Space>
                  <EditRowButton
                    permit={mayUpdate}
                    label={`Edit exception ${e.subject}`}
                    onClick={() => setEditing(e)}
                  />
                  <DeleteRowButton
                    permit={mayDelete}
                    label={`Delete exception ${e.subject}`}
                    question={`Delete the exception for ${e.subject}?`}
                    consequence={`${checkTitle(e.check)} applies to them again after the next sync.`}
                    onConfirm={() =>
                      remove.mutate(
                        { params: { id: e.id } },
                        { onSuccess: () => void message.success(TEXT.exceptionDeleted) },
                      )
                    }
                  />
                </Space>
              ),
            },
          ]}
        />
      </Card>

      {editing && data && (
        <ExceptionDialog
          checks={data.checks}
          exception={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Flex>
  );
}
