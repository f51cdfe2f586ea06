import { Button, Typography } from 'antd';
import { Dialog } from '../Dialog';
import { groupErrors, type NamedErrors } from './groupErrors';

export const CLOSE_TEXT = 'Close';

export interface ErrorsDialogProps {
  open: boolean;
  /** e.g. 'Errors when creating an account' or 'Errors when deleting an account'. */
  title: string;
  errors: readonly NamedErrors[];
  onClose: () => void;
}

/** Errors grouped by name (console-core §2 shared components), with a Close button. */
export function ErrorsDialog({ open, title, errors, onClose }: ErrorsDialogProps) {
  return (
    <Dialog
      open={open}
      title={title}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {CLOSE_TEXT}
        </Button>
      }
    >
      {groupErrors(errors).map(({ name, descriptions }) => (
        <section key={name} aria-label={name}>
          <Typography.Title level={5}>{name}</Typography.Title>
          <ul>
            {descriptions.map((description) => (
              <li key={description}>{description}</li>
            ))}
          </ul>
        </section>
      ))}
    </Dialog>
  );
}
