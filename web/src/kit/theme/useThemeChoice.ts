import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import {
  applyScheme,
  DARK_QUERY,
  readThemeChoice,
  resolveScheme,
  storeThemeChoice,
  systemPrefersDark,
  type ColorScheme,
  type ThemeChoice,
} from './colorScheme';

export interface ThemeState {
  choice: ThemeChoice;
  scheme: ColorScheme;
  choose: (choice: ThemeChoice) => void;
}

/**
 * The user's theme choice and the scheme it resolves to, following the system's preference live
 * while the choice is 'system'.
 */
export function useThemeState(): ThemeState {
  const [choice, setChoice] = useState(readThemeChoice);
  const [prefersDark, setPrefersDark] = useState(systemPrefersDark);

  useEffect(() => {
    const query = window.matchMedia(DARK_QUERY);
    const onChange = (event: MediaQueryListEvent) => setPrefersDark(event.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const scheme = resolveScheme(choice, prefersDark);
  useEffect(() => applyScheme(scheme), [scheme]);

  const choose = useCallback((next: ThemeChoice) => {
    storeThemeChoice(next);
    setChoice(next);
  }, []);
  return { choice, scheme, choose };
}

export const ThemeContext = createContext<ThemeState | undefined>(undefined);

export function useTheme(): ThemeState {
  const state = useContext(ThemeContext);
  if (!state) throw new Error('useTheme is used outside the ThemeContext the App provides');
  return state;
}
