import { useMemo, type ReactNode } from 'react';
import { Button, Form, Skeleton, Space } from 'antd';
import { Dialog } from './widgets/Dialog';
import type { QueryKey } from '@tanstack/react-query';
import type { ArgsOf, BodyOf, Endpoint, ResponseOf } from '@console/contract/kit';
import type { FieldMetadata } from '@console/contract/metadata';
import type { CallOptions } from './data/client';
import { useRouteMetadata } from './data/metadata';
import { applyPropertyErrors } from './meta/applyPropertyErrors';
import { MetaForm, type FormValues, type MetaFormProps } from './meta/MetaForm';
import { useEndpointMutation } from './data/queries';
import { useFeedback } from './feedback';
import { useMayCall } from './permit';
import { Refused } from './widgets/Refused';

export interface MetaFormDialogProps<E extends Endpoint> {
  title: string;
  /** The call the dialog saves with; its payload's metadata is the form. */
  endpoint: E;
  /** The call's path parameters (the record's id). */
  params?: ArgsOf<E>['params'];
  /** The record being edited; none to create one. */
  initialValues?: FormValues;
  /** Editing an existing record: its secrets sit behind Change and are sent only when changed. */
  editing?: boolean;
  /** Something else to load first (the record itself). */
  loading?: boolean;
  /**
   * The form is shown for reading only (a record the screen offers to view). The call's own gate is
   * checked here besides: staff who may not make it (read-only, or without its permission) see the
   * form with Save disabled, saying why.
   */
  readOnly?: boolean;
  /** Adjusts the metadata's fields for this dialog (a hint, a role's required field). */
  adjustFields?: (fields: readonly FieldMetadata[]) => FieldMetadata[];
  /** The body from the form's values, when it is more than the values themselves. */
  toBody?: (values: FormValues) => BodyOf<E>;
  /** Fields the dialog renders itself (children), for placing the server's errors on them. */
  ownFields?: readonly string[];
  okText?: string;
  /** The success message; none when the caller says it. */
  savedMessage?: string;
  /** Queries the change makes stale. */
  invalidates?: readonly QueryKey[];
  call?: CallOptions;
  onSaved: (answer: ResponseOf<E>, values: FormValues) => void;
  onClose: () => void;
  width?: number;
  /** MetaForm's own options (the optional fields' toggle, lookup loaders, the grid). */
  form?: Pick<
    MetaFormProps,
    'optionalToggle' | 'lookupLoaders' | 'defaultSpan' | 'currentAccountId' | 'roles'
  >;
  /** More form items below the fields (the create dialog's product selection). */
  children?: ReactNode;
  /** Fields the dialog draws itself above the metadata's (MetaForm's lead). */
  lead?: ReactNode;
}

const keep = (fields: readonly FieldMetadata[]) => [...fields];

/**
 * Create and edit dialogs from the metadata of the call they make (DESIGN.md "Families: the kit"):
 * required fields and limits are checked in the browser from that metadata before any round trip,
 * worded as the server words them; the server's propertyErrors land on their fields; a field's
 * error goes as soon as the field changes, and every error is checked again on resubmit.
 */
export function MetaFormDialog<E extends Endpoint>({
  title,
  endpoint,
  params,
  initialValues,
  editing = false,
  loading = false,
  readOnly = false,
  adjustFields = keep,
  toBody,
  ownFields = [],
  okText = 'Save',
  savedMessage,
  invalidates,
  call,
  onSaved,
  onClose,
  width = 760,
  form: formOptions,
  children,
  lead,
}: MetaFormDialogProps<E>) {
  const [form] = Form.useForm<FormValues>();
  const { message } = useFeedback();
  const metadata = useRouteMetadata(endpoint);
  const save = useEndpointMutation(endpoint, { invalidates, call });
  const fields = useMemo(() => adjustFields(metadata.data?.fields ?? []), [metadata.data, adjustFields]);
  const pending = metadata.isPending || loading;
  const permit = useMayCall(endpoint);
  const locked = readOnly || !permit.allowed;

  const submit = (values: FormValues) => {
    // The server validates the body; the form's values are its fields by name.
    const body = toBody ? toBody(values) : (values as unknown as BodyOf<E>);
    save.mutate({ params, body } as unknown as ArgsOf<E>, {
      onSuccess: (answer) => {
        if (savedMessage) void message.success(savedMessage);
        onSaved(answer as ResponseOf<E>, values);
      },
      onError: (error) => {
        const named = [...fields, ...ownFields.map((name) => ({ name }))];
        for (const text of applyPropertyErrors(form, error, named)) void message.error(text);
      },
    });
  };

  return (
    <Dialog
      title={title}
      okText={okText}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      okButtonProps={{ disabled: pending || locked }}
      footer={
        permit.allowed
          ? undefined
          : (_, { CancelBtn }) => (
              <Space>
                <CancelBtn />
                <Refused reason={permit.reason}>
                  <Button type="primary">{okText}</Button>
                </Refused>
              </Space>
            )
      }
      width={width}
      destroyOnHidden
    >
      {pending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <MetaForm
          form={form}
          fields={fields}
          groups={metadata.data?.groups}
          initialValues={initialValues}
          defaultSpan={12}
          {...formOptions}
          editing={editing}
          onFinish={submit}
          disabled={save.isPending || locked}
          lead={lead}
        >
          {children}
        </MetaForm>
      )}
    </Dialog>
  );
}
