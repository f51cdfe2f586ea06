import { Select } from 'antd';
import {
  CUSTOMER_ACTIVE_CHOICES,
  CUSTOMER_ACTIVE_TITLES,
  type CustomerActiveChoice,
} from '@console/contract/reports/api';
import { filterOf } from '../../kit/reports/filters';
import type { UrlList } from '../../kit/list/useUrlList';

const ACTIVE_CHOICES = CUSTOMER_ACTIVE_CHOICES.map((value) => ({
  value,
  label: CUSTOMER_ACTIVE_TITLES[value],
}));

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
