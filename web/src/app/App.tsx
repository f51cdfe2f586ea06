import { useMemo, useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider, theme } from 'antd';
import { BRANDINGS } from '@console/contract/branding';
import type { EnvironmentId } from '@console/contract/constants';
import { createQueryClient } from '../kit/data/query';
import { FeedbackProvider } from '../kit/feedback';
import { RouteTable } from '../kit/namedRoutes';
import { routes } from '../routes';
import { readPreloaded } from '../kit/bootstrap';
import { ClientBridge } from './ClientBridge';
import { createRouter } from './router';
import { consoleTheme } from '../kit/theme/consoleTheme';
import { ThemeContext, useThemeState } from '../kit/theme/useThemeChoice';

/**
 * The text style antd's App component gives the page (colour, font, size, line height from the
 * theme), for the text outside antd's components; the App component itself is not used, as its
 * message, notification and modal holders load after the first render (kit/feedback.tsx).
 */
function AppText({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        fontFamily: token.fontFamily,
      }}
    >
      {children}
    </div>
  );
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createRouter);
  const brand = BRANDINGS[(readPreloaded()?.environmentId ?? 1) as EnvironmentId];
  const themeState = useThemeState();
  const antTheme = useMemo(() => consoleTheme(brand, themeState.scheme), [brand, themeState.scheme]);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeContext value={themeState}>
        <ConfigProvider theme={antTheme}>
          <FeedbackProvider>
            <AppText>
              <ClientBridge router={router} />
              <RouteTable value={routes}>
                <RouterProvider router={router} />
              </RouteTable>
            </AppText>
          </FeedbackProvider>
        </ConfigProvider>
      </ThemeContext>
    </QueryClientProvider>
  );
}
