/**
 * The files a collector log may carry, by extension, and the media type each is served with.
 * The type comes from this list, never from the uploader's claim, so an upload cannot make the
 * console serve, say, HTML. Images, text and logs, PDF, and zip archives of further logs.
 */
const MEDIA_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  bmp: 'image/bmp',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  webp: 'image/webp',
  txt: 'text/plain',
  log: 'text/plain',
  csv: 'text/csv',
  json: 'application/json',
  xml: 'application/xml',
  pdf: 'application/pdf',
  zip: 'application/zip',
};

export const ACCEPTED_EXTENSIONS = Object.keys(MEDIA_TYPES).map((ext) => `.${ext}`);

/** The media type for a file name, or undefined when its type is not accepted. */
export function mediaTypeOf(fileName: string): string | undefined {
  const dot = fileName.lastIndexOf('.');
  if (dot <= 0) return undefined;
  return MEDIA_TYPES[fileName.slice(dot + 1).toLowerCase()];
}

/** Already compressed formats are stored in a zip as they are; deflating them again wastes time. */
export function isCompressed(mediaType: string): boolean {
  return mediaType.startsWith('image/') || mediaType === 'application/pdf' || mediaType === 'application/zip';
}
