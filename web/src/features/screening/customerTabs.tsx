import { Card, Col, Flex, Row } from 'antd';
import { screeningApi, type AggregatedAccount } from '@console/contract/screening/api';
import { useAccountMetrics } from './api';
import { useUrlDayRange } from '../../kit/widgets/DateRangePicker/useUrlDayRange';
import type { DetailTab } from '../../kit/DetailPage';
import { TokensPanel } from '../../kit/product/TokensPanel';
import { FactsCard } from '../../kit/widgets/FactsCard';
import { InvoicesTab } from './billing/InvoicesTab';
import { CustomizingTab } from './CustomizingTab';
import { ServicesCard } from './ServicesCard';
import { StatsPanel } from './StatsPanel';
import { SubscriptionsTab } from './SubscriptionsTab';

const TOKEN_ENDPOINTS = {
  list: screeningApi.tokens,
  create: screeningApi.createToken,
  update: screeningApi.updateToken,
  remove: screeningApi.deleteToken,
};

function AccountRequests({ id }: { id: number }) {
  const range = useUrlDayRange('round');
  const stats = useAccountMetrics(id, { dateFrom: range.dateFrom, dateTo: range.dateTo }, !range.problem);
  return <StatsPanel range={range} stats={stats} />;
}

function Overview({ data }: { data: AggregatedAccount }) {
  const id = data.account.id;
  return (
    <Flex vertical gap={24}>
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={16}>
          <Card title="Requests">
            <AccountRequests id={id} />
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Flex vertical gap={24}>
            <FactsCard
              title="Summary"
              items={[
                { key: 'contact', label: 'Contact', children: data.account.contactName || '—' },
                { key: 'requests', label: 'Requests (30 days)', children: data.counts.requestsLast30Days },
                { key: 'subs', label: 'Active subscriptions', children: data.counts.activeSubscriptions },
                { key: 'services', label: 'Services enabled', children: data.counts.services },
                { key: 'tokens', label: 'Tokens', children: data.counts.tokens },
              ]}
            />
            <ServicesCard accountId={id} />
          </Flex>
        </Col>
      </Row>
      <Card title="Tokens">
        <TokensPanel endpoints={TOKEN_ENDPOINTS} params={{ id }} />
      </Card>
    </Flex>
  );
}

/**
 * The customer page's tabs, in one place (console-core §2: Customer/{id} with its sub-pages
 * subscriptions, invoices and customizing). The billing screens add theirs (invoices, cards) here.
 */
export function customerTabs(data: AggregatedAccount): DetailTab[] {
  const id = data.account.id;
  return [
    { key: 'overview', label: 'Overview', children: <Overview data={data} /> },
    { key: 'subscriptions', label: 'Subscriptions', children: <SubscriptionsTab accountId={id} /> },
    { key: 'invoices', label: 'Invoices', children: <InvoicesTab accountId={id} /> },
    {
      key: 'customizing',
      label: 'Customizing',
      children: <CustomizingTab accountId={id} settings={data.settings} />,
    },
  ];
}
