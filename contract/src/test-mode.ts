import { Type, type Static } from 'typebox';
import { defineFamily } from './kit/endpoint.ts';
import { TEST_MODE_ENVIRONMENT } from './constants.ts';
import { Permission } from './permissions.ts';

export { TEST_MODE_ENVIRONMENT };

/**
 * Test Mode of a company (docs/test-mode.md): while it is on, the console shows and creates
 * only test customer data for that company, and every page says so.
 */
export const TestMode = Type.Object({ enabled: Type.Boolean() }, { $id: 'TestMode' });
export type TestMode = Static<typeof TestMode>;

/** The companies family: the administered company's own settings. */
export const companiesFamily = defineFamily('companies');

export const testModeApi = {
  get: companiesFamily.endpoint({
    method: 'GET',
    path: '/api/Company/TestMode',
    summary: "The administered company's Test Mode",
    response: TestMode,
  }),
  set: companiesFamily.endpoint({
    method: 'PUT',
    path: '/api/Company/TestMode',
    gate: { permission: Permission.ChangeCompanyDefaults },
    summary: 'Switch Test Mode for the administered company (environment 1, customerAdmin feature)',
    body: TestMode,
    response: TestMode,
  }),
};
