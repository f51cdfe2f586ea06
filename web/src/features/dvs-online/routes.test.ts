import { describe, expect, it } from 'vitest';
import { dvsOnlineApi } from '@console/contract/dvs-online/api';
import { namedRoutePath } from '../../kit/namedRoutes';
import { PRODUCT_ROUTE_NAMES } from '../accounts/products';
import { enforcedPageGates, mainCallGates } from '../../testing/routeGates';
import { routes } from './routes';

describe('the DIVE Online pages', () => {
  it('are gated as their main calls: the users, the user, the statistics', () => {
    expect(enforcedPageGates(routes)).toEqual(
      mainCallGates({
        'DSVOnline.Users': dvsOnlineApi.users,
        'DSVOnline.UserItem': dvsOnlineApi.user,
        'DSVOnline.SuccessStatistics': dvsOnlineApi.successStatistics,
      }),
    );
  });

  it("answer the account page's DIVE Online link with the user's page, by the account's id", () => {
    expect(namedRoutePath(PRODUCT_ROUTE_NAMES.DvsOnline ?? '', { id: 42 }, routes)).toBe(
      '/DVSOnline/User/42',
    );
  });
});
