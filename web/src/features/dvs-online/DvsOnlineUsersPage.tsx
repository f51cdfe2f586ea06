import type { TableColumnType } from 'antd';
import type { DvsOnlineUserItem } from '@console/contract/dvs-online/api';
import { useDvsOnlineUsersList } from './api';
import { ListFilters } from '../../kit/list/ListFilters';
import {
  accountSearch,
  activeFilter,
  lastScanColumn,
  useAccountColumns,
} from '../../kit/product/accountLists';
import { ListPage } from '../../kit/list/ListPage';
import { dvsOnlineUserPath, DVS_ONLINE_USERS_PATH } from './paths';
import { TEXT } from './texts';

/**
 * /DVSOnline/Users: the company's DIVE Online users (accounts with the DIVE Online product,
 * contract/src/dvs-online/api.ts), paged, sorted, searched and filtered in the address.
 */
export default function DvsOnlineUsersPage() {
  const list = useDvsOnlineUsersList();
  const columns: TableColumnType<DvsOnlineUserItem>[] = [
    ...useAccountColumns<DvsOnlineUserItem>(DVS_ONLINE_USERS_PATH, dvsOnlineUserPath),
    lastScanColumn<DvsOnlineUserItem>(),
  ];
  return (
    <ListPage<DvsOnlineUserItem>
      list={list}
      title={TEXT.users}
      columns={columns}
      rowKey="id"
      nouns={['DIVE Online user', 'DIVE Online users']}
      empty={{ none: TEXT.noUsers, filtered: TEXT.noFilteredUsers }}
      search={accountSearch('Search DIVE Online users')}
      filters={<ListFilters list={list} filters={[activeFilter]} />}
    />
  );
}
