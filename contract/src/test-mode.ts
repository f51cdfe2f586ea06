import { Type, type Static } from 'typebox';

/**
 * Test Mode of a company (README, "Test mode"): while it is on, the console shows and creates
 * only test customer data for that company, and every page says so.
 */
export const TestMode = Type.Object({ enabled: Type.Boolean() }, { $id: 'TestMode' });
export type TestMode = Static<typeof TestMode>;

/** The switch exists in environment 1 only, for companies with the customerAdmin feature. */
export const TEST_MODE_ENVIRONMENT = 1;
