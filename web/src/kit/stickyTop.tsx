import { createContext, useContext, useLayoutEffect, useRef, useState } from 'react';

/**
 * How far from the top of the window the page's content starts under the shell's fixed header (the
 * Test Mode banner makes it taller): a table's sticky header sits just below it. Outside the shell
 * (a component test) it is 0.
 */
export const StickyTop = createContext(0);

export const useStickyTop = () => useContext(StickyTop);

/** The height of the element the ref is put on, kept up to date as it changes. */
export function useMeasuredHeight<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [height, setHeight] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setHeight(element.offsetHeight);
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, height] as const;
}
