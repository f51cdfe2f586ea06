import {
  CUSTOMER_ACTIVE_CHOICES,
  CUSTOMER_ACTIVE_TITLES,
  type CustomerActiveChoice,
} from '@console/contract/reports/api';
import { choiceFilter, type ListFilter } from '../../kit/list/ListFilters';

const ACTIVE_CHOICES = CUSTOMER_ACTIVE_CHOICES.map((value) => ({
  value,
  label: CUSTOMER_ACTIVE_TITLES[value],
}));

/**
 * customerActive, shown with the report's own default when the address names none; the default is
 * left out of the address, so a plain visit keeps a plain address.
 */
export const customerActiveFilter = (byDefault: CustomerActiveChoice): ListFilter =>
  choiceFilter('customerActive', 'Customer active', ACTIVE_CHOICES, { byDefault });
