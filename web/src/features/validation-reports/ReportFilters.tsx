import { yesNoFilter, type ListFilter } from '../../kit/list/ListFilters';
import { TEXT } from './texts';

/*
 * A filter the validation reports have besides the report kit's (kit/reports: the period and the
 * customer).
 */

/** A yes/no filter of a check's outcome, its label before it: Any (left out of the address), Yes or No. */
export const flagFilter = (name: string, label: string): ListFilter =>
  yesNoFilter(name, label, { any: TEXT.any, exactWidth: 90, caption: true });
