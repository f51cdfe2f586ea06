import { useEffect } from 'react';
import { setNavigate, setNotifier, setPrompter } from '../kit/data/notify';
import { useFeedback } from '../kit/feedback';

/** Hands antd's themed notification and modal APIs and the router's navigation to the API client. */
export function ClientBridge({ router }: { router: { navigate: (path: string) => unknown } }) {
  const { notification, modal } = useFeedback();
  useEffect(() => {
    setNotifier(notification);
    setPrompter(modal);
    setNavigate((path) => void router.navigate(path));
    return () => {
      setNotifier(undefined);
      setPrompter(undefined);
      setNavigate(undefined);
    };
  }, [notification, modal, router]);
  return null;
}
