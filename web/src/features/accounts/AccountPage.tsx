import { Link } from 'react-router';
import { Card, Col, Flex, Row, Tag } from 'antd';
import { ApartmentOutlined } from '@ant-design/icons';
import type { AccountWithInfo } from '@console/contract/accounts/api';
import { useAccount } from './api';
import { DetailPage, DetailRoute } from '../../kit/DetailPage';
import { useListReturn } from '../../kit/list/listReturn';
import { AccountDetailsCard } from './AccountDetailsCard';
import { AccountProductsCard } from './AccountProductsCard';
import { AccountSettingsCard } from './AccountSettingsCard';
import { AccountUsersTab } from './AccountUsersTab';
import { DeleteAccountButton } from './DeleteAccountButton';
import { MyAccountStar } from './MyAccountStar';
import { accountPath, ACCOUNTS_LIST_PATH } from './paths';
import { SubAccountsCard } from './SubAccountsCard';
import { TEXT } from './texts';

/** The tabs, selected by the query parameter tab (console-core §2); Details by default. */
export const AccountTab = { Details: 'details', Users: 'users' } as const;

const ACCOUNTS_LIST = { path: ACCOUNTS_LIST_PATH, backLabel: TEXT.backToList };
const NOT_FOUND = 'Account not found';

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

/** The parent's link carries the list's return state on, from account to account. */
function ParentLink({ account }: { account: AccountWithInfo }) {
  const listReturn = useListReturn(ACCOUNTS_LIST_PATH);
  if (account.parentAccountId === null) return null;
  return (
    <Link
      to={accountPath(account.parentAccountId)}
      state={listReturn}
      title={account.parentName ?? undefined}
    >
      <ApartmentOutlined /> {TEXT.goToParent}
    </Link>
  );
}

function AccountView({ id }: { id: number }) {
  const account = useAccount(id);
  const data = account.data;
  return (
    <DetailPage
      list={ACCOUNTS_LIST}
      // A missing (or another company's) account is said so; other failures the catalogue reports.
      record={account}
      notFound={NOT_FOUND}
      title={data?.name}
      links={data && <ParentLink account={data} />}
      marks={
        data && (
          <>
            <MyAccountStar assignedTo={data.assignedTo} />
            {data.isParent && <Tag color="blue">{TEXT.parent}</Tag>}
            {data.active === false && <Tag>Inactive</Tag>}
          </>
        )
      }
      subtitle={data && `Account ID ${data.id}`}
      actions={data && <DeleteAccountButton account={data} />}
      tabs={
        data && [
          { key: AccountTab.Details, label: TEXT.details, children: <DetailsTab account={data} /> },
          {
            key: AccountTab.Users,
            label: TEXT.users,
            children: (
              <Card>
                <AccountUsersTab accountId={id} />
              </Card>
            ),
          },
        ]
      }
    />
  );
}

/** Account detail ('/Accounts/:id', route name Account): the header, then the Details and Users tabs. */
export default function AccountPage() {
  // A new id is a new page (DetailRoute keys the view): nothing of the previous account carries over.
  return <DetailRoute list={ACCOUNTS_LIST} notFound={NOT_FOUND} view={AccountView} />;
}
