import { afterAll, vi } from 'vitest';

// Argon2 at full cost on every fixture login would dominate the suite; fixtures share one hash
// (see harness.ts). Nothing else is global: each test builds its own app.
process.env.TZ = 'UTC';

// The files of a worker share its database client (isolate: false, testing/database.ts): a spy a
// file left on it would record every later statement and result of the worker's files.
afterAll(() => {
  vi.restoreAllMocks();
});
