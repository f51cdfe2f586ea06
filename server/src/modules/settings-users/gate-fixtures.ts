import { settingsUsersApi } from '@console/contract/settings-users/api';
import type { GateFixture, GateFixtures } from '../../testing/gate-fixtures.ts';
import { gateKey } from '../../testing/gate-suite.ts';
import type { TestContext } from '../../testing/harness.ts';
import { insertStaffUser } from '../../platform/staff-users.ts';

const made = new WeakMap<TestContext, Map<string, Promise<number>>>();

/** A staff user available in companyB only, made once per test context and login. */
function companyBUser(t: TestContext, userName: string): Promise<number> {
  const users = made.get(t) ?? new Map<string, Promise<number>>();
  made.set(t, users);
  let id = users.get(userName);
  if (!id) {
    id = insertStaffUser(t.database.db, {
      userName,
      firstName: 'Gate',
      lastName: 'Beta',
      email: `${userName}@test.example`,
      passwordHash: 'not-a-hash',
      roles: [],
      companyIds: [t.fixtures.companyB],
    });
    users.set(userName, id);
  }
  return id;
}

const byId: GateFixture = async (t) => ({ params: { id: await companyBUser(t, 'gate.b.user') } });

export const gateFixtures: GateFixtures = {
  [gateKey(settingsUsersApi.update)]: async (t) => ({
    ...(await byId(t)),
    body: { userName: 'gate.b.user', firstName: 'Gate', lastName: 'Beta', email: 'gate.b.user@test.example' },
  }),
  [gateKey(settingsUsersApi.permissions)]: byId,
  [gateKey(settingsUsersApi.remove)]: byId,
  // A user of its own: the delete above may have run first.
  [gateKey(settingsUsersApi.resetSecondFactor)]: async (t) => ({
    params: { id: await companyBUser(t, 'gate.b.second-factor') },
  }),
};
