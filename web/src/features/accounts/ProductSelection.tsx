import { Checkbox, DatePicker, Empty, Select, Table } from 'antd';
import dayjs from 'dayjs';
import type { AccountProductSelection } from '@console/contract/accounts/api';
import type { CompanyProductAndSubscriptions } from '@console/contract/session/api';
import { DATE_FORMAT, toDateValue, toDayjs } from '../../lib/formats';

export interface ProductSelectionProps {
  /** The products to choose from. */
  products: readonly CompanyProductAndSubscriptions[];
  /** The chosen products; Form.Item passes value and onChange. */
  value?: AccountProductSelection[];
  onChange?: (value: AccountProductSelection[]) => void;
  disabled?: boolean;
  loading?: boolean;
}

/**
 * Products with a subscription plan each (console-core §2 "Create Account dialog"): a checkbox per
 * product, then its plan and an optional expiration date. Only checked products are in the value;
 * a product that needs a plan says so, and the server answers for it if none is chosen.
 */
export function ProductSelection({
  products,
  value = [],
  onChange,
  disabled,
  loading,
}: ProductSelectionProps) {
  const chosen = (productId: number) => value.find((selection) => selection.productId === productId);
  const toggle = (productId: number, checked: boolean) =>
    onChange?.(
      checked ? [...value, { productId }] : value.filter((selection) => selection.productId !== productId),
    );
  const change = (productId: number, changes: Partial<AccountProductSelection>) =>
    onChange?.(
      value.map((selection) => {
        if (selection.productId !== productId) return selection;
        const next: AccountProductSelection = { ...selection, ...changes };
        // A blank plan or date is left out of the payload; without a plan a date means nothing.
        if (next.subscriptionPlanId === undefined) delete next.subscriptionPlanId;
        if (next.subscriptionPlanId === undefined || next.subscriptionExpirationDate === undefined)
          delete next.subscriptionExpirationDate;
        return next;
      }),
    );

  return (
    <Table<CompanyProductAndSubscriptions>
      rowKey="id"
      size="small"
      pagination={false}
      loading={loading}
      dataSource={[...products]}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No products to add" /> }}
      columns={[
        {
          key: 'product',
          title: 'Product',
          render: (_, product) => (
            <Checkbox
              checked={chosen(product.id) !== undefined}
              disabled={disabled}
              onChange={(event) => toggle(product.id, event.target.checked)}
            >
              {product.displayName}
            </Checkbox>
          ),
        },
        {
          key: 'plan',
          title: 'Subscription Plan',
          width: 220,
          render: (_, product) => {
            const selection = chosen(product.id);
            return (
              <Select<number>
                aria-label={`${product.displayName} plan`}
                style={{ width: '100%' }}
                placeholder={product.subscriptionIsRequired ? 'Plan (required)' : 'Plan (optional)'}
                disabled={disabled || !selection}
                allowClear
                value={selection?.subscriptionPlanId}
                onChange={(planId) => change(product.id, { subscriptionPlanId: planId })}
                options={product.subscriptionPlans.map((plan) => ({ value: plan.id, label: plan.name }))}
              />
            );
          },
        },
        {
          key: 'expiration',
          title: 'Expiration Date',
          width: 180,
          render: (_, product) => {
            const selection = chosen(product.id);
            return (
              <DatePicker
                aria-label={`${product.displayName} expiration date`}
                format={DATE_FORMAT}
                style={{ width: '100%' }}
                placeholder="Optional"
                disabled={disabled || selection?.subscriptionPlanId === undefined}
                value={toDayjs(selection?.subscriptionExpirationDate) ?? null}
                disabledDate={(day) => day.isBefore(dayjs(), 'day')}
                onChange={(day) =>
                  change(product.id, { subscriptionExpirationDate: day ? toDateValue(day) : undefined })
                }
              />
            );
          },
        },
      ]}
    />
  );
}
