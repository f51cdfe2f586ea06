import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { defineFamily, requestImageEndpoints } from '@console/contract/kit';
import { fakeServer, reply } from '../../../testing/fakeServer';
import { requestImage } from '../../../testing/requestImages';
import { renderRoutes } from '../../../testing/render';
import { RequestImages } from './RequestImages';

const api = requestImageEndpoints(defineFamily('kit-test'), '/api/KitRequests');

const IMAGES = [
  requestImage(1, 'front', 'Document front'),
  requestImage(2, 'portrait', 'Document portrait'),
  requestImage(3, 'selfie', 'Selfie'),
];

const render = (names?: readonly string[]) =>
  renderRoutes([{ path: '/r', element: <RequestImages endpoints={api} requestId={42} names={names} /> }], {
    url: '/r',
  });

const loaded = (caption: string) => {
  const img = screen.getByAltText(caption);
  fireEvent.load(img);
  return img;
};

describe('RequestImages', () => {
  it('shows the images named, side by side in that order, each from its own call and with its caption', async () => {
    fakeServer().on(api.list, IMAGES);
    render(['portrait', 'selfie']);
    const images = await screen.findAllByAltText(/portrait|selfie/i);
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(['Document portrait', 'Selfie']);
    expect(images.map((img) => img.getAttribute('src'))).toEqual([
      '/api/KitRequests/42/images/2',
      '/api/KitRequests/42/images/3',
    ]);
    expect(screen.queryByAltText('Document front')).toBeNull();
    expect(screen.getByRole('group', { name: 'Selfie' })).toBeTruthy();
  });

  it('zooms and rotates by the buttons and by keys on the focused image, and resets', async () => {
    fakeServer().on(api.list, IMAGES);
    render(['selfie']);
    await screen.findByAltText('Selfie');
    const img = loaded('Selfie');
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in on Selfie' }));
    fireEvent.click(screen.getByRole('button', { name: 'Rotate Selfie right' }));
    expect(img.style.width).toBe('150%');
    expect(img.style.transform).toBe('rotate(90deg)');

    const frame = screen.getByRole('group', { name: 'Selfie' });
    fireEvent.keyDown(frame, { key: '+' });
    fireEvent.keyDown(frame, { key: 'l' });
    fireEvent.keyDown(frame, { key: 'l' });
    expect(img.style.width).toBe('200%');
    expect(img.style.transform).toBe('rotate(270deg)');
    fireEvent.keyDown(frame, { key: '0' });
    expect(img.style.width).toBe('100%');
    expect(img.style.transform).toBe('rotate(0deg)');
    expect(screen.getByRole('button', { name: 'Zoom out of Selfie' })).toHaveProperty('disabled', true);
  });

  it('says when an image fails to load and tries again on request', async () => {
    fakeServer().on(api.list, IMAGES);
    render(['front']);
    fireEvent.error(await screen.findByAltText('Document front'));
    expect(screen.getByRole('alert').textContent).toContain('The image could not be loaded');
    fireEvent.click(screen.getByRole('button', { name: /Try again/ }));
    expect(screen.getByAltText('Document front')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tells a request without images from a list that failed to load', async () => {
    const server = fakeServer().on(api.list, []);
    render();
    expect(await screen.findByText('No images were received with this request')).toBeTruthy();

    server.on(api.list, reply(500, { code: 'InternalError', message: 'Something went wrong' }));
    render();
    await waitFor(() => expect(screen.getByText('The images could not be loaded')).toBeTruthy());
  });
});
