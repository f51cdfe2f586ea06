import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { BRANDINGS } from '@console/contract/branding';
import type { EnvironmentId } from '@console/contract/constants';
import { createQueryClient } from '../api/query';
import { setNavigate, setNotifier } from '../api/notify';
import { readPreloaded } from './bootstrap';
import { createRouter } from './router';
import { consoleTheme } from './theme';

/** Hands antd's themed notification API and the router's navigation to the API client. */
function ClientBridge({ router }: { router: ReturnType<typeof createRouter> }) {
  const { notification } = AntApp.useApp();
  useEffect(() => {
    setNotifier(notification);
    setNavigate((path) => void router.navigate(path));
    return () => {
      setNotifier(undefined);
      setNavigate(undefined);
    };
  }, [notification, router]);
  return null;
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createRouter);
  const brand = BRANDINGS[(readPreloaded()?.environmentId ?? 1) as EnvironmentId];
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={consoleTheme(brand)}>
        <AntApp>
          <ClientBridge router={router} />
          <RouterProvider router={router} />
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
