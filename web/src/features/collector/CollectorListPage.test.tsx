import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NotificationArgsProps } from 'antd';
import { collectorApi, type CollectorItem } from '@console/contract/collector/api';
import { renderRoutes } from '../../testing/render';
import { fakeServer, fileReply, reply } from '../../testing/fakeServer';
import { catchSavedFiles } from '../../testing/savedFiles';
import { setNotifier } from '../../kit/data/notify';
import { LOAD_FAILED } from '../../kit/list/ListPage';
import CollectorListPage from './CollectorListPage';
import CollectorDetailsPage from './CollectorDetailsPage';
import { log } from './testing';

const shown: NotificationArgsProps[] = [];
beforeEach(() => {
  shown.length = 0;
  setNotifier({ error: (args) => shown.push(args) });
});
afterEach(() => setNotifier(undefined));

const page = (
  items: CollectorItem[] = [log(), log({ referenceId: 'REF-2', productName: 'DIVE Mobile SDK' })],
) => ({
  items,
  page: 1,
  total: items.length,
  totalPages: 1,
});

/** The query of each list call, as name=value pairs. */
const listQueries = (server: ReturnType<typeof fakeServer>) =>
  server.callsOf(collectorApi.list).map((call) => Object.fromEntries(call.query));

const render = (url = '/collector') =>
  renderRoutes(
    [
      { path: '/collector', element: <CollectorListPage /> },
      { path: '/collector/:id', element: <CollectorDetailsPage /> },
    ],
    { url },
  );

describe('CollectorListPage', () => {
  it('lists the logs with the spec’s columns, a link to each and the upload date in UTC', async () => {
    fakeServer().on(collectorApi.list, page());
    render();
    expect(await screen.findByRole('heading', { name: 'Document Collector' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'REF-1' });
    expect(link.getAttribute('href')).toBe('/collector/REF-1');
    for (const title of ['Reference ID', 'Upload Date', 'Product Name', 'Actions']) {
      expect(screen.getByRole('columnheader', { name: title })).toBeTruthy();
    }
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('03/01/2025 12:24 PM')).toBeTruthy();
    expect(within(row).getByText('Veriscan Desktop')).toBeTruthy();
    expect(within(row).getByRole('button', { name: /Download Attachments/ })).toBeTruthy();
    expect(within(row).getByRole('button', { name: /Details/ })).toBeTruthy();
  });

  it('asks for page 1 of 20 logs by default', async () => {
    const server = fakeServer().on(collectorApi.list, page());
    render();
    await screen.findByText('REF-1');
    expect(listQueries(server)).toEqual([{ page: '1', pageSize: '20' }]);
  });

  it('reads the filter, page and page size from the URL', async () => {
    const server = fakeServer().on(collectorApi.list, page());
    render('/collector?TextFilter=abc&page=2&pageSize=100');
    await screen.findByText('REF-1');
    expect(listQueries(server)).toEqual([{ TextFilter: 'abc', page: '2', pageSize: '100' }]);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveProperty('value', 'abc');
  });

  it('puts a new filter into the URL and goes back to page 1', async () => {
    const server = fakeServer().on(collectorApi.list, page());
    const { router } = render('/collector?page=3');
    await screen.findByText('REF-1');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: ' REF ' } });
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(router.state.location.search).toBe('?TextFilter=REF'));
    await waitFor(() =>
      expect(listQueries(server).at(-1)).toEqual({ TextFilter: 'REF', page: '1', pageSize: '20' }),
    );
  });

  it('says so when there are no logs', async () => {
    fakeServer().on(collectorApi.list, page([]));
    render();
    expect(await screen.findByText('No collector logs')).toBeTruthy();
  });

  it('logs a failed load and says the list could not be loaded, with no notification', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeServer().on(collectorApi.list, reply(500, { code: 'InternalError', message: 'Boom' }));
    const { container } = render();
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('The collector logs could not be loaded', expect.anything()),
    );
    expect(await screen.findByText(LOAD_FAILED)).toBeTruthy();
    await waitFor(() => expect(container.querySelector('.ant-spin-spinning')).toBeNull());
    expect(shown).toEqual([]);
  });

  it('saves the zip of a row’s attachments under the name the server gives', async () => {
    const saved = catchSavedFiles();
    const server = fakeServer()
      .on(collectorApi.list, page())
      .on(collectorApi.downloadZip, fileReply('zip-bytes', 'REF-2.zip', 'application/zip'));
    render();
    const row = (await screen.findByText('REF-2')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /Download Attachments/ }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['REF-2.zip']));
    expect(await saved[0]?.blob.text()).toBe('zip-bytes');
    expect(server.callsOf(collectorApi.downloadZip).map((call) => call.params)).toEqual([{ id: 'REF-2' }]);
  });

  it('opens a log’s details and its back link returns to the list as it was', async () => {
    fakeServer()
      .on(collectorApi.list, page())
      .on(collectorApi.log, log({ referenceId: 'REF-2' }))
      .on(collectorApi.attachments, { attachmentInfoModels: [] });
    const { router } = render('/collector?TextFilter=REF&pageSize=100');
    const row = (await screen.findByText('REF-2')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /Details/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/collector/REF-2'));
    fireEvent.click(await screen.findByRole('link', { name: /Back to Logs List/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?TextFilter=REF&pageSize=100'));
  });

  it('exports the filtered logs as CSV: the list’s call with format=csv, without its page', async () => {
    const saved = catchSavedFiles();
    const server = fakeServer().on(collectorApi.list, (call) =>
      call.query.get('format') === 'csv'
        ? fileReply('Reference ID\r\nREF-1\r\n', 'collector-logs-2025-03-01.csv', 'text/csv')
        : page(),
    );
    render('/collector?TextFilter=REF&pageSize=100');
    await screen.findByText('REF-1');
    fireEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['collector-logs-2025-03-01.csv']));
    expect(listQueries(server)).toEqual([
      { TextFilter: 'REF', page: '1', pageSize: '100' },
      { TextFilter: 'REF', format: 'csv' },
    ]);
  });
});

describe('CollectorListPage paging', () => {
  it('offers the sizes 10, 20, 100, 200, 300 and 400, and a new size starts again at page 1', async () => {
    const items = Array.from({ length: 20 }, (_, i) => log({ referenceId: `REF-${i}` }));
    fakeServer().on(collectorApi.list, { items, page: 3, total: 1000, totalPages: 50 });
    const { router } = render('/collector?page=3');
    await screen.findByText('REF-0');
    fireEvent.mouseDown(screen.getByRole('combobox'));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(
      ['10', '20', '100', '200', '300', '400'].map((size) => `${size} / page`),
    );
    fireEvent.click(await screen.findByTitle('100 / page'));
    await waitFor(() => expect(router.state.location.search).toBe('?pageSize=100'));
  });
});
