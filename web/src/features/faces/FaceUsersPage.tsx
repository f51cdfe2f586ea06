import { Flex } from 'antd';
import type { TableColumnType } from 'antd';
import { FACE_DEFAULTS_NOTE, facesApi, type FaceAccountItem } from '@console/contract/faces/api';
import { useFaceAccountsList, useFaceDefaults, useUpdateFaceDefaults } from './api';
import { ListFilters } from '../../kit/list/ListFilters';
import {
  accountSearch,
  activeFilter,
  lastScanColumn,
  useAccountColumns,
} from '../../kit/product/accountLists';
import { ListPage } from '../../kit/list/ListPage';
import { YesNo } from '../../kit/widgets/YesNo';
import { FaceSettingsCard } from './FaceSettingsCard';
import { faceUserPath, FACES_USERS_PATH } from './paths';
import { TEXT } from './texts';

/** The defaults new face/ID accounts start with, and what changing them does not do. */
function DefaultsCard() {
  const defaults = useFaceDefaults();
  const update = useUpdateFaceDefaults();
  return (
    <FaceSettingsCard
      title={TEXT.defaults}
      note={FACE_DEFAULTS_NOTE}
      value={defaults.data}
      call={facesApi.updateDefaultSettings}
      save={(body) => update.mutateAsync({ body })}
      saved={TEXT.defaultsSaved}
    />
  );
}

/**
 * /Faces/Users: the company's face/ID accounts (the product's "users", contract/src/faces/api.ts) with
 * their settings, searched and filtered in the address, and the defaults for new ones.
 */
export default function FaceUsersPage() {
  const list = useFaceAccountsList();

  const columns: TableColumnType<FaceAccountItem>[] = [
    ...useAccountColumns<FaceAccountItem>(FACES_USERS_PATH, faceUserPath),
    lastScanColumn<FaceAccountItem>(),
    { key: 'matchThreshold', dataIndex: 'matchThreshold', align: 'right', width: 150 },
    {
      key: 'livenessRequired',
      dataIndex: 'livenessRequired',
      width: 160,
      render: (value: boolean) => <YesNo value={value} />,
    },
  ];

  return (
    <Flex vertical gap={24}>
      <ListPage<FaceAccountItem>
        list={list}
        title={TEXT.users}
        columns={columns}
        rowKey="id"
        nouns={['face/ID account', 'face/ID accounts']}
        empty={{
          none: 'No account has Face Compare yet: add the product on an account page',
          filtered: 'No face/ID account matches',
        }}
        search={accountSearch('Search face/ID accounts')}
        filters={<ListFilters list={list} filters={[activeFilter]} />}
      />
      <DefaultsCard />
    </Flex>
  );
}
