import { useState, type ReactNode } from 'react';
import { Button, Flex, Form } from 'antd';

export const CHANGE = 'Change';
export const CANCEL_CHANGE = 'Cancel password change';

/**
 * A secret (a password) of a record being edited: hidden behind Change, and Cancel puts it back
 * unchanged (console-core §2, "While editing, the password field has a Change/Cancel toggle"). A
 * secret not changed is not sent, so the server keeps the one it has.
 */
export function SecretField({
  name,
  label,
  disabled,
  children,
}: {
  name: string;
  label: ReactNode;
  disabled: boolean;
  /** The field's Form.Item, shown while changing. */
  children: ReactNode;
}) {
  const form = Form.useFormInstance();
  const [changing, setChanging] = useState(false);
  if (!changing) {
    return (
      <Form.Item label={label}>
        <Button disabled={disabled} onClick={() => setChanging(true)}>
          {CHANGE}
        </Button>
      </Form.Item>
    );
  }
  const cancel = () => {
    form.setFieldValue(name, undefined);
    setChanging(false);
  };
  return (
    <Flex gap={8} align="start">
      <div style={{ flex: 1 }}>{children}</div>
      {/* An empty label keeps the button level with the input. */}
      <Form.Item label=" " colon={false}>
        <Button aria-label={CANCEL_CHANGE} onClick={cancel}>
          Cancel
        </Button>
      </Form.Item>
    </Flex>
  );
}
