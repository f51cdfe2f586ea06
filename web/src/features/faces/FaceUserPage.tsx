import { Card, Col, Flex, Row, Table } from 'antd';
import { FaceRequestsList, facesApi, type FaceAggregatedAccount } from '@console/contract/faces/api';
import { useLastFaceRequests, useUpdateFaceAccount } from './api';
import { cardTab, ProductAccountRoute, tokensTab } from '../../kit/product/ProductAccountPage';
import { RequestMetrics } from '../../kit/RequestMetrics';
import { withCaptions } from '../../kit/list/ListPage';
import { accountFacts } from '../../kit/product/accountFacts';
import { FactsCard } from '../../kit/widgets/FactsCard';
import { FaceRequestsTab } from './FaceRequestsTab';
import { FaceSettingsCard } from './FaceSettingsCard';
import { FACES_USERS_PATH } from './paths';
import { FACE_REQUEST_COLUMNS } from './requestColumns';
import { TEXT } from './texts';

const USERS_LIST = { path: FACES_USERS_PATH, backLabel: TEXT.backToUsers };

/** The requests list's columns, titled as it titles them: this table is outside its ListPage. */
const LAST_REQUEST_COLUMNS = withCaptions(FACE_REQUEST_COLUMNS, FaceRequestsList.spec);

function Summary({ account }: { account: FaceAggregatedAccount }) {
  return (
    <FactsCard
      title="Summary"
      items={[
        ...accountFacts(account),
        { key: 'requests', label: 'Requests (30 days)', children: account.requestsLast30Days },
        { key: 'tokens', label: 'Active tokens', children: account.activeTokens },
      ]}
    />
  );
}

function LastRequests({ accountId }: { accountId: number }) {
  const last = useLastFaceRequests(accountId);
  return (
    <Card title="Last requests">
      <Table
        size="small"
        rowKey="id"
        loading={last.isPending}
        dataSource={last.data}
        columns={LAST_REQUEST_COLUMNS}
        pagination={false}
        locale={{ emptyText: last.isError ? 'The requests could not be loaded' : TEXT.noRequests }}
      />
    </Card>
  );
}

function OverviewTab({ account }: { account: FaceAggregatedAccount }) {
  const update = useUpdateFaceAccount();
  return (
    <Flex vertical gap={24}>
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={14}>
          <FaceSettingsCard
            title={TEXT.settings}
            value={account}
            call={facesApi.updateAccount}
            save={(body) => update.mutateAsync({ params: { id: account.id }, body })}
            saved={TEXT.settingsSaved}
          />
        </Col>
        <Col xs={24} xl={10}>
          <Summary account={account} />
        </Col>
      </Row>
      <RequestMetrics endpoint={facesApi.metrics} accountId={account.id} />
      <LastRequests accountId={account.id} />
    </Flex>
  );
}

/**
 * A face/ID account ('/Faces/User/:id', named route Faces.User): its face settings, its requests
 * over a range and the latest ones, every request with filters, and the product tokens.
 */
export default function FaceUserPage() {
  return (
    <ProductAccountRoute
      list={USERS_LIST}
      read={facesApi.aggregatedAccount}
      notFound={TEXT.userNotFound}
      tabs={(account) => [
        { key: 'overview', label: 'Overview', children: <OverviewTab account={account} /> },
        cardTab('requests', 'Requests', <FaceRequestsTab accountId={account.id} />),
        tokensTab(facesApi.tokens, account.id),
      ]}
    />
  );
}
