import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';

/**
 * Large pages draw only the rows near the view (issue 11: a 400-row page renders in under 150 ms
 * once its data has arrived). With every row in the DOM the browser spent most of a second in the
 * table's cells and their styles; a page of up to WINDOW_FROM_ROWS rows is still drawn whole, so
 * the usual page sizes behave exactly as before.
 *
 * The rows stay rows of the one table (antd's own `virtual` table draws them as `div`s): the drawn
 * slice sits between two spacer rows that keep the table's full height, so the page's scroll bar,
 * the sticky header and the columns' widths are those of the whole page. The table says how many
 * rows it has (`aria-rowcount`) and each drawn row its place (`aria-rowindex`), so assistive
 * technology announces "row 312 of 401". Keyboard users reach every row: the browser scrolls the
 * focused control into view, the window follows the scroll, and a Tab from the last drawn row (or a
 * Shift+Tab from the first) scrolls the next one in and moves the focus to it.
 */
export const WINDOW_FROM_ROWS = 100;

/** Rows drawn beyond each edge of the view, so a scroll shows drawn rows while the next slice renders. */
const OVERSCAN_ROWS = 8;
/** The slice's edges move in steps of this many rows: a scroll re-renders the rows once per step. */
const STEP_ROWS = 8;
/** A row's height before one has been measured: antd's middle-size row with one line of text. */
const ESTIMATED_ROW_HEIGHT = 47;

export interface RowWindow {
  /** The first drawn row's index in the page. */
  start: number;
  /** One past the last drawn row's index. */
  end: number;
  /** Heights of the spacer rows above and below the drawn ones, in pixels. */
  above: number;
  below: number;
}

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]';

const down = (n: number) => Math.max(0, Math.floor(n / STEP_ROWS) * STEP_ROWS);
const up = (n: number, count: number) => Math.min(count, Math.ceil(n / STEP_ROWS) * STEP_ROWS);

/**
 * The slice of `count` rows to draw when the rows' area starts `top` pixels from the window's top.
 * `atEnd`: the area's bottom is in view, so the last rows are, whatever the estimate says: rows of
 * different heights (an account with a parent takes two lines) put the estimate off by a few rows a
 * hundred, and at the end of a 200-row page the last rows were never drawn (the view showed the
 * spacer below the slice).
 */
export function sliceOf(count: number, top: number, viewHeight: number, rowHeight: number, atEnd = false) {
  const firstSeen = atEnd ? count - Math.ceil(viewHeight / rowHeight) : Math.floor(-top / rowHeight);
  const lastSeen = atEnd ? count : Math.ceil((viewHeight - top) / rowHeight);
  const start = Math.min(down(firstSeen - OVERSCAN_ROWS), down(Math.max(0, count - 1)));
  const end = Math.max(up(lastSeen + OVERSCAN_ROWS, count), Math.min(count, start + 1));
  return { start, end };
}

/**
 * The rows to draw of a page of `count` rows whose body is `area`'s table body; undefined when the
 * page is small enough to draw whole. `onKeyDown` goes on the table's area.
 */
export function useRowWindow(count: number, area: RefObject<HTMLElement | null>) {
  const windowed = count > WINDOW_FROM_ROWS;
  const [rowHeight, setRowHeight] = useState(ESTIMATED_ROW_HEIGHT);
  // Where the rows' area is in the window; the slice is derived from it, so a new page of rows is
  // drawn sliced from its first render.
  const [view, setView] = useState(() => ({
    top: 0,
    height: typeof window === 'undefined' ? 800 : window.innerHeight,
    atEnd: false,
  }));
  // The rows drawn: the slice the view wants, kept while the view wants fewer of the same rows (the
  // rows beyond are overscan). So the first measurement, which finds the table lower and its rows
  // taller than estimated, changes the spacers only, not the drawn rows (a render of every row).
  const wanted = sliceOf(count, view.top, view.height, rowHeight, view.atEnd);
  const [kept, setKept] = useState(() => ({ count, ...wanted }));
  let slice = kept;
  if (kept.count !== count || wanted.start < kept.start || wanted.end > kept.end) {
    slice = { count, ...wanted };
    setKept(slice);
  }
  const focusRow = useRef<number | undefined>(undefined);

  // Follow the page's scroll and the window's size, once per frame at most, reading the rows' area
  // after the frame is drawn: a read while React commits would force a second layout of the new
  // rows before their first paint.
  useEffect(() => {
    if (!windowed) return;
    const follow = () => {
      const tbody = area.current?.querySelector<HTMLElement>('.ant-table-tbody');
      if (!tbody) return;
      // The drawn rows' mean height: one row's would be a one-line row's or a two-line row's.
      const rows = [...tbody.querySelectorAll<HTMLElement>('tr[aria-rowindex]')];
      const measured = rows.reduce((sum, row) => sum + row.offsetHeight, 0) / Math.max(rows.length, 1);
      if (measured && Math.abs(measured - rowHeight) > 1) setRowHeight(measured);
      const bounds = tbody.getBoundingClientRect();
      const next = {
        top: bounds.top,
        height: window.innerHeight,
        atEnd: bounds.bottom <= window.innerHeight,
      };
      setView((current) => {
        const was = sliceOf(count, current.top, current.height, rowHeight, current.atEnd);
        const will = sliceOf(count, next.top, next.height, rowHeight, next.atEnd);
        return was.start === will.start && was.end === will.end ? current : next;
      });
    };
    let frame = 0;
    const schedule = () => {
      if (!frame)
        frame = requestAnimationFrame(() => {
          frame = 0;
          follow();
        });
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [windowed, area, count, rowHeight]);

  // Move the focus to the row a Tab asked for once it is drawn.
  useLayoutEffect(() => {
    if (focusRow.current === undefined) return;
    const row = area.current?.querySelector<HTMLElement>(`tbody tr[aria-rowindex="${focusRow.current}"]`);
    const control = row?.querySelector<HTMLElement>(TABBABLE);
    if (control) {
      focusRow.current = undefined;
      control.focus();
    }
  });

  /** A Tab past the last drawn row, or a Shift+Tab before the first, brings the next row in. */
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!windowed || event.key !== 'Tab' || !(event.target instanceof HTMLElement)) return;
    const row = event.target.closest<HTMLElement>('tr[aria-rowindex]');
    if (!row) return;
    const back = event.shiftKey;
    const controls = [...row.querySelectorAll<HTMLElement>(TABBABLE)];
    const leavesRow = (back ? controls[0] : controls.at(-1)) === event.target;
    const neighbour = back ? row.previousElementSibling : row.nextElementSibling;
    const moreRows = back ? slice.start > 0 : slice.end < count;
    if (!leavesRow || neighbour?.hasAttribute('aria-rowindex') || !moreRows) return;
    event.preventDefault();
    focusRow.current = Number(row.getAttribute('aria-rowindex')) + (back ? -1 : 1);
    // The scroll moves the window (the effect above); the focus follows once the row is drawn.
    window.scrollBy(0, (back ? -1 : 1) * rowHeight * STEP_ROWS);
  };

  if (!windowed) return undefined;
  const drawn: RowWindow = {
    start: slice.start,
    end: slice.end,
    above: slice.start * rowHeight,
    below: (count - slice.end) * rowHeight,
  };
  return { ...drawn, onKeyDown };
}
