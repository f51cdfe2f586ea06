import { describe, expect, it } from 'vitest';
import { useEffect } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Type } from 'typebox';
import { defineFamily, pagedList } from '@console/contract/kit';
import { fakeServer, fileReply, reply } from '../../testing/fakeServer';
import { renderRoutes } from '../../testing/render';
import { catchSavedFiles } from '../../testing/savedFiles';
import { EXPORT_CSV, ListPage, LOAD_FAILED } from './ListPage';
import { useUrlList } from './useUrlList';
import { WINDOW_FROM_ROWS } from './useRowWindow';

/** A list of the kit's own, with the spec's kind of names, a sort and a filter. */
const Things = pagedList({
  item: Type.Object({ id: Type.Integer(), name: Type.String(), kind: Type.String() }),
  names: { textFilter: 'Filter' },
  sortFields: ['name'],
  filters: { kind: Type.Optional(Type.String()) },
  columns: { id: 'Thing ID', name: 'Thing Name', kind: 'Kind' },
  fileName: 'things',
});
const thingsApi = {
  list: defineFamily('things').endpoint({
    method: 'GET',
    path: '/api/Things/List',
    summary: 'Things',
    query: Things.query,
    response: Things.response,
    list: Things.spec,
  }),
};
type Thing = { id: number; name: string; kind: string };

const EMPTY = { none: 'No things yet', filtered: 'No things match' };

function ThingsPage() {
  const list = useUrlList(thingsApi.list);
  return (
    <ListPage<Thing>
      list={list}
      title="Things"
      rowKey="id"
      search={{ label: 'Search things', placeholder: 'Search' }}
      nouns={['thing', 'things']}
      empty={EMPTY}
      columns={[
        { key: 'id', dataIndex: 'id' },
        { key: 'name', dataIndex: 'name' },
      ]}
    />
  );
}

const pageOf = (items: Thing[]) => ({ items, page: 1, total: items.length, totalPages: 1 });
const render = (url = '/things') => renderRoutes([{ path: '/things', element: <ThingsPage /> }], { url });

const things = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: i + 1, name: `Thing ${i + 1}`, kind: 'tool' }));

