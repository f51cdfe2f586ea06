import { describe, expect, it } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { Type } from 'typebox';
import { defineFamily, pagedList } from '@console/contract/kit';
import { fakeServer } from '../../testing/fakeServer';
import { renderRoutes } from '../../testing/render';
import { forgetRememberedLists } from './rememberedLists';
import { useUrlList } from './useUrlList';

const Report = pagedList({
  item: Type.Object({ id: Type.Integer() }),
  sortFields: ['id'],
  filters: { kind: Type.Optional(Type.String()) },
  columns: { id: 'ID' },
  fileName: 'report',
});
const reportApi = defineFamily('reports').endpoint({
  method: 'GET',
  path: '/api/Report',
  summary: 'A report',
  query: Report.query,
  response: Report.response,
  list: Report.spec,
});

function ReportPage({ remember }: { remember: boolean }) {
  useUrlList(reportApi, { remember });
  return <p>report</p>;
}

/** Long enough for a restore to have taken its place in the address (the others wait for it). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));

const render = (remember: boolean, url: string) => {
  fakeServer().on(reportApi, { items: [], page: 1, total: 0, totalPages: 0 });
  return renderRoutes(
    [
      { path: '/report', element: <ReportPage remember={remember} /> },
      { path: '/elsewhere', element: <p>elsewhere</p> },
    ],
    { url },
  );
};

describe('remembered report filters (console-core §4: restored on return)', () => {
  it('brings back the last filters and sort when the report is opened again without a query', async () => {
    const { router } = render(true, '/report?kind=tool&sortField=id&order=desc');
    await act(() => router.navigate('/elsewhere'));
    await act(() => router.navigate('/report'));
    await waitFor(() => expect(router.state.location.search).toBe('?sortField=id&order=desc&kind=tool'));
  });

  it('keeps the defaults once they are chosen again, and an address with a query wins', async () => {
    const { router } = render(true, '/report?kind=tool');
    await act(() => router.navigate('/report?kind=part'));
    await act(() => router.navigate('/elsewhere'));
    await act(() => router.navigate('/report'));
    await waitFor(() => expect(router.state.location.search).toBe('?kind=part'));
    await act(() => router.navigate('/report?sortField=id&order=asc'));
    await act(() => router.navigate('/elsewhere'));
    await act(() => router.navigate('/report'));
    await waitFor(() => expect(router.state.location.search).toBe('?sortField=id&order=asc'));
  });

  it('forgets them at sign-out, and a list that does not remember never restores', async () => {
    const remembered = render(true, '/report?kind=tool');
    forgetRememberedLists();
    await act(() => remembered.router.navigate('/elsewhere'));
    await act(() => remembered.router.navigate('/report'));
    await settle();
    expect(remembered.router.state.location.search).toBe('');
    remembered.unmount();

    const plain = render(false, '/report?kind=tool');
    await act(() => plain.router.navigate('/elsewhere'));
    await act(() => plain.router.navigate('/report'));
    await settle();
    expect(plain.router.state.location.search).toBe('');
  });
});
