import { describe, expect, it } from 'vitest';
import {
  auditActionsOfState,
  auditCustomersCompany,
  AUDIT_STATES,
  auditStateOf,
  auditTypeCaption,
  DASHBOARD_AUDIT_ACTIONS,
  isSecretChange,
} from './api.ts';
import { AUDIT_ACTIONS } from '../kit/audit.ts';

describe('the state of a change', () => {
  it('is Added for a create, add or issue, Deleted for a delete or remove, Viewed for a read, Modified otherwise', () => {
    expect(auditStateOf('account.create')).toBe('Added');
    expect(auditStateOf('account.product.add')).toBe('Added');
    expect(auditStateOf('apiToken.issue')).toBe('Added');
    expect(auditStateOf('account.delete')).toBe('Deleted');
    expect(auditStateOf('account.product.remove')).toBe('Deleted');
    expect(auditStateOf('account.update')).toBe('Modified');
    expect(auditStateOf('manualReview.claim')).toBe('Modified');
    // Showing a user's credentials changes nothing: it is no modification.
    expect(auditStateOf('accountUser.credentials.read')).toBe('Viewed');
  });

  it("the states' actions divide the catalogue", () => {
    const all = AUDIT_STATES.flatMap(auditActionsOfState);
    expect(all.sort()).toEqual(Object.keys(AUDIT_ACTIONS).sort());
  });
});

describe("the Dashboard's changes", () => {
  it("are the customers', their users', locations', devices' and the imports', not other products'", () => {
    expect(DASHBOARD_AUDIT_ACTIONS).toEqual(
      expect.arrayContaining([
        'account.update',
        'accountUser.update',
        'device.create',
        'import.usersDevices',
      ]),
    );
    expect(DASHBOARD_AUDIT_ACTIONS).not.toContain('screeningAccount.settings');
    expect(DASHBOARD_AUDIT_ACTIONS).not.toContain('failedRecord.create');
  });
});

describe('captions and secrets', () => {
  it('writes an object type out', () => {
    expect(auditTypeCaption('accountUser')).toBe('Account user');
    expect(auditTypeCaption('apiToken')).toBe('API token');
    expect(auditTypeCaption('dvsLicense')).toBe('DIVE license');
  });

  it("knows a secret's change by the marker written instead of its values", () => {
    expect(isSecretChange({ to: '(changed)' })).toBe(true);
    expect(isSecretChange({ from: '(set)' })).toBe(true);
    expect(isSecretChange({ from: 'a', to: 'b' })).toBe(false);
  });

  it('lists the customers of company 1 when no company is chosen', () => {
    expect(auditCustomersCompany(null)).toBe(1);
    expect(auditCustomersCompany(7)).toBe(7);
  });
});
