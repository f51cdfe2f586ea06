import { useEffect, type RefObject } from 'react';

/** antd's column filter button; the measuring row's copy has no dropdown and is left alone. */
const TRIGGER = '.ant-dropdown-trigger.ant-table-filter-trigger';
const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);
/** How long an opened filter's list is waited for, its code loading on first use, to take the focus. */
const SHOW_WITHIN_MS = 5_000;

const isTrigger = (target: EventTarget | null): target is HTMLElement =>
  target instanceof HTMLElement && target.matches(TRIGGER);

/** The column's name for the button: the header's label when it is sortable, else its text. */
const columnOf = (trigger: HTMLElement) => {
  const header = trigger.closest('th');
  return header?.getAttribute('aria-label') || header?.textContent || '';
};

/** The filter dropdown that is open now: antd renders it at the end of the page, not in the table. */
const openDropdown = () =>
  [
    ...document.querySelectorAll<HTMLElement>(
      '.ant-dropdown:not(.ant-dropdown-hidden) .ant-table-filter-dropdown',
    ),
  ].at(-1);

/**
 * Makes antd's column filters keyboard-operable (issue 11: every filter reachable by keyboard): antd
 * renders the filter button out of the tab order and opens it on a click only. Here it is a tab stop
 * named 'Filter <column>'; Enter, Space or ArrowDown opens it with the focus on its list (arrows move,
 * Enter ticks, Tab reaches Reset and OK, Escape closes); when it closes the focus returns to the
 * button. The sort headers need nothing: antd makes them tab stops that sort on Enter.
 */
export function useKeyboardColumnFilters(table: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = table.current;
    if (!root) return;

    const enable = () => {
      for (const trigger of root.querySelectorAll<HTMLElement>(TRIGGER)) {
        if (trigger.tabIndex !== 0) trigger.tabIndex = 0;
        const label = `Filter ${columnOf(trigger)}`;
        if (trigger.getAttribute('aria-label') !== label) trigger.setAttribute('aria-label', label);
      }
    };

    // The header is drawn again as the table changes (sorting, paging, a sticky header's copy).
    const headers = new MutationObserver(enable);
    headers.observe(root, { childList: true, subtree: true });
    enable();

    /** The filter opened from the keyboard, by its button's name, and whether it has shown. */
    let opened: { label: string; shown: boolean } | null = null;
    const triggerNamed = (label: string) =>
      [...root.querySelectorAll<HTMLElement>(TRIGGER)].find(
        (trigger) => trigger.getAttribute('aria-label') === label,
      );

    // The dropdown's code loads on the first open (LazyFilterDropdown): focus its list once it shows.
    // antd's button drawn then is open from its first draw, so no change of its class says so.
    const focusWhenShown = (deadline: number) => {
      const list = openDropdown()?.querySelector<HTMLElement>('[role=menu], input, button');
      if (list) {
        if (opened) opened.shown = true;
        list.focus();
      } else if (performance.now() < deadline) requestAnimationFrame(() => focusWhenShown(deadline));
    };

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTrigger(event.target) || !OPEN_KEYS.has(event.key)) return;
      // Not the header cell's own Enter, which would sort the column.
      event.preventDefault();
      event.stopPropagation();
      opened = { label: event.target.getAttribute('aria-label') ?? '', shown: false };
      event.target.click();
      requestAnimationFrame(() => focusWhenShown(performance.now() + SHOW_WITHIN_MS));
    };

    // A dropdown closed by Escape, OK or Reset leaves the focus in the hidden list or on nothing:
    // give it back to its button (drawn anew when the filtered rows arrive, and when antd's dropdown
    // replaces the button drawn before its code arrived, so found by its name).
    const closing = new MutationObserver(() => {
      if (!opened) return;
      const button = triggerNamed(opened.label);
      if (button?.classList.contains('ant-dropdown-open')) {
        opened.shown = true;
        return;
      }
      // Still arriving: the button is the one drawn before antd's dropdown, or antd's, not yet open.
      if (!opened.shown) return;
      opened = null;
      const focus = document.activeElement;
      const lost = !focus || focus === document.body || focus.closest('.ant-table-filter-dropdown');
      if (!lost) return;
      button?.focus();
    });
    closing.observe(root, { attributes: true, attributeFilter: ['class'], subtree: true });

    root.addEventListener('keydown', onKeyDown, true);
    return () => {
      headers.disconnect();
      closing.disconnect();
      root.removeEventListener('keydown', onKeyDown, true);
    };
  }, [table]);
}
