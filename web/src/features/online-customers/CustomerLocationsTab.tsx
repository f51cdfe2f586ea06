import { useMemo } from 'react';
import { Link } from 'react-router';
import type { TableColumnType } from 'antd';
import { vsOnlineApi, type LocationListItem } from '@console/contract/vsonline/api';
import { YesNo } from '../../kit/widgets/YesNo';
import { ListPage } from '../../kit/list/ListPage';
import { useUrlList } from '../../kit/list/useUrlList';
import { locationPath } from './paths';

/** The customer's locations, each opening its location page; the list's state sits under 'loc.'. */
export function CustomerLocationsTab({ customerId }: { customerId: number }) {
  // The customer is the page's, not a filter the user chose: fixed, out of the address.
  const fixedFilters = useMemo(() => ({ customerId }), [customerId]);
  const list = useUrlList(vsOnlineApi.locations, { prefix: 'loc.', fixedFilters });
  const columns: TableColumnType<LocationListItem>[] = [
    { key: 'id', dataIndex: 'id', width: 90 },
    {
      key: 'name',
      render: (_, location) => <Link to={locationPath(customerId, location.id)}>{location.name}</Link>,
    },
    { key: 'city', dataIndex: 'city' },
    { key: 'state', dataIndex: 'state' },
    {
      key: 'active',
      dataIndex: 'active',
      width: 90,
      render: (active: boolean) => <YesNo value={active} />,
    },
    { key: 'devices', dataIndex: 'devices', align: 'right' },
    { key: 'teamMembers', dataIndex: 'teamMembers', align: 'right' },
  ];
  return (
    <ListPage<LocationListItem>
      list={list}
      bare
      columns={columns}
      rowKey="id"
      search={{ label: 'Search locations', placeholder: 'Search by name or city' }}
      nouns={['location', 'locations']}
      empty={{ none: 'No locations yet', filtered: 'No locations match' }}
    />
  );
}
