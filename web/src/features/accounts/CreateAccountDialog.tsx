import { useMemo } from 'react';
import { App as AntApp, Form, Modal, Skeleton } from 'antd';
import type { AccountCreate, AccountProductSelection } from '@console/contract/accounts';
import { AccountRoutes, useCompanyProducts, useCreateAccount } from '../../api/accounts';
import { useRouteMetadata } from '../../api/metadata';
import type { NamedErrors } from '../../components/ErrorsDialog/groupErrors';
import { applyPropertyErrors } from '../../components/meta/applyPropertyErrors';
import { MetaForm, type FormValues } from '../../components/meta/MetaForm';
import { createAccountFields } from './formFields';
import { isShownProduct, productErrorsOf } from './products';
import { ProductSelection } from './ProductSelection';
import { useCurrentStaff } from './staff';
import { TEXT } from './texts';
import { useAdminLookupLoaders } from './useAdminLookupLoaders';

const PRODUCTS = 'products';

export interface CreatedAccount {
  customerName: string;
  /** Products that could not be provisioned, by product name; the account exists regardless. */
  productErrors: NamedErrors[];
}

export interface CreateAccountDialogProps {
  onClose: () => void;
  onCreated: (created: CreatedAccount) => void;
}

/**
 * Create Account (console-core §2, §4, §5): the fields of the create route's metadata, the optional
 * ones behind 'Show Optional Fields', and the products with a plan each. Field errors land on the
 * fields and keep the dialog open; once the account exists the dialog hands it to the page, with
 * any product failures for the errors dialog.
 */
export function CreateAccountDialog({ onClose, onCreated }: CreateAccountDialogProps) {
  const [form] = Form.useForm<FormValues>();
  const { message } = AntApp.useApp();
  const staff = useCurrentStaff();
  const metadata = useRouteMetadata(AccountRoutes.create);
  const products = useCompanyProducts();
  const create = useCreateAccount();

  const fields = useMemo(
    () => createAccountFields(metadata.data?.fields ?? [], staff.isAdmin),
    [metadata.data, staff.isAdmin],
  );
  const lookupLoaders = useAdminLookupLoaders(fields);
  const offered = useMemo(() => (products.data ?? []).filter(isShownProduct), [products.data]);

  const submit = (values: FormValues) => {
    // The server validates the payload; the form's values are its fields by name.
    const input = { ...values, [PRODUCTS]: values[PRODUCTS] ?? [] } as AccountCreate;
    create.mutate(input, {
      onSuccess: ({ productResults }) => {
        void message.success(TEXT.accountCreated);
        onCreated({
          customerName: input.customerName.trim(),
          productErrors: productErrorsOf(productResults, products.data ?? []),
        });
      },
      onError: (error) => {
        const unplaced = applyPropertyErrors(form, error, [...fields, { name: PRODUCTS }]);
        for (const text of unplaced) void message.error(text);
      },
    });
  };

  return (
    <Modal
      open
      title={TEXT.createAccount}
      okText="Create"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={create.isPending}
      okButtonProps={{ disabled: metadata.isPending }}
      width={880}
      destroyOnHidden
    >
      {metadata.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <MetaForm
          form={form}
          fields={fields}
          groups={metadata.data?.groups}
          roles={staff.roles}
          lookupLoaders={lookupLoaders}
          optionalToggle
          defaultSpan={12}
          onFinish={submit}
          disabled={create.isPending}
        >
          <Form.Item<FormValues>
            name={PRODUCTS}
            label="Products"
            initialValue={[] satisfies AccountProductSelection[]}
          >
            <ProductSelection products={offered} loading={products.isPending} disabled={create.isPending} />
          </Form.Item>
        </MetaForm>
      )}
    </Modal>
  );
}
