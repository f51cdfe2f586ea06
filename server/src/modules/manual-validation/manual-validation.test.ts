import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Role } from '@console/contract/gates';
import { fillPath } from '@console/contract/kit';
import {
  manualValidationApi as api,
  type ReviewItem,
  type ReviewQueuePage,
} from '@console/contract/manual-validation/api';
import { validationSettingsApi } from '@console/contract/validation-settings/api';
import { manualReviews } from './tables.ts';
import { verificationRequestImages } from '../../db/schema.ts';
import { hashPassword } from '../../security/passwords.ts';
import { PASSWORD, type TestClient, type TestContext } from '../../testing/harness.ts';
import { appForFile } from '../../testing/test-app.ts';
import { insertStaffUser } from '../../platform/staff-users.ts';
import { dvsAccount, reportDive, type TestDvsAccount } from '../dvs/testing.ts';
import { aLicence, HOLDER, reportForReview } from './testing.ts';

let t: TestContext;
let admin: TestClient;
let second: TestClient;
let support: TestClient;
let checkpoint: TestClient;
let account: TestDvsAccount;
let other: TestDvsAccount;
let ofB: number;
let n = 0;
const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY - 60_000).toISOString();

appForFile(async (context) => {
  t = context;
  await insertStaffUser(t.database.db, {
    userName: 'reviewer2',
    firstName: 'Second',
    lastName: 'Reviewer',
    email: 'reviewer2@test.example',
    passwordHash: await hashPassword(PASSWORD),
    roles: [Role.Admin],
    companyIds: [t.fixtures.companyA],
    readOnly: false,
  });
  [admin, second, support, checkpoint] = await t.signInAll('admin', 'reviewer2', 'support', 'checkpoint');
  account = await dvsAccount(t, t.fixtures.companyA, 'Review Customer', { deviceLimit: 5 });
  other = await dvsAccount(t, t.fixtures.companyA, 'Other Customer', { deviceLimit: 5 });
  ofB = await reportForReview(t, await dvsAccount(t, t.fixtures.companyB, 'Beta Review'), 'beta-review');
});

/** A fresh item in the queue of companyA (each test works its own). */
const anItem = (options: Parameters<typeof reportForReview>[3] = {}) =>
  reportForReview(t, account, `review-${++n}`, options);

const path = (endpoint: { path: string }, id: number) => fillPath(endpoint.path, { id });
const item = async (client: TestClient, id: number) => {
  const response = await client.get(path(api.item, id));
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ReviewItem;
};
const claim = (client: TestClient, id: number) => client.post(path(api.claim, id));
const setStatus = (client: TestClient, id: number, body: object) =>
  client.post(path(api.setStatus, id), body);
