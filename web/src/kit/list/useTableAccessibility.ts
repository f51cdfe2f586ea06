import { useEffect, type RefObject } from 'react';

/** antd's hidden copy of the header row, which it draws to measure column widths. */
const MEASURE_ROW = '.ant-table-measure-row';
/** The part of a table with a sticky header or a fixed height that scrolls. */
const SCROLLING_BODY = '.ant-table-body';
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]';

/**
 * Two things antd's tables leave out of keyboard and screen-reader reach (axe: aria-hidden-focus,
 * scrollable-region-focusable), mended on the table's DOM as antd draws and redraws it:
 * - A table with a sticky header and horizontal scrolling draws a copy of its header cells in an
 *   `aria-hidden` row of zero height to measure them, the "Select all" checkbox included: a focus
 *   stop a keyboard user would land on unseen. The copy is made `inert`; the real header is untouched.
 * - A wide table's body scrolls sideways; when nothing in it takes the focus (a report without
 *   links), the keyboard could not scroll it. It becomes a tab stop, so the arrow keys scroll it.
 */
export function useTableAccessibility(table: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = table.current;
    if (!root) return;
    const mend = () => {
      for (const row of root.querySelectorAll<HTMLElement>(MEASURE_ROW)) if (!row.inert) row.inert = true;
      for (const body of root.querySelectorAll<HTMLElement>(SCROLLING_BODY)) {
        const scrolls = body.scrollWidth > body.clientWidth || body.scrollHeight > body.clientHeight;
        const reachable = scrolls && !body.querySelector(`:is(${FOCUSABLE}):not(${MEASURE_ROW} *)`);
        if (reachable && body.tabIndex !== 0) body.tabIndex = 0;
        if (!reachable && body.getAttribute('tabindex') === '0') body.removeAttribute('tabindex');
      }
    };
    // antd draws the rows again as the list changes (a page, a filter, a column shown or hidden).
    const redrawn = new MutationObserver(mend);
    redrawn.observe(root, { childList: true, subtree: true });
    mend();
    return () => redrawn.disconnect();
  }, [table]);
}
