import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { collectorApi } from '@console/contract/collector/api';
import { fillPath, type IssuedToken } from '@console/contract/kit';
import { apiTokens, auditLog } from '../db/schema.ts';
import { upload, uploadForm } from '../modules/collector/testing.ts';
import type { TestClient, TestContext } from '../testing/harness.ts';
import { appForFileFreshEachTest } from '../testing/test-app.ts';
import { hashToken } from '../security/tokens.ts';
import { authenticateToken } from './tokens.ts';

// The one token lifecycle, through the collector's ingestion tokens: issued, shown once, stored
// hashed, changed, disabled, expired and deleted, and what the product API says to each.

const { tokens } = collectorApi;
const base = tokens.list.path;
const one = (tokenId: number) => fillPath(tokens.update.path, { tokenId });
const FIELDS = { productName: 'Veriscan Desktop' };
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('the token lifecycle', () => {
  let t: TestContext;
  let admin: TestClient;
  let uploads = 0;
  const uploadWith = (secret: string) =>
    upload(t, secret, uploadForm({ ...FIELDS, referenceId: `REF-${++uploads}` }));

  appForFileFreshEachTest(async (context) => {
    t = context;
    admin = await t.signIn('admin');
  });

  async function issue(body: object = { label: 'Front desk' }): Promise<IssuedToken> {
    const response = await admin.post(base, body);
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  it('shows the secret once, keeps only its hash, and never lists it', async () => {
    const issued = await issue({ label: 'Front desk', expirationDate: day(30) });
    expect(issued).toMatchObject({
      label: 'Front desk',
      status: 'active',
      disabled: false,
      expirationDate: day(30),
    });
    expect(issued.token).toMatch(/^collector_[A-Za-z0-9_-]{43}$/);
    expect(issued.hint).toBe(issued.token.slice(-4));

    const [row] = await t.database.db.select().from(apiTokens).where(eq(apiTokens.id, issued.id));
    expect(row?.tokenHash).toBe(hashToken(issued.token));
    expect(JSON.stringify(row)).not.toContain(issued.token);

    const listed = await admin.get(base);
    expect(listed.body).not.toContain(issued.token);
    expect(listed.json()).toEqual([expect.objectContaining({ id: issued.id, hint: issued.hint })]);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'apiToken.issue'));
    expect(JSON.stringify(audit)).not.toContain(issued.token);
  });

  it('authenticates an active token and records its last use', async () => {
    const { token, id } = await issue();
    expect((await uploadWith(token)).statusCode).toBe(201);
    const [row] = await t.database.db.select().from(apiTokens).where(eq(apiTokens.id, id));
    expect(row?.lastUsedAt).toBeInstanceOf(Date);
  });

  it('refuses a disabled token until it is enabled again', async () => {
    const { token, id } = await issue();
    const disabled = await admin.put(one(id), { disabled: true });
    expect(disabled.json()).toMatchObject({ status: 'disabled', disabled: true });
    const refused = await uploadWith(token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('This token has been disabled');

    await admin.put(one(id), { disabled: false });
    expect((await uploadWith(token)).statusCode).toBe(201);
  });

  it('works through its expiration date and is refused after it', async () => {
    const { token, id } = await issue({ label: 'Kiosk', expirationDate: day(0) });
    expect((await uploadWith(token)).statusCode).toBe(201);
    // Yesterday cannot be set through the API; the clock moving on is what expires a token.
    await t.database.db
      .update(apiTokens)
      .set({ expiresOn: day(-1) })
      .where(eq(apiTokens.id, id));
    const refused = await uploadWith(token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('This token has expired');
    expect((await admin.get(base)).json()[0]).toMatchObject({ status: 'expired' });

    const renewed = await admin.put(one(id), { expirationDate: day(7) });
    expect(renewed.json()).toMatchObject({ status: 'active', expirationDate: day(7) });
    expect((await uploadWith(token)).statusCode).toBe(201);
    const never = await admin.put(one(id), { expirationDate: null });
    expect(never.json()).toMatchObject({ expirationDate: null });
  });

  it('refuses a deleted token, lists it no more and cannot change it', async () => {
    const { token, id } = await issue();
    expect((await admin.delete(one(id))).statusCode).toBe(204);
    const refused = await uploadWith(token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('This token has been deleted');
    expect((await admin.get(base)).json()).toEqual([]);
    expect((await admin.put(one(id), { disabled: true })).statusCode).toBe(404);
  });

  it('refuses an expiration date in the past and a blank label, naming the field', async () => {
    const past = await admin.post(base, { label: 'Kiosk', expirationDate: day(-1) });
    expect(past.statusCode).toBe(400);
    expect(past.json().propertyErrors).toEqual({ expirationDate: ['Expiration Date cannot be in the past'] });
    const blank = await admin.post(base, { label: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().propertyErrors).toEqual({ label: ['Label is required'] });
    expect(await t.database.db.select().from(apiTokens)).toEqual([]);
  });

  it('records every change in the audit log, without the secret', async () => {
    const { id } = await issue();
    await admin.put(one(id), { expirationDate: day(3), label: 'Renamed' });
    await admin.delete(one(id));
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.entityType, 'apiToken'));
    expect(entries.map((entry) => entry.action)).toEqual([
      'apiToken.issue',
      'apiToken.update',
      'apiToken.delete',
    ]);
    expect(entries[1]?.changes).toEqual({
      label: { from: 'Front desk', to: 'Renamed' },
      expirationDate: { from: null, to: day(3) },
    });
  });

  it('opens only what it was issued for: a collector token is unknown to another kind', async () => {
    const { token } = await issue();
    expect(await authenticateToken(t.database.db, 'collector', token)).toMatchObject({ ok: true });
    expect(await authenticateToken(t.database.db, 'screening', token)).toEqual({
      ok: false,
      reason: 'unknown',
    });
  });
});
