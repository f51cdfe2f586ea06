import { describe, expect, it } from 'vitest';
import { canAccess, type AccessSubject } from './access.ts';
import { Permission } from './permissions.ts';

const company: AccessSubject = {
  roles: ['admin'],
  modules: [
    { name: 'DocumentCollector', featureIds: ['collectorLog'] },
    { name: 'Faces', featureIds: [] },
  ],
  projects: ['Faces'],
};

describe('canAccess (console-core §2 visibility rules)', () => {
  it('lets anyone through a gate that names nothing', () => {
    expect(canAccess({}, { roles: [], modules: [], projects: [] })).toBe(true);
  });
  it("passes a permission the user's roles grant, compared in lowercase", () => {
    expect(canAccess({ permission: Permission.DeleteAccounts }, company)).toBe(true);
    expect(canAccess({ permission: Permission.ManageDefaultFeatures }, company)).toBe(false);
  });
  it('passes the everyday permissions without a role', () => {
    const noRole = { ...company, roles: [] };
    expect(canAccess({ permission: Permission.EditAccounts }, noRole)).toBe(true);
    expect(canAccess({ permission: Permission.ManageBilling }, noRole)).toBe(false);
  });
  it('hides a route whose module the company lacks', () => {
    expect(canAccess({ module: 'DocumentCollector' }, company)).toBe(true);
    expect(canAccess({ module: 'DVS' }, company)).toBe(false);
  });
  it('hides a route whose feature the module lacks', () => {
    expect(canAccess({ module: 'DocumentCollector', featureId: 'collectorLog' }, company)).toBe(true);
    expect(canAccess({ module: 'Faces', featureId: 'collectorLog' }, company)).toBe(false);
  });
  it('hides a project route when the company has subscriptions but not that project', () => {
    expect(canAccess({ project: 'Faces' }, company)).toBe(true);
    expect(canAccess({ project: 'DVS' }, company)).toBe(false);
  });
  it('shows a project route when the company has no subscriptions at all', () => {
    expect(canAccess({ project: 'DVS' }, { ...company, projects: [] })).toBe(true);
  });
});