describe('ListPage', () => {
  it(`draws a page of more than ${WINDOW_FROM_ROWS} rows as the rows near the view, in a table that counts them all`, async () => {
    fakeServer().on(thingsApi.list, pageOf(things(400)));
    const { container } = render('/things?pageSize=400');
    await screen.findByText('Thing 1');
    const drawn = container.querySelectorAll('tbody tr[aria-rowindex]');
    expect(drawn.length).toBeGreaterThan(10);
    expect(drawn.length).toBeLessThan(60);
    // Row 1 is the header's: the first data row is row 2 of 401.
    expect(drawn[0]?.getAttribute('aria-rowindex')).toBe('2');
    expect(container.querySelector('table[aria-rowcount="401"]')).toBeTruthy();
    expect(screen.queryByText('Thing 400')).toBeNull();
    // The rows not drawn keep their height in a spacer that is no row to assistive technology.
    const spacer = container.querySelector<HTMLElement>('tr.kit-row-spacer');
    expect(spacer?.getAttribute('aria-hidden')).toBe('true');
    expect(parseInt(spacer?.style.height ?? '0')).toBeGreaterThan(300 * 40);
    // The slice follows the page after the first frame: let it, before the test's page goes away.
    await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
  });

  it(`draws a page of ${WINDOW_FROM_ROWS} rows whole`, async () => {
    fakeServer().on(thingsApi.list, pageOf(things(WINDOW_FROM_ROWS)));
    const { container } = render('/things?pageSize=100');
    expect(await screen.findByText(`Thing ${WINDOW_FROM_ROWS}`)).toBeTruthy();
    expect(container.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(WINDOW_FROM_ROWS);
    expect(container.querySelector('tr.kit-row-spacer, [aria-rowcount]')).toBeNull();
  });

  it('cuts a long text with an ellipsis, the whole of it in the tooltip, instead of widening the table', async () => {
    const long = 'A very long note. '.repeat(60).trim();
    fakeServer().on(thingsApi.list, pageOf([{ id: 1, name: long, kind: 'tool' }]));
    render();
    const cell = (await screen.findByText(long)).closest('td') as HTMLElement;
    expect(cell.className).toContain('ant-table-cell-ellipsis');
    expect(cell.getAttribute('title')).toBe(long);
  });

  it('takes its column captions from the list’s spec', async () => {
    fakeServer().on(thingsApi.list, pageOf([{ id: 1, name: 'Anvil', kind: 'tool' }]));
    render();
    await screen.findByText('Anvil');
    expect(screen.getByRole('columnheader', { name: 'Thing ID' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Thing Name/ })).toBeTruthy();
  });

  it('says a failed load could not be loaded, with a retry, and not that the list is empty', async () => {
    const server = fakeServer().on(thingsApi.list, reply(500, { code: 'InternalError', message: 'Boom' }));
    render();
    expect(await screen.findByText(LOAD_FAILED)).toBeTruthy();
    expect(screen.queryByText(EMPTY.none)).toBeNull();
    server.on(thingsApi.list, pageOf([{ id: 1, name: 'Anvil', kind: 'tool' }]));
    fireEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByText('Anvil')).toBeTruthy();
    expect(screen.queryByText(LOAD_FAILED)).toBeNull();
  });

  it('says an empty list is empty, and an empty search that nothing matches', async () => {
    const server = fakeServer().on(thingsApi.list, pageOf([]));
    render();
    expect(await screen.findByText(EMPTY.none)).toBeTruthy();
    expect(screen.queryByText(LOAD_FAILED)).toBeNull();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search things' }), { target: { value: 'zzz' } });
    fireEvent.keyDown(screen.getByRole('searchbox', { name: 'Search things' }), {
      key: 'Enter',
      code: 'Enter',
    });
    expect(await screen.findByText(EMPTY.filtered)).toBeTruthy();
    expect(server.callsOf(thingsApi.list).at(-1)?.query.get('Filter')).toBe('zzz');
  });

  it('exports the list’s call as CSV: format=csv with the search, filters and sort, without the page', async () => {
    const saved = catchSavedFiles();
    const server = fakeServer().on(thingsApi.list, (call) =>
      call.query.get('format') === 'csv'
        ? fileReply('Thing ID,Thing Name,Kind\r\n', 'things-2025-03-01.csv', 'text/csv')
        : pageOf([{ id: 1, name: 'Anvil', kind: 'tool' }]),
    );
    render('/things?Filter=an&kind=tool&sortField=name&order=desc&pageSize=100');
    await screen.findByText('Anvil');
    fireEvent.click(screen.getByRole('button', { name: new RegExp(EXPORT_CSV) }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['things-2025-03-01.csv']));
    expect(await saved[0]?.blob.text()).toBe('Thing ID,Thing Name,Kind\r\n');
    const csv = server.callsOf(thingsApi.list).find((call) => call.query.get('format') === 'csv');
    expect(Object.fromEntries(csv?.query ?? [])).toEqual({
      Filter: 'an',
      kind: 'tool',
      sortField: 'name',
      order: 'desc',
      format: 'csv',
    });
  });

  it('writes the sort of a sortable column into the address, from page 1', async () => {
    fakeServer().on(thingsApi.list, {
      ...pageOf([{ id: 1, name: 'Anvil', kind: 'tool' }]),
      total: 30,
      totalPages: 3,
    });
    const { router } = render('/things?page=2');
    await screen.findByText('Anvil');
    const header = screen.getByRole('columnheader', { name: /Thing Name/ });
    fireEvent.click(within(header).getByText('Thing Name'));
    await waitFor(() => expect(router.state.location.search).toBe('?sortField=name&order=asc'));
    fireEvent.click(within(screen.getByRole('columnheader', { name: /Thing Name/ })).getByText('Thing Name'));
    await waitFor(() => expect(router.state.location.search).toBe('?sortField=name&order=desc'));
    // The ID column is not one of the list's sort fields.
    const sorters = 'ant-table-column-has-sorters';
    expect(screen.getByRole('columnheader', { name: /Thing Name/ }).className).toContain(sorters);
    expect(screen.getByRole('columnheader', { name: 'Thing ID' }).className).not.toContain(sorters);
  });

  it('shows the default sort on its column when the address names none, and turns it round on a click', async () => {
    const Newest = pagedList({
      item: Type.Object({ id: Type.Integer(), name: Type.String(), kind: Type.String() }),
      sortFields: ['name'],
      defaultSort: { field: 'name', order: 'desc' },
      columns: { id: 'Thing ID', name: 'Thing Name' },
      fileName: 'things',
    });
    const newestApi = defineFamily('things').endpoint({
      method: 'GET',
      path: '/api/Things/Newest',
      summary: 'Things, last name first',
      query: Newest.query,
      response: Newest.response,
      list: Newest.spec,
    });
    function NewestPage() {
      const list = useUrlList(newestApi);
      return (
        <ListPage<Thing>
          list={list}
          rowKey="id"
          nouns={['thing', 'things']}
          empty={EMPTY}
          columns={[{ key: 'name', dataIndex: 'name' }]}
        />
      );
    }
    fakeServer().on(newestApi, pageOf([{ id: 1, name: 'Anvil', kind: 'tool' }]));
    const { router } = renderRoutes([{ path: '/things', element: <NewestPage /> }], { url: '/things' });
    await screen.findByText('Anvil');
    const header = () => screen.getByRole('columnheader', { name: /Thing Name/ });
    expect(header().getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(within(header()).getByText('Thing Name'));
    await waitFor(() => expect(router.state.location.search).toBe('?sortField=name&order=asc'));
    expect(header().getAttribute('aria-sort')).toBe('ascending');
  });
});

describe('useUrlList', () => {
  /** The page's list, as the last render made it, for the test to change. */
  const captured: { list?: ReturnType<typeof useUrlList<typeof thingsApi.list>> } = {};
  function Capture() {
    const list = useUrlList(thingsApi.list);
    useEffect(() => {
      captured.list = list;
    });
    return null;
  }

  it('builds a change on the one before it, though no render came between them, and exports what the address says', async () => {
    fakeServer().on(thingsApi.list, pageOf(things(2)));
    const { router } = renderRoutes([{ path: '/things', element: <Capture /> }], { url: '/things' });
    await waitFor(() => expect(captured.list).toBeDefined());
    const current = captured.list as NonNullable<typeof captured.list>;
    // A filter picked, then a search entered, both through the same render's list (react-router
    // hands setSearch's updater the last render's parameters: the filter was lost).
    act(() => {
      current.update({ filters: { kind: 'tool' }, page: 1 });
      current.update({ textFilter: 'hammer', page: 1 });
    });
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('kind')).toBe('tool');
    expect(search.get('Filter')).toBe('hammer');
    // An export made by that same render's list takes the address's filters.
    expect(current.addressedQuery()).toMatchObject({ kind: 'tool', Filter: 'hammer' });
  });
});
