import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Card, Divider, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import type { AlertProps } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import {
  accountsApi,
  type AccountProduct,
  type ProductIssue,
  type ProductSubscription,
} from '@console/contract/accounts/api';
import { rankBand, type RankBand } from '@console/contract/rank';
import {
  useAccountProductIssues,
  useAccountProducts,
  useCompanyProducts,
  useProductSubscriptions,
  useRemoveProduct,
} from './api';
import { ErrorsDialog } from '../../kit/widgets/ErrorsDialog/ErrorsDialog';
import type { NamedErrors } from '../../kit/widgets/ErrorsDialog/groupErrors';
import { formatDate } from '../../lib/formats';
import { AddProductsDialog } from './AddProductsDialog';
import { EditSubscriptionDialog } from './EditSubscriptionDialog';
import { isShownProduct, PRODUCT_ROUTE_NAMES } from './products';
import { useNamedRoutes } from '../../kit/namedRoutes';
import { useMayCall, type Permit } from '../../kit/permit';
import { PermitDrawn, Permitted } from '../../kit/Permitted';
import { TEXT } from './texts';
import { useFeedback } from '../../kit/feedback';

export const ACTIVE_STATUS = 'Active';

/**
 * An issue's alert type by its product's rank band. A rank under 30 is still an issue to read, not a
 * success, so that band shows as info; 30 and over warn, 50 and over are errors (console-core §4).
 */
const ALERT_TYPES: Record<RankBand, NonNullable<AlertProps['type']>> = {
  success: 'info',
  warning: 'warning',
  danger: 'error',
};

/** Active is green, any other status a warning (console-core §4); no subscription at all is plain. */
function SubscriptionStatus({ subscription }: { subscription: ProductSubscription | null | undefined }) {
  if (subscription === undefined) return <Tag>Loading…</Tag>;
  if (subscription === null) return <Tag>No subscription</Tag>;
  return (
    <Flex gap={8} align="center" wrap>
      <Tag color={subscription.status === ACTIVE_STATUS ? 'green' : 'warning'}>{subscription.status}</Tag>
      <Typography.Text>{subscription.subscriptionPlanDto.name}</Typography.Text>
      <Typography.Text type="secondary">Expires {formatDate(subscription.expirationDate)}</Typography.Text>
    </Flex>
  );
}

interface ProductEntryProps {
  number: number;
  product: AccountProduct;
  subscription: ProductSubscription | null | undefined;
  subscriptionFailed: boolean;
  issue: ProductIssue | undefined;
  /** Whether the user may change the subscription and remove the product (kit/permit.ts). */
  mayEdit: Permit;
  mayRemove: Permit;
  removing: boolean;
  /** The product's page for this account (its named route), when there is one the user may open. */
  productPath: string | undefined;
  onEdit: () => void;
  onRemove: () => void;
}

function ProductEntry(props: ProductEntryProps) {
  const { number, product, subscription, subscriptionFailed, issue, mayEdit, mayRemove, removing } = props;
  return (
    <section aria-label={product.displayName}>
      <Flex justify="space-between" align="start" gap={16} wrap>
        <Flex vertical gap={6}>
          <Flex gap={8} align="baseline" wrap>
            <Typography.Text strong>{number}.</Typography.Text>
            <Typography.Text strong>
              {props.productPath ? (
                <Link to={props.productPath}>{product.displayName}</Link>
              ) : (
                product.displayName
              )}
            </Typography.Text>
            <Tag variant="filled">{product.projectId}</Tag>
            {!product.enabled && <Tag>Disabled</Tag>}
          </Flex>
          {subscriptionFailed ? (
            <Typography.Text type="danger">The subscription could not be loaded</Typography.Text>
          ) : (
            <SubscriptionStatus subscription={subscription} />
          )}
        </Flex>
        <Flex gap={8}>
          <PermitDrawn permit={mayEdit}>
            <Button size="small" icon={<EditOutlined />} onClick={props.onEdit}>
              Edit subscription
            </Button>
          </PermitDrawn>
          <PermitDrawn
            permit={mayRemove}
            confirm={{
              title: `Remove ${product.displayName}?`,
              description: 'The product and its subscription are removed from this account.',
              okText: 'Remove',
              okButtonProps: { danger: true },
              onConfirm: props.onRemove,
            }}
          >
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              loading={removing}
              aria-label={`Remove ${product.displayName}`}
            />
          </PermitDrawn>
        </Flex>
      </Flex>
      {issue && issue.messages.length > 0 && (
        <Flex vertical gap={6} style={{ marginTop: 10 }}>
          {issue.messages.map((text) => (
            <Alert key={text} type={ALERT_TYPES[rankBand(issue.rank)]} title={text} showIcon />
          ))}
        </Flex>
      )}
    </section>
  );
}

