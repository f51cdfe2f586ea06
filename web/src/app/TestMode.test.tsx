import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { testModeApi } from '@console/contract/test-mode';
import { fakeServer } from '../testing/fakeServer';
import { Permission } from '@console/contract/permissions';
import { needsPermissionMessage } from '@console/contract/permission-texts';
import { bootstrapAs, renderRoutes, type StaffKind } from '../testing/render';
import { TestModeMark, TestModeSwitch } from './TestMode';

function render(testMode: boolean, as: StaffKind = 'admin') {
  const data = bootstrapAs(as, { testMode });
  return renderRoutes([{ path: '/', element: <TestModeSwitch data={data} collapsed={false} /> }], {
    bootstrap: data,
  });
}

describe('TestModeSwitch', () => {
  it.each([
    [false, 'Turn Test Mode on?', 'Turn on'],
    [true, 'Turn Test Mode off?', 'Turn off'],
  ])('asks before switching the company-wide mode (on: %s)', async (on, question, ok) => {
    const server = fakeServer().on(testModeApi.set, ({ body }) => body as { enabled: boolean });
    render(on);
    fireEvent.click(screen.getByRole('switch', { name: 'Test Mode' }));
    expect(await screen.findByRole('dialog', { name: question })).toBeTruthy();
    expect(server.changes()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: ok }));
    await waitFor(() => expect(server.callsOf(testModeApi.set)).toHaveLength(1));
    expect(server.callsOf(testModeApi.set)[0]?.body).toEqual({ enabled: !on });
  });

  it('is disabled for staff without "Change company defaults", saying so', async () => {
    const server = fakeServer();
    render(false, 'support');
    const reason = needsPermissionMessage(Permission.ChangeCompanyDefaults);
    // The switch's gate arrives with its declaration, just after the first paint.
    const toggle = await screen.findByRole('switch', { name: 'Test Mode', description: reason });
    expect((toggle as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(toggle);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.changes()).toHaveLength(0);
  });
});

describe('TestModeMark', () => {
  it('says Test Mode in words, as a status', () => {
    renderRoutes([{ path: '/', element: <TestModeMark /> }]);
    expect(screen.getByRole('status').textContent).toBe('Test Mode');
  });
});
