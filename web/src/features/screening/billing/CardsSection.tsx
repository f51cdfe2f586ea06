import { useState } from 'react';
import { Alert, Button, Card, Empty, Space, Table, Tag, Typography } from 'antd';
import type { TableColumnType } from 'antd';
import { CreditCardOutlined, PlusOutlined } from '@ant-design/icons';
import { screeningBillingApi, type Card as PaymentCard } from '@console/contract/screening/billing';
import { SCREENING_CHANGES } from '../api';
import { useCards, useSetDefaultCard } from '../billingApi';
import { useFeedback } from '../../../kit/feedback';
import { MetaFormDialog } from '../../../kit/MetaFormDialog';
import { useMayCall } from '../../../kit/permit';
import { PermitDrawn, Permitted } from '../../../kit/Permitted';
import { BILLING_TEXT as TEXT } from './texts';

/** Add Card: the number, expiry, security code and holder; checked again by the server (Luhn, expiry). */
function AddCardDialog({ accountId, onClose }: { accountId: number; onClose: () => void }) {
  return (
    <MetaFormDialog
      title={TEXT.addCard}
      endpoint={screeningBillingApi.addCard}
      params={{ id: accountId }}
      savedMessage={TEXT.cardAdded}
      invalidates={SCREENING_CHANGES}
      onSaved={onClose}
      onClose={onClose}
      okText="Add"
    />
  );
}

const expiry = (card: PaymentCard) => `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;

/**
 * The account's cards (product-families §7 "Accounts/{id}/cards"): brand, last four digits, expiry
 * and holder (the number is never kept), the default marked; add one, or make another the default.
 */
export function CardsSection({ accountId }: { accountId: number }) {
  const cards = useCards(accountId);
  const setDefault = useSetDefaultCard();
  const { message } = useFeedback();
  // Billing is its own permission ("Manage billing"): staff without it see the cards, the actions
  // disabled with the reason.
  const maySetDefault = useMayCall(screeningBillingApi.setDefaultCard);
  const [adding, setAdding] = useState(false);

  const columns: TableColumnType<PaymentCard>[] = [
    {
      title: 'Card',
      render: (_, card) => (
        <Space>
          <CreditCardOutlined />
          {card.brand} •••• {card.last4}
        </Space>
      ),
    },
    { title: 'Expires', render: (_, card) => expiry(card) },
    { title: 'Cardholder', dataIndex: 'holderName' },
    {
      title: 'Default',
      render: (_, card) =>
        card.isDefault ? (
          <Tag color="green">{TEXT.defaultCard}</Tag>
        ) : (
          <PermitDrawn permit={maySetDefault}>
            <Button
              size="small"
              aria-label={`Make ${card.brand} ${card.last4} the default`}
              loading={setDefault.isPending && setDefault.variables.body.cardId === card.cardId}
              onClick={() =>
                setDefault.mutate(
                  { params: { id: accountId }, body: { cardId: card.cardId } },
                  { onSuccess: () => void message.success(TEXT.defaultSet) },
                )
              }
            >
              {TEXT.makeDefault}
            </Button>
          </PermitDrawn>
        ),
    },
  ];

  return (
    <Card
      title={TEXT.cards}
      extra={
        <Permitted call={screeningBillingApi.addCard}>
          <Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            {TEXT.addCard}
          </Button>
        </Permitted>
      }
    >
      {cards.isError ? (
        <Alert type="error" showIcon message={TEXT.cardsFailed} />
      ) : (
        <Table<PaymentCard>
          rowKey="cardId"
          size="small"
          loading={cards.isPending}
          columns={columns}
          dataSource={cards.data}
          pagination={false}
          locale={{ emptyText: <Empty description={TEXT.noCards} /> }}
        />
      )}
      <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
        Invoices are charged to the default card.
      </Typography.Paragraph>
      {adding && <AddCardDialog accountId={accountId} onClose={() => setAdding(false)} />}
    </Card>
  );
}
