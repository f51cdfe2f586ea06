import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NotificationArgsProps } from 'antd';
import { renderRoutes } from '../../testing/render';
import { setNotifier } from '../../api/notify';
import CollectorListPage from './CollectorListPage';
import CollectorDetailsPage from './CollectorDetailsPage';
import { catchSavedFiles, fetchMock, json, log, requested, serve } from './testing';

const shown: NotificationArgsProps[] = [];
beforeEach(() => {
  shown.length = 0;
  fetchMock.mockReset();
  setNotifier({ error: (args) => shown.push(args) });
});
afterEach(() => setNotifier(undefined));

const page = (items = [log(), log({ referenceId: 'REF-2', productName: 'DIVE Mobile SDK' })]) =>
  json({ items, page: 1, total: items.length, totalPages: 1 });

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
    serve({ '/api/DocumentCollector/List': () => page() });
    render();
    const link = await screen.findByRole('link', { name: 'REF-1' });
    expect(link.getAttribute('href')).toBe('/collector/REF-1');
    for (const title of ['Reference ID', 'Upload Date', 'Product Name']) {
      expect(screen.getByRole('columnheader', { name: title })).toBeTruthy();
    }
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('03/01/2025 12:24 PM')).toBeTruthy();
    expect(within(row).getByText('Veriscan Desktop')).toBeTruthy();
    expect(within(row).getByRole('button', { name: /Download Attachments/ })).toBeTruthy();
    expect(within(row).getByRole('button', { name: /Details/ })).toBeTruthy();
  });

  it('asks for page 1 of 20 logs by default', async () => {
    serve({ '/api/DocumentCollector/List': () => page() });
    render();
    await screen.findByText('REF-1');
    expect(requested()).toEqual(['/api/DocumentCollector/List?page=1&pageSize=20']);
  });

  it('reads the filter, page and page size from the URL', async () => {
    serve({ '/api/DocumentCollector/List': () => page() });
    render('/collector?TextFilter=abc&page=2&pageSize=100');
    await screen.findByText('REF-1');
    expect(requested()).toEqual(['/api/DocumentCollector/List?TextFilter=abc&page=2&pageSize=100']);
    expect(screen.getByRole('searchbox')).toHaveProperty('value', 'abc');
  });

  it('puts a new filter into the URL and goes back to page 1', async () => {
    serve({ '/api/DocumentCollector/List': () => page() });
    const { router } = render('/collector?page=3');
    await screen.findByText('REF-1');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: ' REF ' } });
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(router.state.location.search).toBe('?TextFilter=REF'));
    await waitFor(() =>
      expect(requested().at(-1)).toBe('/api/DocumentCollector/List?TextFilter=REF&page=1&pageSize=20'),
    );
  });

  it('says so when there are no logs', async () => {
    serve({ '/api/DocumentCollector/List': () => page([]) });
    render();
    expect(await screen.findByText('No collector logs')).toBeTruthy();
  });

  it('only stops loading and logs the failure when the list cannot be loaded', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve({ '/api/DocumentCollector/List': () => json({ code: 'InternalError', message: 'Boom' }, 500) });
    const { container } = render();
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('The collector logs could not be loaded', expect.anything()),
    );
    await waitFor(() => expect(container.querySelector('.ant-spin-spinning')).toBeNull());
    expect(shown).toEqual([]);
  });

  it('saves the zip of a row’s attachments under the name the server gives', async () => {
    const saved = catchSavedFiles();
    serve({
      '/api/DocumentCollector/List': () => page(),
      '/api/DocumentCollector/DownloadZip/REF-2': () =>
        new Response('zip-bytes', { headers: { 'Content-Disposition': 'attachment; filename="REF-2.zip"' } }),
    });
    render();
    const row = (await screen.findByText('REF-2')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /Download Attachments/ }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['REF-2.zip']));
    expect(await saved[0]?.blob.text()).toBe('zip-bytes');
  });

  it('opens a log’s details and its back link returns to the list as it was', async () => {
    serve({
      '/api/DocumentCollector/List': () => page(),
      '/api/DocumentCollector/REF-2': () => json(log({ referenceId: 'REF-2' })),
      '/api/DocumentCollector/AttachmentsInfo/REF-2': () => json({ attachmentInfoModels: [] }),
    });
    const { router } = render('/collector?TextFilter=REF&pageSize=100');
    const row = (await screen.findByText('REF-2')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /Details/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/collector/REF-2'));
    fireEvent.click(await screen.findByRole('link', { name: /Back to Logs List/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?TextFilter=REF&pageSize=100'));
  });
});

describe('CollectorListPage paging', () => {
  it('offers the sizes 10, 20, 100, 200, 300 and 400, and a new size starts again at page 1', async () => {
    const items = Array.from({ length: 20 }, (_, i) => log({ referenceId: `REF-${i}` }));
    serve({ '/api/DocumentCollector/List': () => json({ items, page: 3, total: 1000, totalPages: 50 }) });
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
