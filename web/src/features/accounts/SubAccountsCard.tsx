import { Card, Table } from 'antd';
import { Link } from 'react-router';
import type { SubAccounts } from '@console/contract/accounts';
import { useSubAccounts } from '../../api/accounts';
import { accountPath, useListReturn } from './paths';
import { YesNoTag } from './YesNoTag';

type SubAccount = SubAccounts['items'][number];

/** The child accounts of a parent account (console-core §2), each opening its own page. */
export function SubAccountsCard({ accountId }: { accountId: number }) {
  const subAccounts = useSubAccounts(accountId);
  const listReturn = useListReturn();
  return (
    <Card title="Sub Accounts List">
      <Table<SubAccount>
        rowKey="id"
        size="small"
        pagination={false}
        loading={subAccounts.isPending}
        dataSource={subAccounts.data}
        columns={[
          {
            key: 'name',
            title: 'Account Name',
            render: (_, account) => (
              <Link to={accountPath(account.id)} state={listReturn}>
                {account.name}
              </Link>
            ),
          },
          { key: 'contactName', title: 'Contact Name', dataIndex: 'contactName' },
          {
            key: 'active',
            title: 'Active',
            dataIndex: 'active',
            render: (active: boolean) => <YesNoTag value={active} />,
          },
        ]}
      />
    </Card>
  );
}
