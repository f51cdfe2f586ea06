import { Select } from 'antd';
import { LookupHandlerType } from '@console/contract/metadata';
import { LookupPath } from '@console/contract/annotations';
import type { CustomerActiveChoice } from '@console/contract/reports';
import { LookupSelect } from '../../components/LookupSelect/LookupSelect';
import type { UrlList } from '../../kit/useUrlList';
import { TEXT } from './texts';

/** A report's filters are its list's: a change goes into the address and back to page 1. */
export const filterOf =
  (list: Pick<UrlList, 'state' | 'update'>) =>
  (changes: Record<string, unknown>): void =>
    list.update({ filters: { ...list.state.filters, ...changes }, page: 1 });

/** The customers a report filter offers: the console's account lookup, paged as it scrolls. */
const CUSTOMER_LOOKUP = {
  path: LookupPath.Accounts,
  handlerType: LookupHandlerType.Paging,
  lookupKey: 'id',
  lookupCaption: 'name',
  multiselect: false,
} as const;

export function CustomerFilter({ list }: { list: Pick<UrlList, 'state' | 'update'> }) {
  return (
    <div style={{ minWidth: 240 }}>
      <LookupSelect
        aria-label="Customer filter"
        placeholder={TEXT.anyCustomer}
        dataSource={CUSTOMER_LOOKUP}
        value={list.state.filters.custId as number | undefined}
        onChange={(custId) => filterOf(list)({ custId: custId ?? undefined })}
      />
    </div>
  );
}

const ACTIVE_CHOICES: { value: CustomerActiveChoice; label: string }[] = [
  { value: 'true', label: 'Active customers' },
  { value: 'false', label: 'Inactive customers' },
  { value: 'all', label: 'All customers' },
];

/** customerActive, shown with the report's own default when the address names none. */
export function CustomerActiveFilter({
  list,
  byDefault,
}: {
  list: Pick<UrlList, 'state' | 'update'>;
  byDefault: CustomerActiveChoice;
}) {
  const value = (list.state.filters.customerActive as CustomerActiveChoice | undefined) ?? byDefault;
  return (
    <Select
      aria-label="Customer active filter"
      style={{ minWidth: 180 }}
      value={value}
      options={ACTIVE_CHOICES}
      // The default is left out of the address, so a plain visit keeps a plain address.
      onChange={(choice: CustomerActiveChoice) =>
        filterOf(list)({ customerActive: choice === byDefault ? undefined : choice })
      }
    />
  );
}
