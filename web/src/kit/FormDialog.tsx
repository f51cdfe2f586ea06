import type { ReactNode } from 'react';
import { Form, type FormInstance, type FormProps } from 'antd';
import { applyPropertyErrors } from './meta/applyPropertyErrors';
import { useFeedback } from './feedback';
import { Dialog, type DialogProps } from './widgets/Dialog';

/*
 * The dialogs whose form a family draws itself (a license, a failed record, an exception, Power
 * BI's settings, a token's issue and expiration, a report receiver), as opposed to a metadata form
 * (MetaFormDialog). They work alike: OK submits the form and spins while the call runs; a save that
 * went through says so and closes, one the server refused puts its messages on the fields and says
 * the rest. One piece for each half, so that they stay alike.
 */

export interface FormDialogProps<Values> extends Omit<
  DialogProps,
  'onOk' | 'onCancel' | 'confirmLoading' | 'children'
> {
  form: FormInstance<Values>;
  initialValues?: FormProps<Values>['initialValues'];
  onFinish: (values: Values) => void;
  /** The save is under way: OK spins. */
  pending: boolean;
  onClose: () => void;
  /** The fields are not to be changed (while the save runs, for one). */
  disabled?: boolean;
  /** The form's items. */
  children: ReactNode;
}

/** The console's dialog around a vertical form, OK submitting it. */
export function FormDialog<Values>({
  form,
  initialValues,
  onFinish,
  pending,
  onClose,
  disabled,
  children,
  ...dialog
}: FormDialogProps<Values>) {
  return (
    <Dialog
      {...dialog}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={pending}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={onFinish}
        disabled={disabled}
      >
        {children}
      </Form>
    </Dialog>
  );
}

/**
 * A dialog's save's outcome, as a mutation's callbacks: `outcome('The license was saved')` says so and
 * closes the dialog; a failure's field errors land on the form's `fields`, its other messages show.
 */
export function useSaveOutcome(form: FormInstance, fields: readonly { name: string }[], onClose: () => void) {
  const { message } = useFeedback();
  return (saved: string) => ({
    onSuccess: () => {
      void message.success(saved);
      onClose();
    },
    onError: (error: unknown) => {
      for (const text of applyPropertyErrors(form, error, fields)) void message.error(text);
    },
  });
}
