import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dvsApi, type DvsRequest } from '@console/contract/dvs/api';
import { fakeServer, reply, type FakeServer } from '../../testing/fakeServer';
import { requestImage } from '../../testing/requestImages';
import { makeBootstrap, renderRoutes } from '../../testing/render';
import DvsRequestPage from './DvsRequestPage';

const request = (overrides: Partial<DvsRequest> = {}): DvsRequest => ({
  id: 77,
  externalId: 'app-77',
  account: { id: 4, name: 'Coral Commons' },
  device: { id: 9, name: 'Desk iPad', serial: 'DMPX1' },
  status: 'failed',
  failureReason: 'A document check failed',
  startedAt: '2026-11-20T15:00:00.000Z',
  completedAt: '2026-11-20T15:00:20.000Z',
  archivedAt: null,
  archivedBy: null,
  result: {
    documentType: 'Passport',
    issuingCountry: 'USA',
    issuingState: null,
    fields: { firstName: 'Jane', documentNumber: 'D1234567' },
    barcode: null,
    mrz: { line1: 'P<USASAMPLE<<JANE', valid: false },
    checks: [
      { name: 'mrzChecksum', result: 'failed', reason: 'A check digit does not match' },
      { name: 'documentExpired', result: 'passed', reason: null },
    ],
  },
  ...overrides,
});

let server: FakeServer;
beforeEach(() => {
  server = fakeServer()
    .on(dvsApi.request, request())
    .on(dvsApi.images.list, [
      requestImage(1, 'front', 'Document front'),
      requestImage(2, 'back', 'Document back'),
    ])
    .on(dvsApi.archive, { changed: 1 });
});

const renderPage = () =>
  renderRoutes([{ path: '/DIVE/Requests/Details/:id', element: <DvsRequestPage /> }], {
    url: '/DIVE/Requests/Details/77',
    bootstrap: makeBootstrap({
      user: { id: 1, name: 'Avery Admin', userName: 'admin', readOnly: false },
      modules: [{ id: 1, name: 'DVS', moduleFeatures: [] }],
    }),
  });

describe('DvsRequestPage', () => {
  it("shows the document's images beside the overall result, each check with its reason, the fields and the MRZ", async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Request 77' })).toBeTruthy();
    expect(await screen.findByRole('group', { name: 'Document front' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Document back' })).toBeTruthy();
    expect(screen.getByText('Passport, USA')).toBeTruthy();
    const failed = screen.getByRole('row', { name: /MRZ check digits/ });
    expect(within(failed).getByText('failed')).toBeTruthy();
    expect(within(failed).getByText('A check digit does not match')).toBeTruthy();
    expect(screen.getByText('D1234567')).toBeTruthy();
    expect(screen.getByText('P<USASAMPLE<<JANE')).toBeTruthy();
    // The barcode was not read: the card says so rather than showing nothing.
    expect(screen.getByText('None read')).toBeTruthy();
  });

  it('archives the request through the Archive call', async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'Request 77' });
    await userEvent.click(screen.getByRole('button', { name: /Archive/ }));
    await waitFor(() => expect(server.changes()).toHaveLength(1));
    expect(server.changes()[0]).toMatchObject({
      method: 'PUT',
      path: '/api/DvsRequests/Archive',
      body: { ids: [77], archived: true },
    });
    expect(await screen.findByText('1 request archived')).toBeTruthy();
  });

  it('says a request that is not the company’s is not found', async () => {
    server.on(dvsApi.request, reply(404, { code: 'NotFound', message: 'Not found' }));
    renderPage();
    expect(await screen.findByText('DIVE request not found')).toBeTruthy();
  });
});
