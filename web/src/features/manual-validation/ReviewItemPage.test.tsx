import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { manualValidationApi as api, type ReviewItem } from '@console/contract/manual-validation/api';
import { fakeServer, type FakeServer } from '../../testing/fakeServer';
import { READ_ONLY_REASON } from '../../kit/permit';
import { bootstrapAs, makeBootstrap, renderRoutes } from '../../testing/render';
import ReviewItemPage from './ReviewItemPage';
import { TEXT } from './texts';

const item = (overrides: Partial<ReviewItem> = {}): ReviewItem => ({
  id: 42,
  externalId: 'app-42',
  status: 'new',
  claim: null,
  decision: null,
  request: {
    status: 'review',
    failureReason: null,
    startedAt: '2026-11-20T15:00:00.000Z',
    productId: 3,
    productName: 'DIVE',
    accountId: 4,
    accountName: 'Coral Commons',
  },
  result: {
    documentType: 'DriversLicense',
    issuingCountry: 'USA',
    issuingState: 'TX',
    fields: {},
    barcode: null,
    mrz: null,
    checks: [],
  },
  checks: {
    checks: [
      {
        name: 'barcodeMatchesFront',
        title: 'Barcode matches the front',
        result: 'failed',
        detail: 'The barcode and the front differ: last name',
      },
    ],
    comparisons: [
      {
        field: 'lastName',
        title: 'Last name',
        front: 'SPECIMAN',
        barcode: 'SPECIMEN',
        mrz: null,
        match: false,
      },
      { field: 'firstName', title: 'First name', front: 'ALEX', barcode: 'ALEX', mrz: null, match: true },
    ],
    checkedAt: null,
    checkedBy: null,
  },
  images: [
    {
      id: 7,
      name: 'front',
      caption: 'Document front',
      contentType: 'image/png',
      size: 10,
      imageUrl: 'requests/42/images/7',
    },
  ],
  history: [],
  nextId: 43,
  evidence: null,
  ...overrides,
});

const claimed = item({
  status: 'inReview',
  claim: { holderId: 1, holderName: 'admin', expiresAt: '2099-01-01T00:00:00.000Z', mine: true },
});

let server: FakeServer;
const reviewer = makeBootstrap({
  roles: ['Admin'],
  modules: [{ id: 1, name: 'ValidationSettings', moduleFeatures: [] }],
});
const renderPage = (bootstrap = reviewer) =>
  renderRoutes([{ path: '/ManualVerification/:id', element: <ReviewItemPage /> }], {
    url: '/ManualVerification/42',
    bootstrap,
  });

beforeEach(() => {
  // As the server does: once claimed, the item reads as claimed.
  let current = item();
  server = fakeServer()
    .on(api.item, () => current)
    .on(api.claim, () => (current = claimed))
    .on(api.decision, (call) =>
      item({
        status: (call.body as { decision: string }).decision === 'reject' ? 'rejected' : 'approved',
      }),
    );
});

