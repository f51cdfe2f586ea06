import { Type, type Static, type TObject } from 'typebox';
import { pagedList, PRODUCT_LIST_PAGE_SIZE, type SortOrder } from './list.ts';

/**
 * What every list of a product's accounts takes besides paging and sorting (DIVE, DIVE Online,
 * Face/ID, onboarding, screening): the accounts list's text search and the Active filter. The
 * server reads them through one function (accounts/product-scope.ts productAccountFilters).
 */
export const PRODUCT_ACCOUNT_SEARCH =
  'Part of the account ID, name or contact name; one or two digits: the account with that ID';

export const PRODUCT_ACCOUNT_FILTERS = { active: Type.Optional(Type.Boolean({ title: 'Active' })) };

/** The columns every product's accounts list (and its CSV) starts with, before the product's own. */
const PRODUCT_ACCOUNT_COLUMNS = { id: 'ID', name: 'Name', contactName: 'Contact', active: 'Active' } as const;

/**
 * A product's accounts list: its page size, the search and Active filter above, the account's own
 * columns first, and by name unless the product sorts otherwise. A product names its row, its sorts,
 * its own columns and the CSV's file name.
 */
export function productAccountsList<Item extends TObject, const Sort extends string>(options: {
  item: Item;
  sortFields: readonly Sort[];
  defaultSort?: { field: NoInfer<Sort>; order: SortOrder };
  columns: Partial<Record<keyof Static<Item> & string, string>>;
  fileName: string;
}) {
  return pagedList({
    item: options.item,
    defaultPageSize: PRODUCT_LIST_PAGE_SIZE,
    sortFields: options.sortFields,
    defaultSort: options.defaultSort ?? { field: 'name' as Sort, order: 'asc' },
    textFilter: PRODUCT_ACCOUNT_SEARCH,
    filters: PRODUCT_ACCOUNT_FILTERS,
    columns: { ...PRODUCT_ACCOUNT_COLUMNS, ...options.columns },
    fileName: options.fileName,
  });
}
