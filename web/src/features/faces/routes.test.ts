import { describe, expect, it } from 'vitest';
import { facesApi } from '@console/contract/faces/api';
import { enforcedPageGates, mainCallGates } from '../../testing/routeGates';
import { routes } from './routes';

describe('the Face Compare pages', () => {
  it('are gated as their main calls: the users, a user (named Faces.User) and a request', () => {
    expect(enforcedPageGates(routes)).toEqual(
      mainCallGates({
        'Faces.Users': facesApi.accounts,
        'Faces.User': facesApi.aggregatedAccount,
        'Faces.Request': facesApi.request,
      }),
    );
  });
});
