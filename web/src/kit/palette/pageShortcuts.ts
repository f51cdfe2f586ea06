import { useEffect } from 'react';
import { isTyping } from './shortcuts';

/*
 * A page's own keyboard shortcuts (kept apart from shortcuts.ts, which the shell loads up front:
 * only the pages that have some load this, and the `?` dialog loads their list on first use).
 */

/**
 * A page's own shortcut, as a family declares it in features/<family>/shortcuts.ts
 * (`export const pageShortcuts: PageShortcut[]`): the `?` dialog lists them under their page.
 */
export interface PageShortcut {
  keys: readonly string[];
  does: string;
  /** Where it works, as the dialog heads it ('On a manual verification item'). */
  page: string;
}

/**
 * A page's single-key shortcuts (by `event.key`, letters in either case), with the same manners as
 * the shell's: never while typing into a field, with a modifier held, or with a dialog open. A
 * handler returning false lets the key go on.
 */
export function usePageShortcuts(handlers: Readonly<Record<string, () => unknown>>, enabled = true) {
  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      if (document.querySelector('.ant-modal-wrap:not([style*="display: none"]) .ant-modal')) return;
      const handler = handlers[event.key] ?? handlers[event.key.toLowerCase()];
      if (!handler || handler() === false) return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [handlers, enabled]);
}
