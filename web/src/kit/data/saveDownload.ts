import type { DownloadedFile } from '@console/contract/kit';

/** How long the browser keeps a saved file's object URL: long enough for the download to start. */
const REVOKE_AFTER_MS = 30_000;

/** Hands a downloaded file to the browser to save, under its name, through an object URL. */
export function saveDownload({ blob, fileName }: DownloadedFile, fallbackName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? fallbackName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
