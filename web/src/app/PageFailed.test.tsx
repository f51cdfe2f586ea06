import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PAGE_CRASHED, PAGE_FAILED_TITLE, PAGE_LOAD_FAILED, PageFailed } from './PageFailed';
import { loadPage } from './router';

/** A router whose one page throws `error` while it is drawn, with PageFailed as its error element. */
function renderFailingPage(error: Error) {
  const Broken = () => {
    throw error;
  };
  const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <PageFailed /> }]);
  render(<RouterProvider router={router} />);
}

describe('a page that cannot be drawn', () => {
  it("says its files did not load when the browser could not fetch the page's module, and offers a reload", async () => {
    renderFailingPage(
      new TypeError('Failed to fetch dynamically imported module: http://console/assets/Page-1a2b.js'),
    );
    expect((await screen.findByRole('alert')).textContent).toContain(PAGE_FAILED_TITLE);
    expect(screen.getByText(PAGE_LOAD_FAILED)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Reload/ })).toBeTruthy();
  });

  it('says something on it went wrong when it failed while drawing', async () => {
    renderFailingPage(new Error('Cannot read properties of undefined'));
    expect((await screen.findByRole('alert')).textContent).toContain(PAGE_FAILED_TITLE);
    expect(screen.getByText(PAGE_CRASHED)).toBeTruthy();
  });
});

describe("a page's module", () => {
  const module = { default: () => null };

  it('is asked for once more after a failed load, and the second answer is the page', async () => {
    let asked = 0;
    const loaders = async () => ({
      Page: async () => {
        asked += 1;
        if (asked === 1) throw new TypeError('Failed to fetch dynamically imported module');
        return module;
      },
    });
    await expect(loadPage('Page', loaders, 0)).resolves.toBe(module);
    expect(asked).toBe(2);
  });

  it('fails after the second failed load (PageFailed shows it)', async () => {
    let asked = 0;
    const loaders = async () => ({
      Page: async (): Promise<typeof module> => {
        asked += 1;
        throw new TypeError('Failed to fetch dynamically imported module');
      },
    });
    await expect(loadPage('Page', loaders, 0)).rejects.toThrow('dynamically imported module');
    expect(asked).toBe(2);
  });
});
