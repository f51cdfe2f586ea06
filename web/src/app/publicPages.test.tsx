import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { fakeServer } from '../testing/fakeServer';
import { routeObjects } from './router';
import { ThemeContext, useThemeState } from '../kit/theme/useThemeChoice';
import { FeedbackProvider } from '../kit/feedback';

/** index.html as the server sends a public page to someone who is not signed in (pages.ts). */
function serveSignedOutPage() {
  const data = document.createElement('script');
  data.type = 'application/json';
  data.id = 'bootstrap-data';
  data.textContent = 'null';
  document.head.append(data);
  return data;
}

afterEach(() => document.getElementById('bootstrap-data')?.remove());

/** The theme the App gives every page (the shell's header has the theme menu). */
function Themed({ children }: { children: React.ReactNode }) {
  return <ThemeContext value={useThemeState()}>{children}</ThemeContext>;
}

describe('a public page opened without signing in', () => {
  it('shows Terms and asks the server for nothing (a 401 would reload the page forever)', async () => {
    serveSignedOutPage();
    const server = fakeServer();
    const router = createMemoryRouter(routeObjects(), { initialEntries: ['/Terms'] });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Themed>
          <FeedbackProvider>
            <RouterProvider router={router} />
          </FeedbackProvider>
        </Themed>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Terms and conditions' })).toBeTruthy();
    expect(server.calls).toEqual([]);
    expect(screen.queryByTestId('user-menu')).toBeNull();
  });
});
