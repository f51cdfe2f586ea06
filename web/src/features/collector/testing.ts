import { vi } from 'vitest';
import type { CollectorItem } from '@console/contract/collector';

// Fakes for the collector pages' tests: the server's answers by path, and the browser's file saving.

export const fetchMock = vi.fn<typeof fetch>();

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Answers each request by its path; anything else is a 404 in the error shape. */
export function serve(answers: Record<string, () => Response>): void {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input) => {
    const answer = answers[String(input).split('?')[0] ?? ''];
    return answer ? answer() : json({ code: 'NotFound', message: 'Not found' }, 404);
  });
}

/** The URLs requested so far, in order. */
export const requested = () => fetchMock.mock.calls.map(([input]) => String(input));

/** Catches files handed to the browser to save: their names and contents. */
export function catchSavedFiles() {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ name: this.download, blob });
  });
  return saved;
}

export const log = (overrides: Partial<CollectorItem> = {}): CollectorItem => ({
  referenceId: 'REF-1',
  uploadDate: '2025-03-01T12:24:00.000Z',
  licenseId: 'LIC-9',
  productName: 'Veriscan Desktop',
  productVersion: '4.2.1',
  scannerData: true,
  utilityData: false,
  comment: 'Jams on thick cards',
  ...overrides,
});
