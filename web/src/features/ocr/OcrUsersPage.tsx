import { Link } from 'react-router';
import type { TableColumnType } from 'antd';
import type { OcrUser } from '@console/contract/ocr/api';
import { useOcrUsersList } from './api';
import { ListFilters } from '../../kit/list/ListFilters';
import { activeFilter } from '../../kit/product/accountLists';
import { ListPage } from '../../kit/list/ListPage';
import { YesNo } from '../../kit/widgets/YesNo';
import { accountPath } from '../accounts/paths';

const columns: TableColumnType<OcrUser>[] = [
  { key: 'id', dataIndex: 'id', width: 90 },
  { key: 'userName', dataIndex: 'userName' },
  { key: 'firstName', dataIndex: 'firstName' },
  { key: 'lastName', dataIndex: 'lastName' },
  { key: 'email', dataIndex: 'email' },
  { key: 'active', dataIndex: 'active', width: 90, render: (value: boolean) => <YesNo value={value} /> },
  {
    key: 'accountName',
    render: (_, user) => <Link to={accountPath(user.accountId)}>{user.accountName}</Link>,
  },
];

/**
 * /Ocr/Users: the OCR product's users (contract/src/ocr/api.ts), newest first, searched and filtered in
 * the address; each links to its account, where users are made and changed.
 */
export default function OcrUsersPage() {
  const list = useOcrUsersList();
  return (
    <ListPage<OcrUser>
      list={list}
      title="Users"
      columns={columns}
      rowKey="id"
      nouns={['user', 'users']}
      empty={{ none: 'No customer users yet', filtered: 'No user matches' }}
      search={{ label: 'Search users', placeholder: 'Search by login, name or e-mail' }}
      filters={<ListFilters list={list} filters={[activeFilter]} />}
    />
  );
}
