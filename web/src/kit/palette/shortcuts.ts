import { useEffect } from 'react';

/** The console's keyboard shortcuts, as the `?` dialog lists them. */
export const SHORTCUTS = [
  {
    keys: ['Ctrl', 'K'],
    macKeys: ['⌘', 'K'],
    does: 'Open the command palette: go to a page, an account, a user…',
  },
  { keys: ['/'], does: 'Search the list on this page' },
  { keys: ['?'], does: 'Show these shortcuts' },
  { keys: ['↑', '↓', 'Enter'], does: 'In the palette: choose a result and open it' },
  { keys: ['Esc'], does: 'Close the palette or a dialog' },
] as const;

/** The attribute a list's search box carries, so `/` finds it on whatever page is open. */
export const LIST_SEARCH_ATTRIBUTE = 'data-list-search';

/** Whether a key press is text going into a field, which single-key shortcuts leave alone. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export const isMac = () => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** Focuses the open page's list search, if it has one; whether it did. */
export function focusListSearch(): boolean {
  const marked = document.querySelector(`[${LIST_SEARCH_ATTRIBUTE}]`);
  const field = marked instanceof HTMLInputElement ? marked : marked?.querySelector('input');
  if (!field) return false;
  field.focus();
  field.select();
  return true;
}

/**
 * The shell's shortcuts: Ctrl+K or ⌘K opens the palette from anywhere (it is what those keys mean
 * in consoles); `/` and `?` act only when the key is not typed into a field, and never with a
 * dialog open (the dialog owns the keyboard then).
 */
export function useGlobalShortcuts({
  openPalette,
  openHelp,
}: {
  openPalette: () => void;
  openHelp: () => void;
}) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        openPalette();
        return;
      }
      if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      if (document.querySelector('.ant-modal-wrap:not([style*="display: none"]) .ant-modal')) return;
      if (event.key === '?') {
        event.preventDefault();
        openHelp();
      } else if (event.key === '/' && focusListSearch()) {
        event.preventDefault();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [openPalette, openHelp]);
}
