/**
 * Light or dark. Our decision where the issue was silent: three choices, not two, so a user who
 * picked one can go back to following the system's preference (the default until they pick).
 */
export type ThemeChoice = 'system' | 'light' | 'dark';
export type ColorScheme = 'light' | 'dark';

export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];
export const THEME_STORAGE_KEY = 'console.theme';
export const DARK_QUERY = '(prefers-color-scheme: dark)';
/** The attribute on <html> that global.css and the CSS modules read the scheme from. */
export const SCHEME_ATTRIBUTE = 'data-theme';

const isChoice = (value: unknown): value is ThemeChoice => THEME_CHOICES.includes(value as ThemeChoice);

/** The stored choice; 'system' when there is none or it is not one we know. */
export function readThemeChoice(storage: Pick<Storage, 'getItem'> = window.localStorage): ThemeChoice {
  const stored = storage.getItem(THEME_STORAGE_KEY);
  return isChoice(stored) ? stored : 'system';
}

/** 'system' is remembered by forgetting the choice, so a later default change reaches the user. */
export function storeThemeChoice(
  choice: ThemeChoice,
  storage: Pick<Storage, 'setItem' | 'removeItem'> = window.localStorage,
): void {
  if (choice === 'system') storage.removeItem(THEME_STORAGE_KEY);
  else storage.setItem(THEME_STORAGE_KEY, choice);
}

export function resolveScheme(choice: ThemeChoice, systemPrefersDark: boolean): ColorScheme {
  if (choice === 'system') return systemPrefersDark ? 'dark' : 'light';
  return choice;
}

export const systemPrefersDark = () => window.matchMedia(DARK_QUERY).matches;

/** Marks <html> with the scheme, so the page background and native controls match it. */
export function applyScheme(scheme: ColorScheme, root: HTMLElement = document.documentElement): void {
  root.setAttribute(SCHEME_ATTRIBUTE, scheme);
  root.style.colorScheme = scheme;
}