const decide = (client: TestClient, id: number, body: object) => client.post(path(api.decision, id), body);
const verify = (client: TestClient, id: number) => client.post(path(api.tryVerifying, id));
const list = async (query: Record<string, string> = {}) => {
  const response = await admin.get(api.list.path, { accountId: String(account.accountId), ...query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ReviewQueuePage;
};

describe('GET /api/ManualValidationFlow: the queue', () => {
  it('holds the requests sent to review, oldest first, and filters them in the address', async () => {
    const old = await anItem({ startedAt: ago(20), images: false });
    const recent = await anItem({ startedAt: ago(1), images: false });
    await reportDive(t, account, `not-review-${n}`); // a success: never in the queue
    const otherItem = await reportForReview(t, other, `other-${n}`, { images: false });

    const page = await list({ pageSize: '100' });
    const ids = page.items.map((i) => i.id);
    expect(ids.indexOf(old)).toBeLessThan(ids.indexOf(recent));
    expect(ids).not.toContain(otherItem);
    expect(page.items.find((i) => i.id === old)).toMatchObject({
      status: 'new',
      accountName: 'Review Customer',
      documentType: 'DriversLicense',
      claimedBy: null,
    });
    const byCustomer = await admin.get(api.list.path, { accountId: String(other.accountId) });
    expect((byCustomer.json() as ReviewQueuePage).items.map((i) => i.id)).toEqual([otherItem]);

    const today = new Date().toISOString().slice(0, 10);
    const lastWeek = new Date(Date.now() - 7 * DAY).toISOString().slice(0, 10);
    const recentOnly = await list({ dateFrom: lastWeek, dateTo: today, pageSize: '100' });
    expect(recentOnly.items.map((i) => i.id)).toContain(recent);
    expect(recentOnly.items.map((i) => i.id)).not.toContain(old);

    expect((await claim(admin, old)).statusCode).toBe(200);
    const inReview = await list({ status: 'inReview' });
    expect(inReview.items.map((i) => [i.id, i.claimedBy])).toEqual([[old, 'admin']]);
    expect((await list({ status: 'open', pageSize: '100' })).items.map((i) => i.id)).toContain(old);
    expect((await list({ status: 'new', pageSize: '100' })).items.map((i) => i.id)).not.toContain(old);
    expect((await list({ productId: '999999' })).total).toBe(0);
  });

  it("answers the same list under /list, as CSV, and never another company's items", async () => {
    const alias = await admin.get(api.listAlias.path, { pageSize: '400' });
    expect(alias.statusCode).toBe(200);
    expect((alias.json() as ReviewQueuePage).items.map((i) => i.id)).not.toContain(ofB);
    const csv = await admin.get(api.list.path, { format: 'csv' });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.split('\r\n')[0]).toBe(
      'ID,External ID,Status,Submitted,Product,Customer,Document Type,Held By,Decided',
    );
  });

  it('refuses a reversed date range and an unknown status with 400 in the error shape', async () => {
    const reversed = await admin.get(api.list.path, { dateFrom: '2026-02-01', dateTo: '2026-01-01' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({
      code: 'ValidationError',
      propertyErrors: { dateTo: [expect.any(String)] },
    });
    expect((await admin.get(api.list.path, { status: 'lost' })).statusCode).toBe(400);
  });
});

describe('GET /api/ManualValidationFlow/{id}', () => {
  it('shows the request, its images by imageUrl, the checks computed and the next open item', async () => {
    const id = await anItem();
    const view = await item(support, id);
    expect(view).toMatchObject({ id, status: 'new', claim: null, decision: null, history: [] });
    expect(view.request).toMatchObject({ status: 'review', accountName: 'Review Customer' });
    expect(view.images.map((i) => [i.name, i.imageUrl])).toEqual([
      ['front', `requests/${id}/images/${view.images[0]?.id}`],
      ['back', `requests/${id}/images/${view.images[1]?.id}`],
    ]);
    expect(view.checks.checkedAt).toBeNull();
    expect(view.checks.checks.find((c) => c.name === 'barcodeMatchesFront')?.result).toBe('passed');
    expect(view.checks.comparisons.find((c) => c.field === 'lastName')).toMatchObject({
      front: 'SAMPLE',
      barcode: 'SAMPLE',
      match: true,
    });
    expect(view.nextId).not.toBeNull();
  });

  it("answers 404 for a request that is not in review and for another company's item", async () => {
    const success = await reportDive(t, account, `success-${++n}`);
    expect((await admin.get(path(api.item, success))).statusCode).toBe(404);
    expect((await admin.get(path(api.item, ofB))).statusCode).toBe(404);
  });
});

describe('GET /api/ManualValidationFlow/images', () => {
  it("serves a stored image of the company's queue, never cached", async () => {
    const id = await anItem();
    const [image] = (await item(admin, id)).images;
    const response = await admin.get(api.images.path, { imageUrl: image?.imageUrl ?? '' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it("answers 404 for another company's image, or one of a request not in review", async () => {
    // companyB's request has images of its own; named from companyA they are not found.
    const [imageOfB] = await t.database.db
      .select({ id: verificationRequestImages.id })
      .from(verificationRequestImages)
      .where(eq(verificationRequestImages.requestId, ofB));
    const imageId = imageOfB?.id ?? 0;
    const foreign = await admin.get(api.images.path, { imageUrl: `requests/${ofB}/images/${imageId}` });
    expect(foreign.statusCode).toBe(404);
    const mismatched = await anItem();
    const wrongPair = await admin.get(api.images.path, {
      imageUrl: `requests/${mismatched}/images/${imageId}`,
    });
    expect(wrongPair.statusCode).toBe(404);
  });

  it('refuses an outside URL or anything but a stored image reference with 400, fetching nothing', async () => {
    for (const imageUrl of [
      'https://attacker.example/x.png',
      '//attacker.example/x.png',
      'file:///etc/passwd',
      'requests/1/images/../../secrets',
      'requests/abc/images/1',
    ]) {
      const response = await admin.get(api.images.path, { imageUrl });
      expect(response.statusCode, imageUrl).toBe(400);
      expect(response.json().propertyErrors.imageUrl[0]).toMatch(/fetches no other URL/);
    }
    expect((await admin.get(api.images.path)).statusCode).toBe(400);
  });
});

describe('the lifecycle and the claim', () => {
  it('claims on opening: New → In review, held by the reviewer; a second reviewer sees who and is refused', async () => {
    const id = await anItem({ images: false });
    const opened = await claim(admin, id);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({
      status: 'inReview',
      claim: { holderName: 'admin', mine: true },
    });
    // Renewing is the holder's right, and records nothing new.
    expect((await claim(admin, id)).statusCode).toBe(200);

    const seen = await item(second, id);
    expect(seen.claim).toMatchObject({ holderName: 'admin', mine: false });
    const refused = [
      await claim(second, id),
      await decide(second, id, { decision: 'approve' }),
      await setStatus(second, id, { status: 'new' }),
      await verify(second, id),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'Conflict',
        message: expect.stringMatching(/^admin is reviewing this item/),
      });
    }
    expect((await item(admin, id)).history.map((h) => h.action)).toEqual(['claim']);
  });

  /** The hold on the item lapses, as when its reviewer's screen closed five minutes ago. */
  const lapse = (id: number) =>
    t.database.db
      .update(manualReviews)
      .set({ claimExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(manualReviews.requestId, id));

  it('returns an item whose hold lapsed to the queue as New: listed, filtered and shown so', async () => {
    const id = await anItem({ images: false });
    await claim(admin, id);
    await lapse(id);
    const row = (await list()).items.find((i) => i.id === id);
    expect(row).toMatchObject({ status: 'new', claimedBy: null });
    expect((await list({ status: 'new' })).items.map((i) => i.id)).toContain(id);
    expect((await list({ status: 'inReview' })).items.map((i) => i.id)).not.toContain(id);
    expect(await item(second, id)).toMatchObject({ status: 'new', claim: null });
  });

  it('records opening once per claim: the same reviewer back on a lapsed hold adds no line', async () => {
    const id = await anItem({ images: false });
    await claim(admin, id);
    await lapse(id);
    // Their screen may still decide while nobody else took the item.
    expect((await item(admin, id)).claim).toMatchObject({ mine: true });
    expect((await claim(admin, id)).statusCode).toBe(200);
    expect((await item(admin, id)).history.map((h) => h.action)).toEqual(['claim']);
  });

  it('lets another reviewer take a lapsed hold, and then refuses its last holder', async () => {
    const id = await anItem({ images: false });
    await claim(admin, id);
    await lapse(id);
    const taken = await claim(second, id);
    expect(taken.statusCode).toBe(200);
    expect(taken.json().claim).toMatchObject({ holderName: 'reviewer2', mine: true });
    expect((await decide(admin, id, { decision: 'approve' })).statusCode).toBe(409);
    expect((await item(second, id)).history.map((h) => [h.action, h.actorName])).toEqual([
      ['claim', 'admin'],
      ['claim', 'reviewer2'],
    ]);
  });

  it('hands an item back (In review → New) and refuses it from New', async () => {
    const id = await anItem({ images: false });
    const fromNew = await setStatus(admin, id, { status: 'new' });
    expect(fromNew.statusCode).toBe(409);
    expect(fromNew.json().message).toBe(
      'Cannot return to the queue this item: it is New; only an item that is In review can be',
    );
    await claim(admin, id);
    const back = await setStatus(admin, id, { status: 'new' });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ status: 'new', claim: null });
    // Free again: the second reviewer may open it.
    expect((await claim(second, id)).statusCode).toBe(200);
  });

  it('refuses a decision on an item nobody opened', async () => {
    const id = await anItem({ images: false });
    const response = await decide(admin, id, { decision: 'approve' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Cannot approve this item: it is New; only an item that is In review can be',
    );
  });

  it('approves an opened item, releasing it and recording who, why and when; then nothing changes it', async () => {
    const id = await anItem({ images: false });
    await claim(admin, id);
    const approved = await decide(admin, id, { decision: 'approve', reason: 'Checked by phone' });
    expect(approved.statusCode).toBe(200);
    const view = approved.json() as ReviewItem;
    expect(view).toMatchObject({
      status: 'approved',
      claim: null,
      decision: { decision: 'approve', reason: 'Checked by phone', decidedBy: 'admin' },
    });
    expect(view.history.map((h) => [h.action, h.from, h.to, h.actorName, h.reason])).toEqual([
      ['claim', 'new', 'inReview', 'admin', null],
      ['decision', 'inReview', 'approved', 'admin', 'Checked by phone'],
    ]);
    for (const response of [
      await claim(admin, id),
      await decide(admin, id, { decision: 'reject', reasonCode: 'dataMismatch' }),
      await setStatus(admin, id, { status: 'new' }),
      await setStatus(admin, id, { status: 'resubmissionRequested', reason: 'Again' }),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toMatch(/already decided \(Approved\)/);
    }
  });

  it('rejects with a reason from the list and free text; refuses a rejection without one', async () => {
    const id = await anItem({ images: false });
    await claim(admin, id);
    const noReason = await decide(admin, id, { decision: 'reject' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().propertyErrors).toHaveProperty('reasonCode');
    const otherWithoutText = await decide(admin, id, { decision: 'reject', reasonCode: 'other' });
    expect(otherWithoutText.statusCode).toBe(400);
    expect(otherWithoutText.json().propertyErrors).toHaveProperty('reason');
    expect((await decide(admin, id, { decision: 'reject', reasonCode: 'notAReason' })).statusCode).toBe(400);
    expect((await decide(admin, id, { decision: 'approve', reasonCode: 'underage' })).statusCode).toBe(400);
    const rejected = await decide(admin, id, {
      decision: 'reject',
      reasonCode: 'dataMismatch',
      reason: 'Name differs',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      decision: { reasonCode: 'dataMismatch', reason: 'Name differs' },
    });
    expect((rejected.json() as ReviewItem).history.at(-1)?.reason).toBe(
      'Data does not match the document: Name differs',
    );
  });

  it('requests a resubmission with a reason (a final status); refuses it without one', async () => {
    const id = await anItem({ images: false });
    await claim(admin, id);
    expect((await setStatus(admin, id, { status: 'resubmissionRequested' })).statusCode).toBe(400);
    expect((await setStatus(admin, id, { status: 'approved' })).statusCode).toBe(400);
    const done = await setStatus(admin, id, {
      status: 'resubmissionRequested',
      reason: 'The back is cut off',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      status: 'resubmissionRequested',
      decision: { decision: 'requestResubmission', reason: 'The back is cut off' },
    });
    expect((await setStatus(admin, id, { status: 'inReview' })).statusCode).toBe(409);
  });

  it('sets In review through SetStatus as opening does', async () => {
    const id = await anItem({ images: false });
    const taken = await setStatus(admin, id, { status: 'inReview' });
    expect(taken.json()).toMatchObject({ status: 'inReview', claim: { mine: true } });
  });
});

describe('POST {id}/TryVerifying', () => {
  it('runs the checks again and keeps them with the item and its history', async () => {
    const id = await anItem({ images: false, result: aLicence({ ...HOLDER, expirationDate: '2020-01-01' }) });
    const response = await verify(admin, id);
    expect(response.statusCode).toBe(200);
    const view = response.json() as ReviewItem;
    expect(view.checks.checkedBy).toBe('admin');
    expect(view.checks.checkedAt).not.toBeNull();
    expect(view.checks.checks.find((c) => c.name === 'documentNotExpired')).toMatchObject({
      result: 'failed',
      detail: 'Expired on 2020-01-01',
    });
    expect(view.history.at(-1)).toMatchObject({ action: 'verify', reason: 'Failed: Document not expired' });
    expect(view.status).toBe('new');
  });

  it('holds the checks to the published validation settings: a check turned off is skipped, an exception passes', async () => {
    const settings = validationSettingsApi;
    const expired = aLicence({ ...HOLDER, documentNumber: 'X7654321', expirationDate: '2020-01-01' });
    const toggle = (enabled: boolean) => admin.post(settings.toggle.path, { check: 'ageOver18', enabled });
    const sync = async () => expect((await admin.post(settings.sync.path)).statusCode).toBe(200);
    expect((await toggle(false)).statusCode).toBe(200);
    const created = await admin.post(settings.createException.path, {
      subjectType: 'document',
      subject: 'x7654321',
      check: 'documentExpired',
      reason: 'Renewal seen in person',
    });
    expect(created.statusCode, created.body).toBe(200);
    // Working settings change nothing until they are published.
    const before = await verify(admin, await anItem({ images: false, result: expired }));
    expect(before.json<ReviewItem>().checks.checks.find((c) => c.name === 'documentNotExpired')?.result).toBe(
      'failed',
    );
    await sync();
    try {
      const checks = (
        await verify(admin, await anItem({ images: false, result: expired }))
      ).json<ReviewItem>().checks.checks;
      expect(checks.find((c) => c.name === 'documentNotExpired')).toMatchObject({
        result: 'passed',
        detail: 'Passed by a validation exception for the document x7654321 (found: Expired on 2020-01-01)',
      });
      expect(checks.find((c) => c.name === 'holderAge')).toMatchObject({ result: 'skipped' });
      expect(checks.find((c) => c.name === 'faceMatch')?.detail).not.toMatch(/validation/);
    } finally {
      await toggle(true);
      await admin.delete(fillPath(settings.deleteException.path, { id: created.json<{ id: number }>().id }));
      await sync();
    }
  });

  it('is refused on a decided item', async () => {
    const id = await anItem({ images: false });
    await claim(admin, id);
    await decide(admin, id, { decision: 'approve' });
    const response = await verify(admin, id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Cannot run the checks of this item: it is already decided (Approved)',
    );
  });
});

describe('who may work the queue', () => {
  it('lets staff without a reviewer role read but not change an item (403)', async () => {
    const id = await anItem({ images: false });
    expect((await support.get(path(api.item, id))).statusCode).toBe(200);
    for (const client of [support, checkpoint]) {
      expect((await claim(client, id)).statusCode).toBe(403);
      expect((await decide(client, id, { decision: 'approve' })).statusCode).toBe(403);
      expect((await setStatus(client, id, { status: 'new' })).statusCode).toBe(403);
      expect((await verify(client, id)).statusCode).toBe(403);
    }
  });

  it('answers 401 signed out', async () => {
    const anonymous = await t.anonymous();
    expect((await anonymous.get(api.list.path)).statusCode).toBe(401);
    expect((await anonymous.get(api.images.path, { imageUrl: 'requests/1/images/1' })).statusCode).toBe(401);
  });

  it("answers 404 for every change to another company's item", async () => {
    for (const response of [
      await claim(admin, ofB),
      await decide(admin, ofB, { decision: 'approve' }),
      await setStatus(admin, ofB, { status: 'new' }),
      await verify(admin, ofB),
    ]) {
      expect(response.statusCode).toBe(404);
    }
  });
});
