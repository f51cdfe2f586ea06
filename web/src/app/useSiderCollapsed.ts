import { useCallback, useEffect, useState } from 'react';

/** The sidebar collapses below this width (console-core §9). */
export const SIDER_COLLAPSE_WIDTH = 1200;
export const SIDER_STORAGE_KEY = 'console.sider.collapsed';
const NARROW_QUERY = `(max-width: ${SIDER_COLLAPSE_WIDTH - 0.02}px)`;

function readStored(): boolean | undefined {
  const stored = window.localStorage.getItem(SIDER_STORAGE_KEY);
  return stored === null ? undefined : stored === 'true';
}

/**
 * The sidebar's open or closed state: the user's last choice, remembered in localStorage; with no
 * choice yet, closed on a window narrower than 1200px. Narrowing the window below 1200px closes it;
 * widening it past 1200px again reopens it unless the user closed it.
 */
export function useSiderCollapsed(): [boolean, (collapsed: boolean) => void] {
  const [collapsed, setCollapsed] = useState(() => readStored() ?? window.matchMedia(NARROW_QUERY).matches);

  useEffect(() => {
    const query = window.matchMedia(NARROW_QUERY);
    const onChange = (event: MediaQueryListEvent) => {
      // Widening gives what a reload at that width would: the user's choice, else open.
      setCollapsed(event.matches || (readStored() ?? false));
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const choose = useCallback((next: boolean) => {
    setCollapsed(next);
    window.localStorage.setItem(SIDER_STORAGE_KEY, String(next));
  }, []);
  return [collapsed, choose];
}
