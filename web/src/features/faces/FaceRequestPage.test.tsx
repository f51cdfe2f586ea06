import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { facesApi, FACE_DECISIONS, type FaceRequestDetail } from '@console/contract/faces/api';
import { fakeServer, reply } from '../../testing/fakeServer';
import { requestImage } from '../../testing/requestImages';
import { renderRoutes } from '../../testing/render';
import FaceRequestPage from './FaceRequestPage';

const request = (overrides: Partial<FaceRequestDetail> = {}): FaceRequestDetail => ({
  id: 7,
  accountId: 3,
  accountName: 'Aspen Lofts',
  externalId: 'kiosk-42',
  status: 'success',
  startedAt: '2026-11-01T10:00:00Z',
  completedAt: '2026-11-01T10:00:09Z',
  service: 'faceMatch',
  failureReason: null,
  matchScore: 91,
  matchThreshold: 85,
  thresholdSource: 'request',
  livenessScore: 96,
  livenessPassed: true,
  decision: FACE_DECISIONS.success,
  conflict: null,
  evidence: null,
  ...overrides,
});

const render = () =>
  renderRoutes([{ path: '/Faces/Requests/:id', element: <FaceRequestPage /> }], { url: '/Faces/Requests/7' });

describe('FaceRequestPage', () => {
  it('shows the portrait and the selfie, the score against the product’s threshold, liveness and the decision', async () => {
    fakeServer()
      .on(facesApi.request, request())
      .on(facesApi.images.list, [
        requestImage(1, 'front', 'Document front'),
        requestImage(2, 'portrait', 'Document portrait'),
        requestImage(3, 'selfie', 'Selfie'),
      ]);
    render();
    expect((await screen.findAllByAltText(/portrait|selfie/i)).map((img) => img.getAttribute('alt'))).toEqual(
      ['Document portrait', 'Selfie'],
    );
    expect(screen.getByText(/At or above the threshold of/).textContent).toContain(
      '85, the threshold the product applied',
    );
    expect(screen.getByText('Passed (score 96)')).toBeTruthy();
    expect(screen.getByText(FACE_DECISIONS.success)).toBeTruthy();
  });

  it('says when the score is below the account’s threshold and liveness was not checked', async () => {
    fakeServer()
      .on(
        facesApi.request,
        request({
          matchScore: 60,
          thresholdSource: 'account',
          livenessPassed: null,
          livenessScore: null,
          status: 'review',
          decision: FACE_DECISIONS.review,
        }),
      )
      .on(facesApi.images.list, []);
    render();
    expect((await screen.findByText(/Below the threshold of/)).textContent).toContain(
      "the account's current threshold",
    );
    expect(screen.getByText('Not checked')).toBeTruthy();
    expect(await screen.findByText('No images were received with this request')).toBeTruthy();
  });

  it('names the console as the one that compared, for a comparison of Face Compare’s own call', async () => {
    fakeServer()
      .on(
        facesApi.request,
        request({ service: 'faceCompare', thresholdSource: 'console', livenessPassed: null }),
      )
      .on(facesApi.images.list, []);
    render();
    expect((await screen.findByText(/At or above the threshold of/)).textContent).toContain(
      "85, the account's threshold when the console compared the faces",
    );
  });

  it('warns when the reported decision contradicts the score and threshold', async () => {
    const conflict = 'Reported as accepted, but the match score 3 is below the threshold 80';
    fakeServer()
      .on(facesApi.request, request({ matchScore: 3, matchThreshold: 80, conflict }))
      .on(facesApi.images.list, []);
    render();
    expect(await screen.findByText('The reported decision contradicts the score')).toBeTruthy();
    expect(screen.getByText(conflict)).toBeTruthy();
  });

  it('answers another company’s or an unknown request as not found', async () => {
    fakeServer().on(facesApi.request, reply(404, { code: 'NotFound', message: 'The request was not found' }));
    render();
    expect(await screen.findByText('Request not found')).toBeTruthy();
  });
});
