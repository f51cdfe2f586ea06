import { Type } from 'typebox';
import { LookupPath, ui } from '../annotations.ts';
import { Id } from './integers.ts';

/**
 * A list's or report's `custId` (product-families §3): one of the company's customers, picked from
 * the accounts lookup wherever a person sets it (a report page, a scheduled report's form).
 */
export const customerFilter = () =>
  Type.Optional(Id(ui({ title: 'Customer' }, { lookup: { path: LookupPath.Accounts } })));
