import { Link } from 'react-router';
import type { TableColumnType } from 'antd';
import { accountSearchProblem } from '@console/contract/accounts/api';
import type { ListSearch } from '../list/ListPage';
import { yesNoFilter, type ListFilter } from '../list/ListFilters';
import { RelativeTime } from '../widgets/RelativeTime';
import { YesNo } from '../widgets/YesNo';
import { useListReturn } from '../list/listReturn';

/*
 * What every product family's list of accounts shares (online customers, screening, Face/ID, DIVE,
 * OCR users): the account's own columns, the accounts list's search rule and the Active filter, so a
 * family's list page declares only its product's columns.
 */

/** The accounts list's search (ID, name or contact), with the server's own rule for a term. */
export const accountSearch = (label: string): ListSearch => ({
  label,
  placeholder: 'Search by ID, name or contact',
  validate: accountSearchProblem,
});

interface AccountRow {
  id: number;
  name: string;
  contactName: string;
  active: boolean;
}

/**
 * ID, the name linked to the family's page of the account (with the return state of the list at
 * `listPath`, so its back link restores the list), contact and Active; the captions are the list's own.
 */
export function useAccountColumns<Item extends AccountRow>(
  listPath: string,
  pathOf: (id: number) => string,
): TableColumnType<Item>[] {
  const listReturn = useListReturn(listPath);
  return [
    { key: 'id', dataIndex: 'id', width: 90 },
    {
      key: 'name',
      render: (_, account) => (
        <Link to={pathOf(account.id)} state={listReturn}>
          {account.name}
        </Link>
      ),
    },
    { key: 'contactName', dataIndex: 'contactName' },
    { key: 'active', dataIndex: 'active', width: 90, render: (value: boolean) => <YesNo value={value} /> },
  ];
}

/** The account's latest request of the family's product, as time ago with the exact time on hover. */
export function lastScanColumn<Item extends { lastScan: string | null }>(): TableColumnType<Item> {
  return {
    key: 'lastScan',
    dataIndex: 'lastScan',
    render: (lastScan: string | null) => <RelativeTime value={lastScan} none="Never" />,
  };
}

/** The list's `active` filter (yes, no or either), in the address like every list filter. */
export const activeFilter: ListFilter = yesNoFilter('active', 'Active', {
  yes: 'Active',
  no: 'Inactive',
  any: 'Active or not',
  width: 200,
});
