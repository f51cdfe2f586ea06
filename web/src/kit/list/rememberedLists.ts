import { useLayoutEffect, useRef } from 'react';

/*
 * Report filters restored on return (console-core §4: "Filter state of report pages is mirrored
 * into the query string and restored on return"). The address holds a report's filters, so back and
 * reload restore them; going to another report through the menu and back opens the report without
 * a query, and that is where its last filters come back from here. They are kept per list for the
 * browser tab's session (sessionStorage: a new tab starts at the defaults) and forgotten at sign-out
 * (a shared desk's next user starts at the defaults too).
 */

const KEY_PREFIX = 'console.list.';

/** Forgets every list's remembered address (sign-out). */
export function forgetRememberedLists(): void {
  for (const key of Object.keys(sessionStorage)) {
    if (key.startsWith(KEY_PREFIX)) sessionStorage.removeItem(key);
  }
}

/**
 * Keeps `listPart` (the list's own part of the address: its filters, sort, page and search, without
 * defaults) under `name`, and when the list opens with none, calls `restore` with the one kept.
 * Nothing when `name` is undefined (a list that does not remember).
 */
export function useRememberedList(
  name: string | undefined,
  listPart: string,
  restore: (saved: string) => void,
): void {
  const opened = useRef(false);
  // The address being restored, until it has rendered: nothing is kept meanwhile (React's strict
  // mode runs an effect twice, and the empty address of the first render must not replace it).
  const restoring = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (name === undefined) return;
    const key = KEY_PREFIX + name;
    if (!opened.current) {
      opened.current = true;
      const saved = sessionStorage.getItem(key);
      if (!listPart && saved) {
        restoring.current = saved;
        restore(saved);
        return;
      }
    }
    if (restoring.current !== null) {
      if (listPart !== restoring.current) return;
      restoring.current = null;
    }
    sessionStorage.setItem(key, listPart);
  }, [name, listPart, restore]);
}
