import { importsApi } from '@console/contract/imports/api';
import type { GateFixtures } from '../../testing/gate-fixtures.ts';
import { gateKey as key } from '../../testing/gate-suite.ts';
import { onlineCustomer } from '../vsonline/testing.ts';
import { importJobKind } from './service.ts';

type T = Parameters<typeof onlineCustomer>[0];

/** companyB's online customer: every import call with a customer names it. */
const customerOfB = async (t: T) => ({
  params: { customerId: (await onlineCustomer(t, t.fixtures.companyB, 'Beta Imports')).accountId },
});

export const gateFixtures: GateFixtures = {
  [key(importsApi.UsersDevices.preview)]: customerOfB,
  [key(importsApi.UsersDevices.start)]: customerOfB,
  [key(importsApi.TeamMembersLocations.preview)]: customerOfB,
  [key(importsApi.TeamMembersLocations.start)]: customerOfB,
  // A queued import of companyB's customer (the test app's queue is not started: it stays queued).
  [key(importsApi.job)]: async (t) => {
    const { params } = await customerOfB(t);
    const id = await t.app.jobs.enqueue(importJobKind, {
      kind: 'UsersDevices',
      companyId: t.fixtures.companyB,
      testMode: false,
      customerId: params.customerId,
      fileName: 'gate.csv',
      file: '',
      actor: { id: null, name: 'gate', companyId: t.fixtures.companyB },
    });
    return { params: { id } };
  },
};
