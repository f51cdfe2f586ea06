import { Flex } from 'antd';
import { dvsOnlineApi, type DvsOnlineUser } from '@console/contract/dvs-online/api';
import { cardTab, ProductAccountRoute, tokensTab } from '../../kit/product/ProductAccountPage';
import { RequestMetrics } from '../../kit/RequestMetrics';
import { accountFacts } from '../../kit/product/accountFacts';
import { FactsCard } from '../../kit/widgets/FactsCard';
import { DVS_ONLINE_USERS_PATH } from './paths';
import { RequestsTab } from './RequestsTab';
import { TEXT } from './texts';

const USERS_LIST = { path: DVS_ONLINE_USERS_PATH, backLabel: TEXT.backToUsers };

const percent = (success: number, total: number) =>
  total ? `${((success / total) * 100).toFixed(1)}%` : '—';

function Summary({ user }: { user: DvsOnlineUser }) {
  const { recent } = user;
  return (
    <FactsCard
      title="Summary"
      column={{ xs: 1, md: 2 }}
      items={[
        ...accountFacts(user),
        { key: 'requests', label: 'Requests (30 days)', children: recent.total },
        { key: 'rate', label: 'Success rate (30 days)', children: percent(recent.success, recent.total) },
        {
          key: 'outcomes',
          label: 'Failed / review (30 days)',
          children: `${recent.failed} / ${recent.review}`,
        },
      ]}
    />
  );
}

/**
 * A DIVE Online user ('/DVSOnline/User/:id', named route DSVOnline.UserItem; id: the account): what
 * it did in the last 30 days, its requests per day over a range, its requests, and the product
 * tokens its DIVE Online app reports with.
 */
export default function DvsOnlineUserPage() {
  return (
    <ProductAccountRoute
      list={USERS_LIST}
      read={dvsOnlineApi.user}
      notFound={TEXT.userNotFound}
      tabs={(user) => [
        {
          key: 'overview',
          label: 'Overview',
          children: (
            <Flex vertical gap={24}>
              <Summary user={user} />
              <RequestMetrics endpoint={dvsOnlineApi.metrics} accountId={user.id} />
            </Flex>
          ),
        },
        cardTab('requests', 'Requests', <RequestsTab userId={user.id} />),
        tokensTab(dvsOnlineApi.tokens, user.id),
      ]}
    />
  );
}