describe('ReviewItemPage', () => {
  it('claims the item on opening and marks the fields the sources disagree on', async () => {
    renderPage();
    expect(await screen.findByText('You are reviewing this item')).toBeTruthy();
    expect(server.callsOf(api.claim)).toHaveLength(1);
    const mismatch = screen.getByRole('row', { name: /Last name/ });
    expect(mismatch.getAttribute('aria-invalid')).toBe('true');
    expect(within(mismatch).getByText('Mismatch')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /First name/ })).getByText('Match')).toBeTruthy();
    expect(screen.getByAltText('Document front').getAttribute('src')).toBe(
      '/api/ManualValidationFlow/images?imageUrl=requests%2F42%2Fimages%2F7',
    );
  });

  it('shows the evidence the console computed beside the report, and the face it found on the image', async () => {
    const evidence: ReviewItem['evidence'] = {
      state: 'done',
      computedAt: '2026-01-02T10:00:00.000Z',
      reportedScore: 96,
      faceMatch: {
        model: 'face-api 1.7.15 (SSD MobileNet v1 + ResNet-34 descriptor)',
        score: 42,
        distance: 0.73,
        reason: null,
        images: [
          {
            label: 'front',
            imageId: 7,
            width: 400,
            height: 300,
            rotated: 0,
            reason: null,
            faces: [{ x: 40, y: 50, width: 80, height: 100, confidence: 0.99 }],
          },
        ],
      },
      mrz: {
        engine: 'tesseract.js 7.0.0 (eng 4.0.0_best_int)',
        lines: ['P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<'],
        reason: null,
        badCheckDigits: ['birthDateCheckDigit'],
        fields: {},
      },
      disagreement: 'The device reported a face match of 96; the console computed 42, below the threshold 80',
      error: null,
    };
    server.on(api.item, () => item({ ...claimed, evidence }));
    renderPage();
    const card = (await screen.findByText('Computed evidence')).closest('.ant-card') as HTMLElement;
    expect(within(card).getByText('42')).toBeTruthy();
    expect(within(card).getByText('96')).toBeTruthy();
    expect(within(card).getByText(evidence.disagreement ?? '')).toBeTruthy();
    expect(within(card).getByText('P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<')).toBeTruthy();
    expect(within(card).getByText('birthDateCheckDigit')).toBeTruthy();
    expect(within(card).getByText(/^tesseract\.js 7/)).toBeTruthy();
    // Laid over the image once it has loaded.
    fireEvent.load(screen.getByAltText('Document front'));
    expect(screen.getByRole('img', { name: 'A face found by the console' })).toBeTruthy();
  });

  it('rejects by the R key with a reason from the list and the details typed', async () => {
    renderPage();
    await screen.findByText('You are reviewing this item');
    await userEvent.keyboard('r');
    const dialog = await screen.findByRole('dialog', { name: 'Reject this item' });
    await userEvent.click(within(dialog).getByLabelText('Rejection reason'));
    await userEvent.click(await screen.findByText('Data does not match the document'));
    await userEvent.type(within(dialog).getByLabelText('Details'), 'Name differs');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(server.callsOf(api.decision)).toHaveLength(1));
    expect(server.callsOf(api.decision)[0]?.body).toEqual({
      decision: 'reject',
      reasonCode: 'dataMismatch',
      reason: 'Name differs',
    });
  });

  it('refuses a rejection without a reason in the dialog, calling nothing', async () => {
    renderPage();
    await screen.findByText('You are reviewing this item');
    await userEvent.keyboard('r');
    const dialog = await screen.findByRole('dialog', { name: 'Reject this item' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Choose why the item is rejected')).toBeTruthy();
    expect(server.callsOf(api.decision)).toHaveLength(0);
  });

  it('shows who holds an item and offers no decision while they do', async () => {
    server.on(
      api.item,
      item({
        status: 'inReview',
        claim: { holderId: 9, holderName: 'morgan', expiresAt: '2099-01-01T00:00:00.000Z', mine: false },
      }),
    );
    renderPage();
    expect(await screen.findByText('morgan is reviewing this item')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(server.callsOf(api.claim)).toHaveLength(0);
    await userEvent.keyboard('a');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('neither claims nor offers decisions to staff without a reviewer role, and says why', async () => {
    renderPage(bootstrapAs('support', { modules: reviewer.modules }));
    expect(await screen.findByRole('heading', { name: 'Review item 42' })).toBeTruthy();
    const why = screen.getByRole('alert');
    expect(within(why).getByText(TEXT.cannotDecide)).toBeTruthy();
    expect(
      within(why).getByText(
        'This needs the permission "Decide reviews" (granted by Admin, Super Admin, Reviewer).',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Run checks again/ })).toBeNull();
    // Moving on through the queue is still theirs.
    expect(screen.getByRole('button', { name: /Next item/ })).toBeTruthy();
    expect(server.callsOf(api.claim)).toHaveLength(0);
  });

  it('tells a read-only reviewer their account is read-only', async () => {
    renderPage({ ...reviewer, user: { ...reviewer.user, readOnly: true } });
    expect(await screen.findByText(TEXT.cannotDecide)).toBeTruthy();
    expect(screen.getByText(READ_ONLY_REASON)).toBeTruthy();
    expect(server.callsOf(api.claim)).toHaveLength(0);
  });

  it('says nothing of a decision once the item is decided', async () => {
    server.on(api.item, item({ status: 'approved' }));
    renderPage(bootstrapAs('support', { modules: reviewer.modules }));
    expect(await screen.findByRole('heading', { name: 'Review item 42' })).toBeTruthy();
    expect(screen.queryByText(TEXT.cannotDecide)).toBeNull();
  });
});
