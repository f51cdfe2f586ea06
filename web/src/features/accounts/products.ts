import type { ProductResult } from '@console/contract/accounts/api';
import type { CompanyProductAndSubscriptions } from '@console/contract/session/api';
import type { NamedErrors } from '../../kit/widgets/ErrorsDialog/groupErrors';

/**
 * The product the account page hides (console-core §2). It is kept only for old accounts, so it is
 * not offered for new ones either.
 */
export const HIDDEN_PRODUCT_NAME = 'Passport';

/**
 * The page of each product's account, by the product's project: the named routes of console-core §2
 * (VsOnline, ScreeningService.Customer, DvsAccount, DSVOnline.UserItem, Faces.User), each taking the
 * account's id. A product whose family has not declared its route yet is shown without a link.
 */
export const PRODUCT_ROUTE_NAMES: Readonly<Record<string, string>> = {
  VsOnline: 'VsOnline',
  Screening: 'ScreeningService.Customer',
  DVS: 'DvsAccount',
  DvsOnline: 'DSVOnline.UserItem',
  Faces: 'Faces.User',
};

export const isShownProduct = (product: { name: string }) => product.name !== HIDDEN_PRODUCT_NAME;

/**
 * The failed products of a create, add or delete, each under its product's name for ErrorsDialog.
 * A product the company no longer lists is named by its id rather than dropped.
 */
export function productErrorsOf(
  results: readonly ProductResult[],
  products: readonly Pick<CompanyProductAndSubscriptions, 'id' | 'displayName'>[],
): NamedErrors[] {
  return results
    .filter(({ result }) => result.isError)
    .map(({ productId, result }) => ({
      name: products.find((product) => product.id === productId)?.displayName ?? `Product ${productId}`,
      descriptions: result.errors.map((error) => error.description),
    }));
}
