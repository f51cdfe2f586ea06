import { Link, useParams } from 'react-router';
import { Card, Col, Flex, Result, Row, Skeleton, Tabs, Tag, Typography } from 'antd';
import { ApartmentOutlined, ArrowLeftOutlined } from '@ant-design/icons';
import type { AccountWithInfo } from '@console/contract/accounts';
import { useAccount } from '../../api/accounts';
import { AccountDetailsCard } from './AccountDetailsCard';
import { AccountProductsCard } from './AccountProductsCard';
import { AccountSettingsCard } from './AccountSettingsCard';
import { AccountUsersTab } from './AccountUsersTab';
import { DeleteAccountButton } from './DeleteAccountButton';
import { MyAccountStar } from './MyAccountStar';
import { accountPath, listPathOf, useAccountPageParams, useListReturn } from './paths';
import { SubAccountsCard } from './SubAccountsCard';
import { TEXT } from './texts';

/** The tabs, selected by the query parameter tab (console-core §2); Details by default. */
export const AccountTab = { Details: 'details', Users: 'users' } as const;
type AccountTab = (typeof AccountTab)[keyof typeof AccountTab];

const tabOf = (params: URLSearchParams): AccountTab =>
  params.get('tab') === AccountTab.Users ? AccountTab.Users : AccountTab.Details;

function DetailsTab({ account }: { account: AccountWithInfo }) {
  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} xl={16}>
        <Flex vertical gap={24}>
          <AccountDetailsCard account={account} />
          <AccountProductsCard accountId={account.id} />
        </Flex>
      </Col>
      <Col xs={24} xl={8}>
        <Flex vertical gap={24}>
          {account.isParent && <SubAccountsCard accountId={account.id} />}
          <AccountSettingsCard accountId={account.id} />
        </Flex>
      </Col>
    </Row>
  );
}

function AccountHeader({ account }: { account: AccountWithInfo }) {
  const listReturn = useListReturn();
  return (
    <Flex vertical gap={8} style={{ marginBottom: 16 }}>
      <Flex gap={24} wrap>
        <Link to={listPathOf(listReturn)}>
          <ArrowLeftOutlined /> {TEXT.backToList}
        </Link>
        {account.parentAccountId !== null && (
          <Link
            to={accountPath(account.parentAccountId)}
            state={listReturn}
            title={account.parentName ?? undefined}
          >
            <ApartmentOutlined /> {TEXT.goToParent}
          </Link>
        )}
      </Flex>
      <Flex justify="space-between" align="center" gap={16} wrap>
        <Flex align="center" gap={10} wrap>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {account.name}
          </Typography.Title>
          <MyAccountStar assignedTo={account.assignedTo} />
          {account.isParent && <Tag color="blue">{TEXT.parent}</Tag>}
          {account.active === false && <Tag>Inactive</Tag>}
          <Typography.Text type="secondary">Account ID {account.id}</Typography.Text>
        </Flex>
        <DeleteAccountButton account={account} />
      </Flex>
    </Flex>
  );
}

function AccountView({ id }: { id: number }) {
  const account = useAccount(id);
  const [params, setParams] = useAccountPageParams();
  const tab = tabOf(params);

  if (account.isPending) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  }
  if (!account.data) {
    return <Result status="404" title="Account not found" extra={<Link to="/">{TEXT.backToList}</Link>} />;
  }
  return (
    <>
      <AccountHeader account={account.data} />
      <Tabs
        activeKey={tab}
        // A new tab starts with a plain URL: the users list's paging belongs to the users tab only.
        onChange={(key) => setParams(() => new URLSearchParams({ tab: key }))}
        items={[
          { key: AccountTab.Details, label: TEXT.details, children: <DetailsTab account={account.data} /> },
          {
            key: AccountTab.Users,
            label: TEXT.users,
            children: (
              <Card>
                <AccountUsersTab accountId={id} />
              </Card>
            ),
          },
        ]}
      />
    </>
  );
}

/** Account detail ('/Accounts/:id', route name Account): the header, then the Details and Users tabs. */
export default function AccountPage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id < 1) {
    return <Result status="404" title="Account not found" extra={<Link to="/">{TEXT.backToList}</Link>} />;
  }
  // A new id is a new page: nothing of the previous account's state carries over.
  return <AccountView key={id} id={id} />;
}
