import { Button } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { Permit } from './permit';
import { PermitDrawn } from './Permitted';

/**
 * A row's Edit: a small icon-only button, so a row's actions fit in a narrow column; its accessible
 * name says which row. Refused, it is disabled with the permit's reason (PermitDrawn).
 */
export function EditRowButton({
  permit,
  label,
  onClick,
}: {
  permit: Permit;
  label: string;
  onClick: () => void;
}) {
  return (
    <PermitDrawn permit={permit}>
      <Button size="small" icon={<EditOutlined />} aria-label={label} onClick={onClick} />
    </PermitDrawn>
  );
}

/**
 * A row's Delete beside its Edit: small, icon-only and red, and it asks first, the question naming
 * the row and the description saying what deleting it changes, since nothing brings a row back.
 */
export function DeleteRowButton({
  permit,
  label,
  question,
  consequence,
  onConfirm,
}: {
  permit: Permit;
  label: string;
  question: string;
  consequence: string;
  onConfirm: () => void;
}) {
  return (
    <PermitDrawn
      permit={permit}
      confirm={{
        title: question,
        description: consequence,
        okText: 'Delete',
        okButtonProps: { danger: true },
        onConfirm,
      }}
    >
      <Button size="small" danger icon={<DeleteOutlined />} aria-label={label} />
    </PermitDrawn>
  );
}