type Dialog = { kind: 'add' } | { kind: 'edit'; product: AccountProduct } | null;

/**
 * The account's products, numbered (console-core §2): each with its subscription, its issue alerts
 * and the subscription action; Passport is hidden. Add products offers the company's other products.
 */
export function AccountProductsCard({ accountId }: { accountId: number }) {
  const products = useAccountProducts(accountId);
  const issues = useAccountProductIssues(accountId);
  const companyProducts = useCompanyProducts();
  const remove = useRemoveProduct();
  const mayEdit = useMayCall(accountsApi.updateSubscription);
  const mayRemove = useMayCall(accountsApi.removeProduct);
  const pathOfRoute = useNamedRoutes();
  const productPathOf = (product: AccountProduct) => {
    const name = PRODUCT_ROUTE_NAMES[product.projectId];
    return name ? pathOfRoute(name, { id: accountId }) : undefined;
  };
  const { message } = useFeedback();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [addErrors, setAddErrors] = useState<NamedErrors[]>([]);

  const shown = useMemo(() => (products.data ?? []).filter(isShownProduct), [products.data]);
  const subscriptions = useProductSubscriptions(
    accountId,
    shown.map((product) => product.id),
  );
  const offered = useMemo(() => {
    const held = new Set((products.data ?? []).map((product) => product.id));
    return (companyProducts.data ?? []).filter((product) => isShownProduct(product) && !held.has(product.id));
  }, [products.data, companyProducts.data]);
  const plansOf = (productId: number) =>
    companyProducts.data?.find((product) => product.id === productId)?.subscriptionPlans ?? [];

  const removeProduct = (product: AccountProduct) =>
    remove.mutate(
      { params: { id: accountId, productId: product.id } },
      { onSuccess: () => void message.success(TEXT.productRemoved) },
    );

  return (
    <Card
      title="Products"
      extra={
        <Permitted call={accountsApi.addProducts}>
          <Button
            icon={<PlusOutlined />}
            disabled={offered.length === 0}
            onClick={() => setDialog({ kind: 'add' })}
          >
            Add products
          </Button>
        </Permitted>
      }
    >
      {products.isPending ? (
        <Skeleton active />
      ) : shown.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No products yet" />
      ) : (
        shown.map((product, index) => {
          const subscription = subscriptions[index];
          return (
            <div key={product.id}>
              {index > 0 && <Divider style={{ margin: '16px 0' }} />}
              <ProductEntry
                number={index + 1}
                product={product}
                subscription={subscription?.data}
                subscriptionFailed={subscription?.isError ?? false}
                issue={issues.data?.find((issue) => issue.productId === product.id)}
                mayEdit={mayEdit}
                mayRemove={mayRemove}
                productPath={productPathOf(product)}
                removing={remove.isPending && remove.variables.params.productId === product.id}
                onEdit={() => setDialog({ kind: 'edit', product })}
                onRemove={() => removeProduct(product)}
              />
            </div>
          );
        })
      )}
      {dialog?.kind === 'edit' && (
        <EditSubscriptionDialog
          accountId={accountId}
          product={dialog.product}
          subscription={subscriptions[shown.findIndex(({ id }) => id === dialog.product.id)]?.data ?? null}
          plans={plansOf(dialog.product.id)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'add' && (
        <AddProductsDialog
          accountId={accountId}
          offered={offered}
          onClose={() => setDialog(null)}
          onErrors={setAddErrors}
        />
      )}
      <ErrorsDialog
        open={addErrors.length > 0}
        title={TEXT.addProductsErrorsTitle}
        errors={addErrors}
        onClose={() => setAddErrors([])}
      />
    </Card>
  );
}
