import { LookupHandlerType } from '@console/contract/metadata';
import { LookupPath } from '@console/contract/annotations';
import { LookupSelect } from '../widgets/LookupSelect/LookupSelect';
import { customFilter, type ListFilter } from '../list/ListFilters';
import type { UrlList } from '../list/useUrlList';

/** A report's filters are its list's: a change goes into the address and back to page 1. */
export const filterOf =
  (list: Pick<UrlList, 'state' | 'update'>) =>
  (changes: Record<string, unknown>): void =>
    list.update({ filters: { ...list.state.filters, ...changes }, page: 1 });

export const ANY_CUSTOMER = 'Any customer';

/** The company's customers as a field offers them: the console's account lookup, paged as it scrolls. */
export const CUSTOMER_LOOKUP = {
  path: LookupPath.Accounts,
  handlerType: LookupHandlerType.Paging,
  lookupKey: 'id',
  lookupCaption: 'name',
  multiselect: false,
} as const;

/**
 * A list's customer filter: one of the company's customers, or any, kept under `name` (a report's
 * `custId`, product-families §3).
 */
export const customerFilter = (name = 'custId', { width = 240 }: { width?: number } = {}): ListFilter =>
  customFilter(name, ({ value, set }) => (
    <div style={{ minWidth: width }}>
      <LookupSelect
        aria-label="Customer filter"
        placeholder={ANY_CUSTOMER}
        dataSource={CUSTOMER_LOOKUP}
        value={value as number | undefined}
        onChange={(id) => set(id ?? undefined)}
      />
    </div>
  ));
