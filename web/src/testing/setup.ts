import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// findBy… and waitFor give up after 1 s by default; a lazy antd page rendering in happy-dom while
// the API suite loads both cores can take longer, so a slow machine would fail a sound test.
configure({ asyncUtilTimeout: 5_000 });

// The app loads these on first use, after the first render (a light first load): the API client's
// static notification and the feedback APIs' host (kit/feedback.tsx). A test that ends while one is
// still loading would have it arrive after the environment is torn down (an unhandled error that
// fails the run), so they load here, before any test, and a test's import of them is at once.
const { default: notification } = await import('antd/es/notification');
await import('../kit/FeedbackHost');

/** The build's own tests (web/build) run in Node, without a document. */
const inDocument = typeof document !== 'undefined';

// The static notifications render outside the tests' roots, with antd's motion: a notification
// destroyed after a test would stay in the shared document (isolate: false) until its leave
// animation ends, which happy-dom never ends. Without motion it goes at once.
if (inDocument) {
  const { createElement } = await import('react');
  const { default: ConfigProvider } = await import('antd/es/config-provider');
  ConfigProvider.config({
    holderRender: (children) =>
      createElement(ConfigProvider, { theme: { token: { motion: false } } }, children),
  });
}

// Vitest runs without globals, so Testing Library cannot register its own cleanup. The files of a
// worker share one document (isolate: false, vitest.config.ts), so what a test leaves in it goes too:
// the static notifications the API client shows outside any React root.
afterEach(() => {
  cleanup();
  if (inDocument) notification.destroy();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  // A tab's session (the reports' remembered filters, kit/list/rememberedLists.ts) is each test's own
  // (tests of the build run without a browser, and without one).
  globalThis.sessionStorage?.clear();
});

// React's scheduler runs queued work on setImmediate. On a loaded machine, work queued by the last
// test's unmount can still be pending when a file ends and happy-dom takes `window` away; it then
// throws "window is not defined" outside any test, which fails the whole run (seen once in a full
// `npm test`). Giving the scheduler a moment before the environment goes lets that work finish; when
// it comes later still, the root vitest.config.ts does not count that one error against the run.
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 50));
});
