import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createTestContext, type TestContext } from './harness.ts';

/*
 * A test file's app, set up by vitest's hooks: one app for the whole file (building one costs far
 * more than a test), closed after its last test. The file keeps what `setUp` is given in its own
 * variables (`t = context`), signed-in clients and records beside it. Called inside a `describe`,
 * the app is that block's, as vitest scopes hooks to the block they are registered in.
 */

type SetUp = (context: TestContext) => Promise<void> | void;

/** One app for the file; `setUp` runs once, after it is built. */
export function appForFile(setUp: SetUp, env?: Record<string, string>): void {
  let context: TestContext | undefined;
  beforeAll(async () => {
    context = await createTestContext(env);
    await setUp(context);
  });
  afterAll(() => context?.close());
}

/**
 * One app for the file, each test starting from the fixtures alone (`reset()`: the data, not the
 * app); `setUp` runs before each test, after the reset.
 */
export function appForFileFreshEachTest(setUp: SetUp, env?: Record<string, string>): void {
  let context: TestContext | undefined;
  beforeAll(async () => {
    context = await createTestContext(env);
  });
  beforeEach(async () => {
    if (!context) throw new Error('the file has no app: building it failed');
    await context.reset();
    await setUp(context);
  });
  afterAll(() => context?.close());
}
