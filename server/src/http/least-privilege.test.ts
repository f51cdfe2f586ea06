import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '@console/contract/kit';
import { eq } from 'drizzle-orm';
import { Feature, Role } from '@console/contract/gates';
import { Permission } from '@console/contract/permissions';
import { needsPermissionMessage } from '@console/contract/permission-texts';
import { companyFeatures, features } from '../db/schema.ts';
import { insertStaffUser } from '../platform/staff-users.ts';
import { hashPassword } from '../security/passwords.ts';
import type { GateCall } from '../testing/gate-fixtures.ts';
import { loadGateFixtures } from '../testing/gate-suite.ts';
import {
  createTestContext,
  grantEveryModule,
  grantEveryProject,
  PASSWORD,
  type TestClient,
} from '../testing/harness.ts';

/**
 * What staff without a role could do before permissions (issue 27's list), tried again: each
 * action answers 403 naming its permission, and the same call from a role that grants it does its
 * work. The calls name real records of one company (the fixtures' companyB, every module granted),
 * built by the families' gate fixtures, and are made by staff who administer that company.
 */

const t = await createTestContext();
afterAll(() => t.close());
const { tenant: fixtures } = await loadGateFixtures();

type Caller = 'nobody' | 'admin' | 'billing' | 'reviewer';
const clients = {} as Record<Caller, TestClient>;

beforeAll(async () => {
  const companyB = t.fixtures.companyB;
  await grantEveryModule(t.database, companyB);
  await grantEveryProject(t.database, companyB);
  // The company must allow deleting accounts, so the delete is refused for its permission alone.
  const [deleting] = await t.database.db
    .select({ id: features.id })
    .from(features)
    .where(eq(features.name, Feature.AccountDeleting));
  if (!deleting) throw new Error('no AccountDeleting feature');
  await t.database.db
    .insert(companyFeatures)
    .values({ companyId: companyB, featureId: deleting.id, enabled: true })
    .onConflictDoUpdate({
      target: [companyFeatures.companyId, companyFeatures.featureId],
      set: { enabled: true },
    });
  const passwordHash = await hashPassword(PASSWORD);
  const roles: Record<Caller, Role[]> = {
    nobody: [],
    admin: [Role.Admin],
    billing: [Role.Billing],
    reviewer: [Role.Reviewer],
  };
  for (const [caller, held] of Object.entries(roles) as [Caller, Role[]][]) {
    const userName = `${caller}-of-b`;
    await insertStaffUser(t.database.db, {
      userName,
      firstName: caller,
      lastName: 'OfB',
      email: `${userName}@test.example`,
      passwordHash,
      roles: held,
      companyIds: [companyB],
    });
    clients[caller] = await t.signIn(userName);
  }
});

const send = (client: TestClient, key: string, call: GateCall) => {
  const [method, path] = key.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
  return client.request({
    method,
    url: fillPath(path, call.params),
    query: call.query,
    body: method === 'GET' ? undefined : (call.body ?? {}),
  });
};

/** What a granted call left behind, read back by the role that made it: the work was done. */
interface ReadBack {
  key: string;
  holds: (status: number, body: unknown, call: GateCall) => void;
}

const tokenGone = (base: string): ReadBack => ({
  key: `GET ${base}`,
  holds: (status, body, call) => {
    expect(status).toBe(200);
    const ids = (body as { id: number; label: string }[]).map((token) => token.id);
    expect(ids).not.toContain(Number(call.params.tokenId));
  },
});

const tokenIssued = (base: string): ReadBack => ({
  key: `GET ${base}`,
  holds: (status, body, call) => {
    expect(status).toBe(200);
    const labels = (body as { label: string }[]).map((token) => token.label);
    expect(labels).toContain((call.body as { label: string }).label);
  },
});

