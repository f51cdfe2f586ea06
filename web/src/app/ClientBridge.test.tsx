import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ErrorCode } from '@console/contract/errors';
import { testModeApi } from '@console/contract/test-mode';
import { send } from '../kit/data/client';
import { COMPANY_CHANGED_TITLE, RELOAD_LABEL } from '../kit/data/notify';
import { fakeServer, reply } from '../testing/fakeServer';
import { makeBootstrap, renderRoutes } from '../testing/render';
import { ClientBridge } from './ClientBridge';
import { TestModeSwitch } from './TestMode';

const MESSAGE = 'This tab shows another company than the one now administered. Reload the page.';
const companyChanged = reply(409, { code: ErrorCode.CompanyChanged, message: MESSAGE });

/** A page with a change to make (the Test Mode switch), under the shell's bridge to the API client. */
function renderPage() {
  const data = makeBootstrap();
  return renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <ClientBridge router={{ navigate: vi.fn() }} />
            <TestModeSwitch data={data} collapsed={false} />
          </>
        ),
      },
    ],
    { bootstrap: data },
  );
}

afterEach(() => vi.restoreAllMocks());

describe('a call refused because another tab chose another company', () => {
  it('shows the reload prompt, and Reload reloads the page', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    fakeServer().on(testModeApi.set, companyChanged);
    renderPage();
    fireEvent.click(screen.getByRole('switch', { name: 'Test Mode' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on' }));

    // By its title (antd writes it twice, once as the dialog's label): in tests antd gives every
    // dialog the same label id, so a dialog's accessible name is the first dialog's.
    const [title] = await screen.findAllByText(COMPANY_CHANGED_TITLE);
    const prompt = title?.closest<HTMLElement>('[role="dialog"]');
    if (!prompt) throw new Error('the prompt is no dialog');
    expect(prompt.textContent).toContain(MESSAGE);
    expect(reload).not.toHaveBeenCalled();
    fireEvent.click(within(prompt).getByRole('button', { name: RELOAD_LABEL }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('asks once for the page, however many of its calls are refused', async () => {
    fakeServer().on(testModeApi.set, companyChanged).on(testModeApi.get, companyChanged);
    renderPage();
    await Promise.all(
      [testModeApi.get, testModeApi.set, testModeApi.get].map((call) =>
        send(call.method, call.path, { handleErrors: false }).catch(() => undefined),
      ),
    );
    await screen.findAllByText(COMPANY_CHANGED_TITLE);
    await waitFor(() => expect(screen.getAllByRole('button', { name: RELOAD_LABEL })).toHaveLength(1));
  });
});
