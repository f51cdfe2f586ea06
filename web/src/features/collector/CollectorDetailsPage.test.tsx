import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NotificationArgsProps } from 'antd';
import { renderRoutes } from '../../testing/render';
import { setNotifier } from '../../api/notify';
import CollectorDetailsPage from './CollectorDetailsPage';
import { catchSavedFiles, fetchMock, json, log, requested, serve } from './testing';

const shown: NotificationArgsProps[] = [];
beforeEach(() => {
  shown.length = 0;
  fetchMock.mockReset();
  setNotifier({ error: (args) => shown.push(args) });
});
afterEach(() => setNotifier(undefined));

const ATTACHMENTS = [
  { id: 11, fileName: 'front.png', fileType: 'image/png', size: 200 },
  { id: 12, fileName: 'scanner.log', fileType: 'text/plain', size: 50 },
];

function render(answers: Record<string, () => Response> = {}) {
  serve({
    '/api/DocumentCollector/REF-1': () => json(log({ licenseId: null, comment: '' })),
    '/api/DocumentCollector/AttachmentsInfo/REF-1': () => json({ attachmentInfoModels: ATTACHMENTS }),
    ...answers,
  });
  return renderRoutes([{ path: '/collector/:id', element: <CollectorDetailsPage /> }], {
    url: '/collector/REF-1',
  });
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
  it('shows only the fields with a value, the date in UTC and the flags as a tick and a cross', async () => {
    render();
    await screen.findByText('Veriscan Desktop');
    expect(infoRows()).toEqual({
      'Reference ID': 'REF-1',
      'Upload Date UTC': '03/01/2025 12:24 PM',
      'Product Name': 'Veriscan Desktop',
      'Product Version': '4.2.1',
      'Scanner Data': '✓',
      'Utility Date': '✗',
    });
  });

  it('lists the attachments by File Name and File Type and saves one under its name', async () => {
    const saved = catchSavedFiles();
    render({
      '/api/DocumentCollector/Download/12': () =>
        new Response('log lines', {
          headers: { 'Content-Disposition': 'attachment; filename="scanner.log"' },
        }),
    });
    const row = (await screen.findByText('scanner.log')).closest('tr') as HTMLElement;
    expect(screen.getByRole('columnheader', { name: 'File Name' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'File Type' })).toBeTruthy();
    expect(within(row).getByText('text/plain')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Download scanner.log' }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['scanner.log']));
    expect(await saved[0]?.blob.text()).toBe('log lines');
  });

  it('saves the zip of every attachment as <referenceId>.zip', async () => {
    const saved = catchSavedFiles();
    render({ '/api/DocumentCollector/DownloadZip/REF-1': () => new Response('zip-bytes') });
    await screen.findByText('front.png');
    fireEvent.click(screen.getByRole('button', { name: /Download Zip/ }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['REF-1.zip']));
  });

  it('offers no zip of a log without attachments', async () => {
    render({ '/api/DocumentCollector/AttachmentsInfo/REF-1': () => json({ attachmentInfoModels: [] }) });
    expect(await screen.findByText('No attachments')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Download Zip/ })).toHaveProperty('disabled', true);
  });

  it('only stops loading when the log cannot be loaded, with no message', async () => {
    const { container } = render({
      '/api/DocumentCollector/REF-1': () => json({ code: 'NotFound', message: 'Not found' }, 404),
      '/api/DocumentCollector/AttachmentsInfo/REF-1': () =>
        json({ code: 'NotFound', message: 'Not found' }, 404),
    });
    await waitFor(() => expect(requested()).toHaveLength(2));
    await waitFor(() => expect(container.querySelector('.ant-skeleton, .ant-spin-spinning')).toBeNull());
    expect(infoRows()).toEqual({});
    expect(shown).toEqual([]);
  });

  it('shows no message when a download fails', async () => {
    render({
      '/api/DocumentCollector/DownloadZip/REF-1': () => json({ code: 'InternalError', message: 'Boom' }, 500),
    });
    await screen.findByText('front.png');
    fireEvent.click(screen.getByRole('button', { name: /Download Zip/ }));
    await waitFor(() => expect(requested()).toContain('/api/DocumentCollector/DownloadZip/REF-1'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Download Zip/ }).className).not.toContain('loading'),
    );
    expect(shown).toEqual([]);
  });
});