/** The list: the call, the permission it needs, a role that grants it, what it did. */
const ACTIONS: {
  key: string;
  permission: Permission;
  grantedTo: Exclude<Caller, 'nobody'>;
  readBack?: ReadBack;
}[] = [
  {
    key: 'DELETE /api/CommonAccount/{id}',
    permission: Permission.DeleteAccounts,
    grantedTo: 'admin',
    readBack: { key: 'GET /api/CommonAccount/{id}', holds: (status) => expect(status).toBe(404) },
  },
  {
    key: 'POST /api/Screening/Accounts/{id}/Invoices/{invoiceId}/Void',
    permission: Permission.ManageBilling,
    grantedTo: 'billing',
    readBack: {
      key: 'GET /api/Screening/Accounts/{id}/Invoices/{invoiceId}',
      holds: (_status, body) => expect(body).toMatchObject({ status: 'void' }),
    },
  },
  {
    key: 'POST /api/Screening/Accounts/{id}/subscriptions/{subId}/cancel',
    permission: Permission.ManageBilling,
    grantedTo: 'billing',
  },
  {
    key: 'POST /api/Screening/Accounts/{id}/cards',
    permission: Permission.ManageBilling,
    grantedTo: 'billing',
  },
  {
    key: 'POST /api/Screening/Accounts/{id}/Cards/SetDefault',
    permission: Permission.ManageBilling,
    grantedTo: 'billing',
  },
  ...[
    '/api/Screening/Accounts/{id}/tokens',
    '/api/Faces/{id}/Tokens',
    '/api/DvsAccounts/{id}/Tokens',
    '/api/DvsOnline/Users/{id}/Tokens',
    '/api/OnboardingAccounts/{id}/AccessTokens',
  ].flatMap((base) => [
    {
      key: `POST ${base}`,
      permission: Permission.ManageCredentials,
      grantedTo: 'admin' as const,
      readBack: tokenIssued(base),
    },
    {
      key: `DELETE ${base}/{tokenId}`,
      permission: Permission.ManageCredentials,
      grantedTo: 'admin' as const,
      readBack: tokenGone(base),
    },
  ]),
  {
    key: 'POST /api/DvsAccounts/{id}/Licenses',
    permission: Permission.ManageCredentials,
    grantedTo: 'admin',
  },
  {
    key: 'GET /api/CommonAccount/Users/{userId}/Credentials',
    permission: Permission.ReadCredentials,
    grantedTo: 'admin',
  },
  {
    key: 'GET /api/VsOnlineCustomers/{id}/Users/{userId}/Credential',
    permission: Permission.ReadCredentials,
    grantedTo: 'admin',
  },
  {
    key: 'DELETE /api/FailedVerificationRecords/{id}',
    permission: Permission.PublishValidation,
    grantedTo: 'admin',
  },
  {
    key: 'POST /api/ManualValidationFlow/{id}/Claim',
    permission: Permission.DecideReviews,
    grantedTo: 'reviewer',
  },
];

/** The actions without a record in their path: a body of their own. */
const COMPANY_ACTIONS: {
  key: string;
  body?: unknown;
  permission: Permission;
  grantedTo: Exclude<Caller, 'nobody'>;
}[] = [
  {
    key: 'POST /api/ValidationSettings/toggle',
    body: { check: 'fontConsistency', enabled: false },
    permission: Permission.PublishValidation,
    grantedTo: 'admin',
  },
  { key: 'POST /api/ValidationSettings/Sync', permission: Permission.PublishValidation, grantedTo: 'admin' },
  {
    key: 'PUT /api/Faces/DefaultSettings',
    body: { matchThreshold: 70, livenessRequired: false },
    permission: Permission.ChangeCompanyDefaults,
    grantedTo: 'admin',
  },
  {
    key: 'PUT /api/DvsDefaultAccountFeatures',
    body: [{ name: 'mrzReading', isEnabled: false }],
    permission: Permission.ChangeCompanyDefaults,
    grantedTo: 'admin',
  },
  {
    key: 'POST /api/DocumentCollector/Tokens',
    body: { label: 'Scanner at the front desk' },
    permission: Permission.ManageCredentials,
    grantedTo: 'admin',
  },
];

describe('staff without a role are refused, by name, what their roles do not grant', () => {
  it.each(ACTIONS.map((action) => [action.key, action] as const))('%s', async (key, action) => {
    const fixture = fixtures[key];
    if (!fixture) throw new Error(`no gate fixture for ${key}`);
    const call = await fixture(t);

    const refused = await send(clients.nobody, key, call);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toEqual({
      code: 'Forbidden',
      message: needsPermissionMessage(action.permission),
      permission: action.permission,
      requestId: expect.any(String),
    });

    const granted = await send(clients[action.grantedTo], key, call);
    expect(granted.statusCode, granted.body).toBeLessThan(300);
    if (action.readBack) {
      const read = await send(clients[action.grantedTo], action.readBack.key, call);
      action.readBack.holds(read.statusCode, read.body ? read.json() : undefined, call);
    }
  });

  it.each(COMPANY_ACTIONS.map((action) => [action.key, action] as const))('%s', async (key, action) => {
    const call = { params: {}, body: action.body };
    const refused = await send(clients.nobody, key, call);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({ permission: action.permission });
    const granted = await send(clients[action.grantedTo], key, call);
    expect(granted.statusCode, granted.body).toBeLessThan(300);
  });

  it('leaves the record a refused delete named where it was', async () => {
    const key = 'DELETE /api/CommonAccount/{id}';
    const fixture = fixtures[key];
    if (!fixture) throw new Error(`no gate fixture for ${key}`);
    const call = await fixture(t);
    expect((await send(clients.nobody, key, call)).statusCode).toBe(403);
    const kept = await send(clients.nobody, 'GET /api/CommonAccount/{id}', call);
    expect(kept.statusCode, kept.body).toBe(200);
  });
});

describe('staff without a role keep the everyday work of their company', () => {
  it('reads, edits an account and its users', async () => {
    const key = 'PUT /api/CommonAccount/{id}/Users/{userId}';
    const fixture = fixtures[key];
    if (!fixture) throw new Error(`no gate fixture for ${key}`);
    const call = await fixture(t);
    const edited = await send(clients.nobody, key, call);
    expect(edited.statusCode, edited.body).toBeLessThan(300);
    const listed = await send(clients.nobody, 'GET /api/CommonAccount/list', { params: {} });
    expect(listed.statusCode, listed.body).toBe(200);
  });
});
