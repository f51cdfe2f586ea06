import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Module } from '@console/contract/gates';
import { ocrApi } from '@console/contract/ocr/api';
import { accountUsers, modules } from '../../db/schema.ts';
import type { TestClient, TestContext } from '../../testing/harness.ts';
import { appForFileFreshEachTest } from '../../testing/test-app.ts';
import { createTestAccount } from '../accounts/testing.ts';

// GET /api/Ocr/Users (401 and the anti-forgery check are the generated gate suite's).

let t: TestContext;
let admin: TestClient;
appForFileFreshEachTest(async (context) => {
  t = context;
  admin = await t.signIn('admin');
});

describe('GET /api/Ocr/Users', () => {
  it("lists the company's customer users with their accounts, newest first, searched and as CSV", async () => {
    const ours = await createTestAccount(t, t.fixtures.companyA, { customerName: 'Ocr Alpha' });
    const later = await createTestAccount(t, t.fixtures.companyA, { customerName: 'Ocr Later' });
    const theirs = await createTestAccount(t, t.fixtures.companyB, { customerName: 'Ocr Beta' });
    const page = await admin.get(ocrApi.users.path);
    expect(page.statusCode, page.body).toBe(200);
    const ids = page.json<{ items: { id: number }[] }>().items.map((user) => user.id);
    expect(ids.slice(0, 2)).toEqual([later.userId, ours.userId]);
    expect(ids).not.toContain(theirs.userId);

    const found = await admin.get(ocrApi.users.path, { textFilter: ours.userName });
    expect(found.json()).toMatchObject({
      total: 1,
      items: [
        { id: ours.userId, userName: ours.userName, accountId: ours.accountId, accountName: 'Ocr Alpha' },
      ],
    });
    const csv = await admin.get(ocrApi.users.path, { textFilter: ours.userName, format: 'csv' });
    expect(csv.body.split('\r\n')[0]).toBe('ID,Login,First Name,Last Name,Email,Active,Account ID,Account');
  });

  it('sorts by login and by last name, case-insensitively, and finds a user by first and last name', async () => {
    const zed = await createTestAccount(t, t.fixtures.companyA, { customerName: 'Ocr Zed' });
    const amy = await createTestAccount(t, t.fixtures.companyA, { customerName: 'Ocr Amy' });
    const db = t.database.db;
    await db
      .update(accountUsers)
      .set({ userName: 'ZED.ocr', lastName: 'adams' })
      .where(eq(accountUsers.id, zed.userId));
    await db
      .update(accountUsers)
      .set({ userName: 'amy.ocr', lastName: 'Young' })
      .where(eq(accountUsers.id, amy.userId));
    const logins = async (query: Record<string, string>) =>
      (await admin.get(ocrApi.users.path, { textFilter: '.ocr', ...query }))
        .json<{ items: { userName: string }[] }>()
        .items.map((user) => user.userName);
    expect(await logins({ sortField: 'userName', order: 'asc' })).toEqual(['amy.ocr', 'ZED.ocr']);
    expect(await logins({ sortField: 'lastName', order: 'asc' })).toEqual(['ZED.ocr', 'amy.ocr']);
    expect(await logins({ sortField: 'lastName', order: 'desc' })).toEqual(['amy.ocr', 'ZED.ocr']);
    const [first] = await db.select().from(accountUsers).where(eq(accountUsers.id, amy.userId));
    const byName = await admin.get(ocrApi.users.path, { textFilter: `${first?.firstName} young` });
    expect(byName.json<{ items: { id: number }[] }>().items.map((user) => user.id)).toEqual([amy.userId]);
  });

  it('refuses an unknown sort field or a page size out of range with 400', async () => {
    expect((await admin.get(ocrApi.users.path, { sortField: 'passwordHash' })).statusCode).toBe(400);
    expect((await admin.get(ocrApi.users.path, { pageSize: '100000' })).statusCode).toBe(400);
  });

  it('needs the OCR module: 403 without it', async () => {
    await t.database.db
      .delete(modules)
      .where(and(eq(modules.companyId, t.fixtures.companyA), eq(modules.name, Module.OCR)));
    expect((await admin.get(ocrApi.users.path)).statusCode).toBe(403);
  });
});
