import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { accountsApi, type AccountWithInfo } from '@console/contract/accounts/api';
import { useParams } from 'react-router';
import { PageNameProvider, usePageName, useParentPageName } from './pageName';
import { fakeServer, reply, type FakeServer } from '../testing/fakeServer';
import { renderRoutes } from '../testing/render';
import { useEndpoint } from './data/queries';
import { DetailPage } from './DetailPage';

const LIST = { path: '/records', backLabel: 'Back to Records List' };

/** A family's detail page at its simplest: one record's query handed to DetailPage. */
function RecordPage() {
  const record = useEndpoint(accountsApi.get, { params: { id: Number(useParams().id) } });
  return (
    <DetailPage
      list={LIST}
      record={record}
      notFound="Record not found"
      title={record.data?.name}
      parentName={record.data?.parentName ?? undefined}
    >
      <button type="button">Record action</button>
    </DetailPage>
  );
}

/** What the frame reads as the page's name (its last crumb and window title). */
function FrameName() {
  return (
    <>
      <output aria-label="page name">{usePageName() ?? ''}</output>
      <output aria-label="parent name">{useParentPageName() ?? ''}</output>
    </>
  );
}

// Only the name matters here; DetailPage reads nothing else of the record.
const ACME = { id: 7, name: 'Acme Holdings' } as AccountWithInfo;

function render(answer: (server: FakeServer) => void) {
  answer(fakeServer());
  return renderRoutes(
    [
      {
        path: '/records/:id',
        element: (
          <PageNameProvider>
            <FrameName />
            <RecordPage />
          </PageNameProvider>
        ),
      },
    ],
    { url: '/records/7' },
  );
}

const pageName = () => screen.getByRole('status', { name: 'page name' }).textContent;

describe('DetailPage', () => {
  it("names the frame's crumb and window after the record once it has loaded", async () => {
    render((s) => s.on(accountsApi.get, ACME));
    expect(await screen.findByRole('heading', { name: 'Acme Holdings' })).toBeTruthy();
    await waitFor(() => expect(pageName()).toBe('Acme Holdings'));
  });

  it('names the crumb above it after the record it belongs to, when the page says which', async () => {
    render((s) => s.on(accountsApi.get, { ...ACME, parentName: 'Acme Group' }));
    await screen.findByRole('heading', { name: 'Acme Holdings' });
    const parentName = () => screen.getByRole('status', { name: 'parent name' }).textContent;
    await waitFor(() => expect(parentName()).toBe('Acme Group'));
  });

  it('shows neither the page nor its actions while the record loads', async () => {
    let answer: (record: AccountWithInfo) => void = () => undefined;
    render((s) => s.on(accountsApi.get, () => new Promise((resolve) => (answer = resolve))));
    expect(document.querySelector('.ant-skeleton')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Record action' })).toBeNull();
    answer(ACME);
    expect(await screen.findByRole('button', { name: 'Record action' })).toBeTruthy();
  });

  it('says a record that answers 404 is not found, with the way back and none of the page', async () => {
    render((s) => s.on(accountsApi.get, reply(404, { code: 'NotFound', message: 'Not found' })));
    expect(await screen.findByText('Record not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to Records List/ }).getAttribute('href')).toBe('/records');
    expect(screen.queryByRole('button', { name: 'Record action' })).toBeNull();
    await waitFor(() => expect(pageName()).toBe('Record not found'));
  });
});
