import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Drawer } from 'antd';
import type { TableColumnType } from 'antd';
import { PlusOutlined, SettingOutlined } from '@ant-design/icons';
import { dvsApi, type DvsAccountListItem } from '@console/contract/dvs/api';
import { useDvsAccountsList } from './api';
import { ListFilters } from '../../kit/list/ListFilters';
import {
  accountSearch,
  activeFilter,
  lastScanColumn,
  useAccountColumns,
} from '../../kit/product/accountLists';
import { ListPage } from '../../kit/list/ListPage';
import { Permitted } from '../../kit/Permitted';
import { lazyPart } from '../../kit/widgets/lazyPart';
import { DiveFeaturesCard } from './DiveFeaturesCard';
import { dvsAccountPath, DVS_ACCOUNTS_PATH } from './paths';
import { TEXT } from './texts';

// Loaded when first opened: the list's first screen loads without the form (kit/widgets/lazyPart.tsx).
const CreateDvsAccountDialog = lazyPart(() =>
  import('./CreateDvsAccountDialog').then((m) => m.CreateDvsAccountDialog),
);

/**
 * /DIVE/accounts: the company's DIVE accounts with their licenses and devices, the text and active
 * filters in the address, Export CSV, Create (the account with DIVE and its first user) and the
 * default features new accounts start with.
 */
export default function DvsAccountsListPage() {
  const list = useDvsAccountsList();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [defaults, setDefaults] = useState(false);

  const columns: TableColumnType<DvsAccountListItem>[] = [
    ...useAccountColumns<DvsAccountListItem>(DVS_ACCOUNTS_PATH, dvsAccountPath),
    { key: 'licenses', dataIndex: 'licenses', align: 'right', width: 100 },
    { key: 'deviceLimit', dataIndex: 'deviceLimit', align: 'right', width: 120 },
    { key: 'devicesActivated', dataIndex: 'devicesActivated', align: 'right', width: 150 },
    lastScanColumn<DvsAccountListItem>(),
  ];

  return (
    <>
      <ListPage<DvsAccountListItem>
        list={list}
        title={TEXT.accounts}
        columns={columns}
        rowKey="id"
        search={accountSearch('Search DIVE accounts')}
        toolbar={
          <>
            <Button icon={<SettingOutlined />} onClick={() => setDefaults(true)}>
              {TEXT.defaultFeatures}
            </Button>
            <Permitted call={dvsApi.create}>
              <Button
                type="primary"
                icon={<PlusOutlined />}
                {...CreateDvsAccountDialog.opener}
                onClick={() => setCreating(true)}
              >
                {TEXT.createAccount}
              </Button>
            </Permitted>
          </>
        }
        filters={<ListFilters list={list} filters={[activeFilter]} />}
        nouns={['account', 'accounts']}
        empty={{ none: 'No DIVE accounts yet', filtered: 'No DIVE accounts match' }}
      />
      {creating && (
        <CreateDvsAccountDialog
          onCreated={(answer) => navigate(dvsAccountPath(answer.customerId))}
          onClose={() => setCreating(false)}
        />
      )}
      <Drawer title={TEXT.defaultFeatures} open={defaults} onClose={() => setDefaults(false)} size="large">
        {defaults && (
          <DiveFeaturesCard
            title={TEXT.defaultAccountFeatures}
            read={dvsApi.defaultAccountFeatures}
            update={dvsApi.updateDefaultAccountFeatures}
            note={TEXT.defaultsNote}
          />
        )}
      </Drawer>
    </>
  );
}
