import { useSyncExternalStore } from 'react';

/** A phone's width (antd's xs): below it the shell gives the page every pixel it can. */
export const NARROW_WINDOW_WIDTH = 576;
const NARROW_QUERY = `(max-width: ${NARROW_WINDOW_WIDTH - 0.02}px)`;

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(NARROW_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const isNarrow = () => window.matchMedia(NARROW_QUERY).matches;

/**
 * Whether the window is a phone's width (390 px, say). There the shell hides its menu entirely (a
 * tab opens it), keeps the header's buttons to their icons, and narrows the page's margins, so no
 * page scrolls sideways; a wide table scrolls inside its own box instead.
 */
export function useNarrowWindow(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
