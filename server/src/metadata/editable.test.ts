import { afterEach, describe, expect, it } from 'vitest';
import { Type } from 'typebox';
import { ui } from '@console/contract/annotations';
import { AccountCreate, AccountDetail } from '@console/contract/accounts/api';
import { Role } from '@console/contract/gates';
import { AppError } from '../http/errors.ts';
import { staffOf } from '../http/session.ts';
import { createTestContext, type TestContext } from '../testing/harness.ts';
import { assertEditableFields } from './editable.ts';
import { Permission } from '@console/contract/permissions';

const refusal = (run: () => void) => {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return { status: error.statusCode, ...error.extra };
    throw error;
  }
  return undefined;
};

const ADMIN_ONLY = ['Assigned To can only be changed by Admin'];

describe('assertEditableFields', () => {
  const create = { customerName: 'Acme', assignedTo: 7 };

  it('refuses a value sent by staff without the role, under the field, and lets an Admin send it', () => {
    expect(refusal(() => assertEditableFields(AccountCreate, create, [Role.Checkpoint]))).toEqual({
      status: 400,
      propertyErrors: { assignedTo: ADMIN_ONLY },
    });
    expect(refusal(() => assertEditableFields(AccountCreate, create, ['admin']))).toBeUndefined();
    expect(refusal(() => assertEditableFields(AccountCreate, { customerName: 'Acme' }, []))).toBeUndefined();
  });

  it('on update, lets the unchanged value back through and refuses a new one', () => {
    const current = { name: 'Acme', assignedTo: 7 };
    expect(
      refusal(() => assertEditableFields(AccountDetail, { name: 'Acme 2', assignedTo: 7 }, [], current)),
    ).toBeUndefined();
    expect(refusal(() => assertEditableFields(AccountDetail, { name: 'Acme' }, [], current))).toBeUndefined();
    expect(
      refusal(() => assertEditableFields(AccountDetail, { assignedTo: null }, [], current)),
    ).toMatchObject({
      propertyErrors: { assignedTo: ADMIN_ONLY },
    });
  });

  it('checks the fields of a nested object under their dotted names', () => {
    const schema = Type.Object({
      billing: Type.Object({
        plan: Type.String(ui({ title: 'Plan' }, { editableForRoles: [Role.Admin, Role.SuperAdmin] })),
      }),
    });
    expect(refusal(() => assertEditableFields(schema, { billing: { plan: 'gold' } }, []))).toMatchObject({
      propertyErrors: { 'billing.plan': ['Plan can only be changed by Admin or Super Admin'] },
    });
    expect(
      refusal(() => assertEditableFields(schema, { billing: { plan: 'gold' } }, ['Super Admin'])),
    ).toBeUndefined();
  });
});

describe('a route that enforces editableForRoles', () => {
  let t: TestContext;
  afterEach(() => t.close());

  it('refuses the change from staff without the role and takes it from an Admin', async () => {
    t = await createTestContext();
    t.app.post(
      '/api/test/accounts',
      {
        config: { gate: { writes: true, permission: Permission.EditAccounts } },
        schema: { body: AccountCreate },
      },
      async (request) => {
        assertEditableFields(AccountCreate, request.body, staffOf(request).roles);
        return { ok: true };
      },
    );
    const body = {
      customerName: 'Acme',
      firstName: 'A',
      lastName: 'B',
      userName: 'acme',
      email: 'a@acme.test',
      assignedTo: t.fixtures.users.admin,
    };
    const refused = await (await t.signIn('checkpoint')).post('/api/test/accounts', body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'ValidationError',
      propertyErrors: { assignedTo: ADMIN_ONLY },
    });
    expect((await (await t.signIn('admin')).post('/api/test/accounts', body)).statusCode).toBe(200);
  });
});
