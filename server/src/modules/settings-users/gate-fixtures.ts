import { settingsUsersApi } from '@console/contract/settings-users';
import type { GateFixture, GateFixtures } from '../../testing/gate-fixtures.ts';
import { gateKey } from '../../testing/gate-suite.ts';
import type { TestContext } from '../../testing/harness.ts';
import { insertStaffUser } from './store.ts';

const made = new WeakMap<TestContext, Promise<number>>();

/** A staff user available in companyB only, made once per test context. */
function companyBUser(t: TestContext): Promise<number> {
  let id = made.get(t);
  if (!id) {
    id = insertStaffUser(t.database.db, {
      userName: 'gate.b.user',
      firstName: 'Gate',
      lastName: 'Beta',
      email: 'gate.b@test.example',
      passwordHash: 'not-a-hash',
      roles: [],
      companyIds: [t.fixtures.companyB],
    });
    made.set(t, id);
  }
  return id;
}

const byId: GateFixture = async (t) => ({ params: { id: await companyBUser(t) } });

export const gateFixtures: GateFixtures = {
  [gateKey(settingsUsersApi.update)]: async (t) => ({
    ...(await byId(t)),
    body: { userName: 'gate.b.user', firstName: 'Gate', lastName: 'Beta', email: 'gate.b@test.example' },
  }),
  [gateKey(settingsUsersApi.permissions)]: byId,
  [gateKey(settingsUsersApi.remove)]: byId,
};
