import { LookupHandlerType } from '@console/contract/metadata';
import { LookupPath } from '@console/contract/annotations';
import { LookupSelect } from '../widgets/LookupSelect/LookupSelect';
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

/** A report's customer filter (`custId`, product-families §3): one of the company's customers, or any. */
export function CustomerFilter({ list }: { list: Pick<UrlList, 'state' | 'update'> }) {
  return (
    <div style={{ minWidth: 240 }}>
      <LookupSelect
        aria-label="Customer filter"
        placeholder={ANY_CUSTOMER}
        dataSource={CUSTOMER_LOOKUP}
        value={list.state.filters.custId as number | undefined}
        onChange={(custId) => filterOf(list)({ custId: custId ?? undefined })}
      />
    </div>
  );
}
