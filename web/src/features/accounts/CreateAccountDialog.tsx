import { useCallback, useMemo } from 'react';
import { Form } from 'antd';
import type { FieldMetadata } from '@console/contract/metadata';
import {
  accountsApi,
  type AccountCreate,
  type AccountProductSelection,
} from '@console/contract/accounts/api';
import { ACCOUNT_LISTS, useCompanyProducts } from './api';
import type { NamedErrors } from '../../kit/widgets/ErrorsDialog/groupErrors';
import type { FormValues } from '../../kit/meta/MetaForm';
import { MetaFormDialog } from '../../kit/MetaFormDialog';
import { createAccountFields } from './formFields';
import { isShownProduct, productErrorsOf } from './products';
import { ProductSelection } from './ProductSelection';
import { useCurrentStaff } from '../../kit/useCurrentStaff';
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

/** The server validates the body; the form's values are its fields by name, the products always sent. */
const toBody = (values: FormValues) => ({ ...values, [PRODUCTS]: values[PRODUCTS] ?? [] }) as AccountCreate;

/**
 * Create Account (console-core §2, §4, §5): the fields of the create call's metadata, the optional
 * ones behind 'Show Optional Fields', and the products with a plan each. Field errors land on the
 * fields and keep the dialog open; once the account exists the dialog hands it to the page, with
 * any product failures for the errors dialog.
 */
export function CreateAccountDialog({ onClose, onCreated }: CreateAccountDialogProps) {
  const staff = useCurrentStaff();
  const products = useCompanyProducts();
  const lookupLoaders = useAdminLookupLoaders(accountsApi.create);
  const offered = useMemo(() => (products.data ?? []).filter(isShownProduct), [products.data]);
  const adjustFields = useCallback(
    (fields: readonly FieldMetadata[]) => createAccountFields(fields, staff.isAdmin),
    [staff.isAdmin],
  );

  return (
    <MetaFormDialog
      title={TEXT.createAccount}
      endpoint={accountsApi.create}
      okText="Create"
      width={880}
      adjustFields={adjustFields}
      toBody={toBody}
      ownFields={[PRODUCTS]}
      savedMessage={TEXT.accountCreated}
      invalidates={ACCOUNT_LISTS}
      form={{ optionalToggle: true, lookupLoaders, roles: staff.roles }}
      onClose={onClose}
      onSaved={({ productResults }, values) =>
        onCreated({
          customerName: String(values.customerName).trim(),
          productErrors: productErrorsOf(productResults, products.data ?? []),
        })
      }
    >
      <Form.Item<FormValues>
        name={PRODUCTS}
        label="Products"
        initialValue={[] satisfies AccountProductSelection[]}
      >
        <ProductSelection products={offered} loading={products.isPending} />
      </Form.Item>
    </MetaFormDialog>
  );
}
