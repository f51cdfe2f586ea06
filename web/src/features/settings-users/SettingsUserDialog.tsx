import { useState } from 'react';
import { App as AntApp, Button, Checkbox, Col, Flex, Form, Input, Modal, Row, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { DEFAULT_TIME_ZONE } from '@console/contract/constants';
import { PASSWORD_HINT, PASSWORD_REQUIRED, passwordProblems } from '@console/contract/password';
import {
  SETTINGS_USER_REQUIRED,
  type SettingsUser,
  type SettingsUserInput,
} from '@console/contract/settings-users';
import { useSaveSettingsUser, useTimeZones } from '../../api/settings-users';
import { applyPropertyErrors } from '../../components/meta/applyPropertyErrors';

export const USER_ADDED = 'User has been successfully added!';
export const USER_SAVED = 'User has been successfully saved!';

type FormValues = Omit<SettingsUserInput, 'password'> & { password?: string };

const FORM_FIELDS = [
  'firstName',
  'lastName',
  'userName',
  'email',
  'phone',
  'password',
  'timeZoneId',
  'isDaylightSavingTime',
  'active',
  'readOnly',
  'admin',
  'comments',
] as const;

const NEW_USER: Partial<FormValues> = {
  timeZoneId: DEFAULT_TIME_ZONE,
  isDaylightSavingTime: true,
  active: true,
  readOnly: false,
  admin: false,
};

const required = (message: string): Rule[] => [{ required: true, whitespace: true, message }];

/** The policy of console-core §5, checked before sending; every broken rule shows, joined by '; '. */
const passwordRules: Rule[] = [
  {
    validator: async (_rule, value: string | undefined) => {
      if (!value) throw new Error(PASSWORD_REQUIRED);
      const problems = passwordProblems(value);
      if (problems.length) throw new Error(problems.join('; '));
    },
  },
];

export interface SettingsUserDialogProps {
  /** The user to edit; none to create one. */
  user?: SettingsUser;
  /** Read-only staff see the details but cannot save. */
  readOnly: boolean;
  onClose: () => void;
}

/**
 * Create User / Edit User. While editing, the password is hidden behind Change (Cancel puts it
 * back) and is sent only when changed; a new user's time zone starts as Central Standard Time.
 */
export function SettingsUserDialog({ user, readOnly, onClose }: SettingsUserDialogProps) {
  const [form] = Form.useForm<FormValues>();
  const { message } = AntApp.useApp();
  const save = useSaveSettingsUser();
  const timeZones = useTimeZones();
  const creating = user === undefined;
  const [changingPassword, setChangingPassword] = useState(creating);

  const cancelPasswordChange = () => {
    form.setFieldValue('password', undefined);
    setChangingPassword(false);
  };

  const submit = ({ password, ...fields }: FormValues) => {
    const input: SettingsUserInput = changingPassword ? { ...fields, password } : fields;
    save.mutate(
      { id: user?.id, input },
      {
        onSuccess: () => {
          void message.success(creating ? USER_ADDED : USER_SAVED);
          onClose();
        },
        onError: (error) => {
          // The shared placement: a password shows all its messages joined by '; ', others the first.
          const elsewhere = applyPropertyErrors(
            form,
            error,
            FORM_FIELDS.map((name) => ({ name })),
          );
          for (const text of elsewhere) void message.error(text);
        },
      },
    );
  };

  return (
    <Modal
      open
      title={creating ? 'Create User' : 'Edit User'}
      okText="Save"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      okButtonProps={{ disabled: readOnly }}
      width={720}
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={user ?? NEW_USER}
        onFinish={submit}
        disabled={readOnly}
      >
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="firstName" label="First Name" rules={required(SETTINGS_USER_REQUIRED.firstName)}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="lastName" label="Last Name" rules={required(SETTINGS_USER_REQUIRED.lastName)}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="userName" label="Login" rules={required(SETTINGS_USER_REQUIRED.userName)}>
              <Input maxLength={100} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="email"
              label="Email"
              rules={[
                ...required(SETTINGS_USER_REQUIRED.email),
                { type: 'email', message: 'Email is not valid' },
              ]}
            >
              <Input maxLength={200} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="phone" label="Phone">
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            {changingPassword ? (
              <Flex gap={8} align="start">
                <Form.Item
                  name="password"
                  label="Password"
                  required
                  rules={passwordRules}
                  extra={PASSWORD_HINT}
                  style={{ flex: 1 }}
                >
                  <Input.Password maxLength={200} autoComplete="new-password" />
                </Form.Item>
                {!creating && (
                  // An empty label keeps the button level with the input.
                  <Form.Item label=" " colon={false}>
                    <Button aria-label="Cancel password change" onClick={cancelPasswordChange}>
                      Cancel
                    </Button>
                  </Form.Item>
                )}
              </Flex>
            ) : (
              <Form.Item label="Password">
                <Button onClick={() => setChangingPassword(true)}>Change</Button>
              </Form.Item>
            )}
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="timeZoneId" label="Time Zone">
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                loading={timeZones.isLoading}
                options={(timeZones.data ?? []).map((tz) => ({ value: tz.value, label: tz.name }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label="Access">
              <Flex gap={16} wrap>
                <Form.Item name="isDaylightSavingTime" valuePropName="checked" noStyle>
                  <Checkbox>Daylight Saving Time</Checkbox>
                </Form.Item>
                <Form.Item name="active" valuePropName="checked" noStyle>
                  <Checkbox>Active</Checkbox>
                </Form.Item>
                <Form.Item name="readOnly" valuePropName="checked" noStyle>
                  <Checkbox>Read Only</Checkbox>
                </Form.Item>
                <Form.Item name="admin" valuePropName="checked" noStyle>
                  <Checkbox>Admin</Checkbox>
                </Form.Item>
              </Flex>
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="comments" label="Comments">
              <Input.TextArea rows={3} maxLength={1000} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
