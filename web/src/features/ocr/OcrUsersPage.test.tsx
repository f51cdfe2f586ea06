import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ocrApi, type OcrUser } from '@console/contract/ocr/api';
import { fakeServer } from '../../testing/fakeServer';
import { renderRoutes } from '../../testing/render';
import OcrUsersPage from './OcrUsersPage';

const user: OcrUser = {
  id: 12,
  userName: 'jane.doe',
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.test',
  active: true,
  accountId: 4,
  accountName: 'Aspen Lofts',
};

describe('OcrUsersPage', () => {
  it('lists the users with their accounts, and sends the search and filter in the call', async () => {
    const server = fakeServer().on(ocrApi.users, { items: [user], total: 1, totalPages: 1, page: 1 });
    renderRoutes([{ path: '/Ocr/Users', element: <OcrUsersPage /> }], {
      url: '/Ocr/Users?textFilter=jane&active=true',
    });
    expect(await screen.findByText('jane.doe')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Aspen Lofts' }).getAttribute('href')).toBe('/Accounts/4');
    const [call] = server.callsOf(ocrApi.users);
    expect(call?.query.get('textFilter')).toBe('jane');
    expect(call?.query.get('active')).toBe('true');
  });
});
