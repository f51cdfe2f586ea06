import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Type } from 'typebox';
import { defineFamily } from '@console/contract/kit';
import { fakeServer } from '../../testing/fakeServer';
import { renderRoutes } from '../../testing/render';
import { cardTab, ProductAccountRoute } from './ProductAccountPage';

const LIST = { path: '/things', backLabel: 'Back to Things' };

/** A family's read of one account, as the product families declare theirs. */
const readThing = defineFamily('things').endpoint({
  method: 'GET',
  path: '/api/Things/{id}',
  summary: 'One thing',
  params: Type.Object({ id: Type.Integer() }),
  response: Type.Object({ id: Type.Integer(), name: Type.String(), active: Type.Boolean() }),
});

const render = (url: string) =>
  renderRoutes(
    [
      {
        path: '/things/:id',
        element: (
          <ProductAccountRoute
            list={LIST}
            read={readThing}
            notFound="Thing not found"
            links={(a) => <a href={`/things/${a.id}/requests`}>Requests</a>}
            tabs={(a) => [cardTab('overview', 'Overview', <p>Overview of {a.name}</p>)]}
          />
        ),
      },
    ],
    { url },
  );

describe('ProductAccountPage', () => {
  it("shows the account's name, id, Inactive, the account page's link beside the family's, and its tabs", async () => {
    fakeServer().on(readThing, { id: 12, name: 'Harbor Flats', active: false });
    render('/things/12');
    expect(await screen.findByRole('heading', { name: /Harbor Flats/ })).toBeTruthy();
    expect(screen.getByText('Account ID 12')).toBeTruthy();
    expect(screen.getByText('Inactive')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Account page/ }).getAttribute('href')).toBe('/Accounts/12');
    expect(screen.getByRole('link', { name: 'Requests' }).getAttribute('href')).toBe('/things/12/requests');
    expect(screen.getByText('Overview of Harbor Flats')).toBeTruthy();
  });

  it('says an address whose id is no account id is not found, with the way back', async () => {
    render('/things/abc');
    expect(await screen.findByText('Thing not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to Things/ }).getAttribute('href')).toBe('/things');
  });
});
