import { useEffect, type RefObject } from 'react';

/** antd's column filter button; the measuring row's copy has no dropdown and is left alone. */
const TRIGGER = '.ant-dropdown-trigger.ant-table-filter-trigger';
const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

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

    let opened: HTMLElement | null = null;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTrigger(event.target) || !OPEN_KEYS.has(event.key)) return;
      // Not the header cell's own Enter, which would sort the column.
      event.preventDefault();
      event.stopPropagation();
      opened = event.target;
      opened.click();
      requestAnimationFrame(() =>
        openDropdown()?.querySelector<HTMLElement>('[role=menu], input, button')?.focus(),
      );
    };

    // A dropdown closed by Escape, OK or Reset leaves the focus in the hidden list or on nothing:
    // give it back to its button (drawn anew when the filtered rows arrive, so found by its name).
    const closing = new MutationObserver(() => {
      if (!opened || opened.classList.contains('ant-dropdown-open')) return;
      const label = opened.getAttribute('aria-label');
      opened = null;
      const focus = document.activeElement;
      const lost = !focus || focus === document.body || focus.closest('.ant-table-filter-dropdown');
      if (!lost) return;
      const button = [...root.querySelectorAll<HTMLElement>(TRIGGER)].find(
        (trigger) => trigger.getAttribute('aria-label') === label,
      );
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
