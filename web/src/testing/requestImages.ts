import type { RequestImage } from '@console/contract/kit';

/**
 * One image of a request's list as the images call answers it. The screens show the caption and
 * load the image by its name; the size and the time are there only because the answer has them.
 */
export const requestImage = (id: number, name: string, caption: string): RequestImage => ({
  id,
  name,
  caption,
  contentType: 'image/png',
  size: 1200,
  createdAt: '2026-11-01T10:00:00Z',
});
