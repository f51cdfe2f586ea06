import { useMemo } from 'react';
import { Form, Select } from 'antd';
import type { AccountCreateResponse } from '@console/contract/accounts/api';
import { dvsApi } from '@console/contract/dvs/api';
import type { FieldMetadata } from '@console/contract/metadata';
import { Project } from '@console/contract/products/api';
import { useCompanyProducts } from '../accounts/api';
import { DVS_CHANGES } from './api';
import type { FormValues } from '../../kit/meta/MetaForm';
import { MetaFormDialog } from '../../kit/MetaFormDialog';
import { useCurrentStaff } from '../../kit/useCurrentStaff';
import { TEXT } from './texts';

const PLAN = 'subscriptionPlanId';

/** The plan is chosen from DIVE's plans below the fields, not typed as a number. */
const withoutPlan = (fields: readonly FieldMetadata[]) => fields.filter((field) => field.name !== PLAN);

/**
 * Create DIVE Account: the create call's fields (the account and its first user) and DIVE's plan.
 * The company's default DIVE features apply on the server.
 */
export function CreateDvsAccountDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (answer: AccountCreateResponse) => void;
}) {
  const { roles } = useCurrentStaff();
  const products = useCompanyProducts();
  const plans = useMemo(
    () =>
      (products.data ?? [])
        .filter((product) => product.projectId === Project.DVS)
        .flatMap((product) =>
          product.subscriptionPlans.map((plan) => ({ value: plan.id, label: plan.name })),
        ),
    [products.data],
  );
  return (
    <MetaFormDialog
      title={TEXT.createAccount}
      endpoint={dvsApi.create}
      okText="Create"
      adjustFields={withoutPlan}
      ownFields={[PLAN]}
      savedMessage={TEXT.accountCreated}
      invalidates={DVS_CHANGES}
      form={{ optionalToggle: true, roles }}
      onSaved={onCreated}
      onClose={onClose}
    >
      <Form.Item<FormValues>
        name={PLAN}
        label="Subscription Plan"
        rules={[{ required: true, message: 'Choose a plan of DIVE' }]}
      >
        <Select
          aria-label="Subscription Plan"
          placeholder="Choose a plan"
          loading={products.isPending}
          options={plans}
        />
      </Form.Item>
    </MetaFormDialog>
  );
}
