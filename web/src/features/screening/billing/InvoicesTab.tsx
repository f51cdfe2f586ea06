import { Button, Flex, Space, Typography } from 'antd';
import type { TableColumnType } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import {
  canChangeInvoice,
  INVOICE_STATUSES,
  INVOICE_STATUS_NAMES,
} from '@console/contract/screening/invoice-status';
import { screeningBillingApi, type InvoiceListItem } from '@console/contract/screening/billing';
import { useInvoicePdf, useInvoicesList, usePayInvoice, useVoidInvoice } from '../billingApi';
import { useFeedback } from '../../../kit/feedback';
import { choiceFilter, ListFilters } from '../../../kit/list/ListFilters';
import { ListPage } from '../../../kit/list/ListPage';
import { saveDownload } from '../../../kit/data/saveDownload';
import { useMayCall } from '../../../kit/permit';
import { PermitDrawn } from '../../../kit/Permitted';
import { formatDate } from '../../../lib/formats';
import { formatCents } from '../../../lib/formats';
import { CardsSection } from './CardsSection';
import { InvoiceStatusTag } from './InvoiceStatusTag';
import { BILLING_TEXT as TEXT } from './texts';

const FILTERS = [
  choiceFilter(
    'status',
    'Status',
    INVOICE_STATUSES.map((status) => ({ value: status, label: INVOICE_STATUS_NAMES[status] })),
    { exactWidth: 200 },
  ),
];

/** The month an invoice bills, as staff read it: October 2026. */
const monthName = (period: string) =>
  new Date(`${period}-01T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * The customer page's Invoices tab (console-core §2 Customer/{id}/invoices): the account's cards, and
 * its invoices newest month first with their status, totals and PDF; an unpaid one can be charged
 * now or voided, as the status rule allows.
 */
export function InvoicesTab({ accountId }: { accountId: number }) {
  const list = useInvoicesList(accountId);
  const pdf = useInvoicePdf();
  const pay = usePayInvoice();
  const voidInvoice = useVoidInvoice();
  const { message } = useFeedback();
  // Paying and voiding need "Manage billing": offered where the status allows, disabled with the
  // reason for staff without it.
  const mayPay = useMayCall(screeningBillingApi.payInvoice);
  const mayVoid = useMayCall(screeningBillingApi.voidInvoice);
  const params = (invoice: InvoiceListItem) => ({ id: accountId, invoiceId: invoice.invoiceId });

  const columns: TableColumnType<InvoiceListItem>[] = [
    { key: 'number', dataIndex: 'number', sorter: true, render: (n: string | null) => n ?? 'Draft' },
    { key: 'period', dataIndex: 'period', sorter: true, render: monthName },
    {
      key: 'status',
      dataIndex: 'status',
      sorter: true,
      render: (_, invoice) => (
        <Flex vertical gap={2} align="start">
          <InvoiceStatusTag status={invoice.status} />
          {invoice.status === 'open' && invoice.attemptCount > 0 && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {invoice.attemptCount} payment attempt{invoice.attemptCount === 1 ? '' : 's'} failed
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      key: 'finalizedAt',
      dataIndex: 'finalizedAt',
      render: (at: string | null) => (at ? formatDate(at) : '—'),
    },
    {
      key: 'totalCents',
      title: 'Total',
      dataIndex: 'totalCents',
      align: 'right',
      sorter: true,
      render: formatCents,
    },
    {
      key: 'amountDueCents',
      title: 'Amount Due',
      dataIndex: 'amountDueCents',
      align: 'right',
      render: formatCents,
    },
    {
      key: 'actions',
      title: 'Actions',
      render: (_, invoice) => (
        <Space>
          <Button
            size="small"
            icon={<FilePdfOutlined />}
            aria-label={`PDF of invoice ${invoice.number ?? invoice.invoiceId}`}
            loading={pdf.isPending && pdf.variables.params.invoiceId === invoice.invoiceId}
            onClick={() =>
              void pdf
                .mutateAsync({ params: params(invoice) })
                .then((file) => saveDownload(file, `invoice-${invoice.number ?? invoice.invoiceId}.pdf`))
                .catch(() => undefined)
            }
          >
            {TEXT.pdf}
          </Button>
          {canChangeInvoice(invoice.status, 'pay') && (
            <PermitDrawn
              permit={mayPay}
              confirm={{
                title: TEXT.payQuestion,
                okText: TEXT.pay,
                onConfirm: () =>
                  pay.mutateAsync({ params: params(invoice) }).then(() => void message.success(TEXT.paid)),
              }}
            >
              <Button size="small" type="primary">
                {TEXT.pay}
              </Button>
            </PermitDrawn>
          )}
          {canChangeInvoice(invoice.status, 'void') && (
            <PermitDrawn
              permit={mayVoid}
              confirm={{
                title: TEXT.voidQuestion,
                okText: TEXT.void,
                okButtonProps: { danger: true },
                onConfirm: () =>
                  voidInvoice
                    .mutateAsync({ params: params(invoice) })
                    .then(() => void message.success(TEXT.voided)),
              }}
            >
              <Button size="small" danger>
                {TEXT.void}
              </Button>
            </PermitDrawn>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={24}>
      <ListPage<InvoiceListItem>
        list={list}
        // No heading of its own: the tab is named Invoices and the page's one h1 is the customer's.
        columns={columns}
        rowKey="invoiceId"
        filters={<ListFilters list={list} filters={FILTERS} note="Amounts in US dollars" />}
        nouns={['invoice', 'invoices']}
        empty={{ none: TEXT.noInvoices, filtered: TEXT.noInvoicesFiltered }}
      />
      <CardsSection accountId={accountId} />
    </Flex>
  );
}
