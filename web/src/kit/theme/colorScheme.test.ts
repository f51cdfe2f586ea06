import { afterEach, describe, expect, it } from 'vitest';
import { readThemeChoice, resolveScheme, storeThemeChoice, THEME_STORAGE_KEY } from './colorScheme';

afterEach(() => window.localStorage.clear());

describe('the theme choice', () => {
  it('is the system preference until the user picks one', () => {
    expect(readThemeChoice()).toBe('system');
    expect(resolveScheme('system', true)).toBe('dark');
    expect(resolveScheme('system', false)).toBe('light');
  });

  it('is the stored choice whatever the system prefers', () => {
    storeThemeChoice('light');
    expect(readThemeChoice()).toBe('light');
    expect(resolveScheme(readThemeChoice(), true)).toBe('light');
    storeThemeChoice('dark');
    expect(resolveScheme(readThemeChoice(), false)).toBe('dark');
  });

  it('goes back to the system by forgetting the stored choice', () => {
    storeThemeChoice('dark');
    storeThemeChoice('system');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(readThemeChoice()).toBe('system');
  });

  it('ignores a stored value it does not know', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    expect(readThemeChoice()).toBe('system');
  });
});
