import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NotificationArgsProps } from 'antd';
import { collectorApi } from '@console/contract/collector/api';
import { renderRoutes } from '../../testing/render';
import { fakeServer, fileReply, reply } from '../../testing/fakeServer';
import { catchSavedFiles } from '../../testing/savedFiles';
import { setNotifier } from '../../kit/data/notify';
import CollectorDetailsPage, { LOG_NOT_FOUND } from './CollectorDetailsPage';
import { log } from './testing';
import { NO, YES } from '../../kit/widgets/YesNo';

const shown: NotificationArgsProps[] = [];
beforeEach(() => {
  shown.length = 0;
  setNotifier({ error: (args) => shown.push(args) });
});
afterEach(() => setNotifier(undefined));

const ATTACHMENTS = [
  { id: 11, fileName: 'front.png', fileType: 'image/png', size: 200 },
  { id: 12, fileName: 'scanner.log', fileType: 'text/plain', size: 50 },
];
const NOT_FOUND = reply(404, { code: 'NotFound', message: 'Not found' });

/** The page of REF-1, its log and attachments answered; `server` may add or change answers. */
function render(answers: (server: ReturnType<typeof fakeServer>) => void = () => undefined) {
  const server = fakeServer()
    .on(collectorApi.log, log({ licenseId: null, comment: '' }))
    .on(collectorApi.attachments, { attachmentInfoModels: ATTACHMENTS });
  answers(server);
  const rendered = renderRoutes([{ path: '/collector/:id', element: <CollectorDetailsPage /> }], {
    url: '/collector/REF-1',
  });
  return { ...rendered, server };
}

/** The info card's rows as label → value text. */
function infoRows(): Record<string, string> {
  const rows = document.querySelectorAll('.ant-descriptions-row');
  return Object.fromEntries(
    [...rows].map((row) => [
      row.querySelector('.ant-descriptions-item-label')?.textContent ?? '',
      row.querySelector('.ant-descriptions-item-content')?.textContent ?? '',
    ]),
  );
}

describe('CollectorDetailsPage', () => {
  it('shows only the fields with a value, the date in UTC and the flags as yes or no', async () => {
    const { server } = render();
    await screen.findByText('Veriscan Desktop');
    expect(infoRows()).toEqual({
      'Reference ID': 'REF-1',
      'Upload Date UTC': '03/01/2025 12:24 PM',
      'Product Name': 'Veriscan Desktop',
      'Product Version': '4.2.1',
      'Scanner Data': YES,
      'Utility Date': NO,
    });
    expect(server.callsOf(collectorApi.log).map((call) => call.params)).toEqual([{ id: 'REF-1' }]);
  });

  it('lists the attachments by File Name and File Type and saves one under its name', async () => {
    const saved = catchSavedFiles();
    const { server } = render((s) => s.on(collectorApi.download, fileReply('log lines', 'scanner.log')));
    const row = (await screen.findByText('scanner.log')).closest('tr') as HTMLElement;
    expect(screen.getByRole('columnheader', { name: 'File Name' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'File Type' })).toBeTruthy();
    expect(within(row).getByText('text/plain')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Download scanner.log' }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['scanner.log']));
    expect(await saved[0]?.blob.text()).toBe('log lines');
    expect(server.callsOf(collectorApi.download).map((call) => call.params)).toEqual([
      { attachmentId: '12' },
    ]);
  });

  it('saves the zip of every attachment as <referenceId>.zip', async () => {
    const saved = catchSavedFiles();
    // No Content-Disposition: the page names the file itself.
    render((s) => s.on(collectorApi.downloadZip, reply(200, new Blob(['zip-bytes']))));
    await screen.findByText('front.png');
    fireEvent.click(screen.getByRole('button', { name: /Download Zip/ }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['REF-1.zip']));
  });

  it('offers no zip of a log without attachments', async () => {
    render((s) => s.on(collectorApi.attachments, { attachmentInfoModels: [] }));
    expect(await screen.findByText('No attachments')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Download Zip/ })).toHaveProperty('disabled', true);
  });

  it('offers no Download Zip before the log has loaded', async () => {
    render((s) => s.on(collectorApi.log, () => new Promise(() => undefined)));
    await waitFor(() => expect(document.querySelector('.ant-skeleton')).not.toBeNull());
    expect(screen.queryByRole('button', { name: /Download Zip/ })).toBeNull();
  });

  it('says an unknown reference is not found, with the way back and no zip, and no message', async () => {
    render((s) => s.on(collectorApi.log, NOT_FOUND).on(collectorApi.attachments, NOT_FOUND));
    expect(await screen.findByText(LOG_NOT_FOUND)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to Logs List/ }).getAttribute('href')).toBe('/collector');
    expect(screen.queryByRole('button', { name: /Download Zip/ })).toBeNull();
    expect(shown).toEqual([]);
  });

  it('only stops loading when the log cannot be loaded for another reason, with no message', async () => {
    const { container, server } = render((s) =>
      s.on(collectorApi.log, reply(500, { code: 'InternalError', message: 'Boom' })),
    );
    await waitFor(() => expect(server.calls).toHaveLength(2));
    await waitFor(() => expect(container.querySelector('.ant-skeleton, .ant-spin-spinning')).toBeNull());
    expect(infoRows()).toEqual({});
    expect(shown).toEqual([]);
  });

  it('shows no message when a download fails', async () => {
    const { server } = render((s) =>
      s.on(collectorApi.downloadZip, reply(500, { code: 'InternalError', message: 'Boom' })),
    );
    await screen.findByText('front.png');
    fireEvent.click(screen.getByRole('button', { name: /Download Zip/ }));
    await waitFor(() => expect(server.callsOf(collectorApi.downloadZip)).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Download Zip/ }).className).not.toContain('loading'),
    );
    expect(shown).toEqual([]);
  });
});
