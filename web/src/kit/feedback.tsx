import { createContext, lazy, Suspense, useContext, useState, type ReactNode } from 'react';
import type { App } from 'antd';

/** antd's hook APIs for toasts, notifications and confirmations (what App.useApp() gives). */
export type Feedback = ReturnType<typeof App.useApp>;

/**
 * antd's message, notification and modal APIs render through holders that must sit in the tree;
 * antd's App component mounts all three with the whole app, ~13 KB gzip of index.html's script for
 * what no page shows before it is used. FeedbackProvider gives the same APIs at once while their
 * host loads beside the first page (kit/FeedbackHost.tsx): a call made before it arrives waits for
 * it, in order, then runs as it would have.
 */
const FeedbackHost = lazy(() => import('./FeedbackHost'));

type Kind = keyof Feedback;

/** The APIs, answering at once when the host is there and waiting for it before. */
function deferredFeedback() {
  let ready: Feedback | undefined;
  let arrive: (apis: Feedback) => void = () => {};
  const arrived = new Promise<Feedback>((resolve) => (arrive = resolve));
  const api = <K extends Kind>(kind: K): Feedback[K] =>
    new Proxy({} as Feedback[K], {
      get: (_target, method) => {
        return (...args: unknown[]) => {
          const call = (apis: Feedback) =>
            (apis[kind][method as keyof Feedback[K]] as (...a: unknown[]) => unknown)(...args);
          // Nothing calls for their answers (a close function, a promise) before the host is there.
          if (ready) return call(ready);
          void arrived.then(call);
          return undefined;
        };
      },
    });
  const feedback: Feedback = {
    message: api('message'),
    notification: api('notification'),
    modal: api('modal'),
  };
  const onReady = (apis: Feedback) => {
    ready = apis;
    arrive(apis);
  };
  return { feedback, onReady };
}

const FeedbackContext = createContext<Feedback | undefined>(undefined);

/** The toasts, notifications and confirmations of the console; the shell mounts their provider. */
export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback needs a FeedbackProvider above it');
  return feedback;
}

/** Provides useFeedback() to the app, and mounts the APIs' host (themed by the ConfigProvider above). */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [{ feedback, onReady }] = useState(deferredFeedback);
  return (
    <FeedbackContext value={feedback}>
      {children}
      <Suspense fallback={null}>
        <FeedbackHost onReady={onReady} />
      </Suspense>
    </FeedbackContext>
  );
}
