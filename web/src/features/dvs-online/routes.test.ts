import { describe, expect, it } from 'vitest';
import { namedRoutePath } from '../../kit/namedRoutes';
import { PRODUCT_ROUTE_NAMES } from '../accounts/products';
import { routes } from './routes';

describe('the DIVE Online pages', () => {
  it("answer the account page's DIVE Online link with the user's page, by the account's id", () => {
    expect(namedRoutePath(PRODUCT_ROUTE_NAMES.DvsOnline ?? '', { id: 42 }, routes)).toBe(
      '/DVSOnline/User/42',
    );
  });
});
