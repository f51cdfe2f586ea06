import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DARK_QUERY, THEME_STORAGE_KEY } from '../../kit/theme/colorScheme';
import { ThemeMenu } from './ThemeMenu';
import { ThemeContext, useThemeState } from '../../kit/theme/useThemeChoice';

/** A system colour preference the test can change, as the OS would. */
function stubSystem(prefersDark: boolean) {
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const query = {
    get matches() {
      return prefersDark;
    },
    media: DARK_QUERY,
    addEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.delete(listener),
  };
  vi.spyOn(window, 'matchMedia').mockImplementation(() => query as unknown as MediaQueryList);
  return (dark: boolean) => {
    prefersDark = dark;
    act(() => listeners.forEach((listener) => listener({ matches: dark } as MediaQueryListEvent)));
  };
}

function Themed() {
  const state = useThemeState();
  return (
    <ThemeContext value={state}>
      <ThemeMenu />
    </ThemeContext>
  );
}

const scheme = () => document.documentElement.getAttribute('data-theme');

async function pick(label: string) {
  await userEvent.click(screen.getByRole('button', { name: /^Theme/ }));
  await userEvent.click(await screen.findByRole('menuitem', { name: new RegExp(label) }));
}

describe('the theme menu', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => document.documentElement.removeAttribute('data-theme'));

  it('follows the system preference, also when it changes, until the user picks', () => {
    const setSystem = stubSystem(true);
    render(<Themed />);
    expect(screen.getByRole('button', { name: 'Theme: Match system' })).toBeDefined();
    expect(scheme()).toBe('dark');
    setSystem(false);
    expect(scheme()).toBe('light');
  });

  it('remembers a picked theme and keeps it when the system changes', async () => {
    const setSystem = stubSystem(false);
    render(<Themed />);
    await pick('Dark');
    expect(scheme()).toBe('dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    setSystem(true);
    setSystem(false);
    expect(scheme()).toBe('dark');
  });

  it('starts from the stored choice, and Match system forgets it', async () => {
    stubSystem(true);
    window.localStorage.setItem(THEME_STORAGE_KEY, 'light');
    render(<Themed />);
    expect(screen.getByRole('button', { name: 'Theme: Light' })).toBeDefined();
    expect(scheme()).toBe('light');
    await pick('Match system');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(scheme()).toBe('dark');
  });
});
