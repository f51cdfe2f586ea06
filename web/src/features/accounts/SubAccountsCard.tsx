import { Card } from 'antd';
import type { TableColumnType } from 'antd';
import { Link } from 'react-router';
import { accountsApi, type SubAccount } from '@console/contract/accounts/api';
import { ListPage } from '../../kit/list/ListPage';
import { useListReturn } from '../../kit/list/listReturn';
import { useUrlList } from '../../kit/list/useUrlList';
import { accountPath, ACCOUNTS_LIST_PATH } from './paths';
import { YesNo } from '../../kit/widgets/YesNo';

/**
 * The child accounts of a parent account (console-core §2), paged, each opening its own page, with
 * Export CSV. Its state sits in the address beside the page's own, under 'sub.'.
 */
export function SubAccountsCard({ accountId }: { accountId: number }) {
  const list = useUrlList(accountsApi.subAccounts, { params: { id: accountId }, prefix: 'sub.' });
  const listReturn = useListReturn(ACCOUNTS_LIST_PATH);
  const columns: TableColumnType<SubAccount>[] = [
    {
      key: 'name',
      render: (_, account) => (
        <Link to={accountPath(account.id)} state={listReturn}>
          {account.name}
        </Link>
      ),
    },
    { key: 'contactName', dataIndex: 'contactName' },
    { key: 'active', dataIndex: 'active', render: (active: boolean) => <YesNo value={active} /> },
  ];
  return (
    <Card title="Sub Accounts List">
      <ListPage<SubAccount>
        list={list}
        bare
        columns={columns}
        rowKey="id"
        nouns={['account', 'accounts']}
        empty={{ none: 'No sub-accounts', filtered: 'No sub-accounts match' }}
        // The card is a narrow column: its three columns share its width rather than scroll.
        table={{ size: 'small', scroll: undefined }}
      />
    </Card>
  );
}
