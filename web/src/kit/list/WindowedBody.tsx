import {
  createContext,
  useContext,
  useMemo,
  type HTMLAttributes,
  type ReactNode,
  type RefObject,
  type TableHTMLAttributes,
} from 'react';
import { useRowWindow } from './useRowWindow';

/**
 * What a list that windows its rows tells its table: the spacer rows' heights, the columns they
 * span and how many rows the page has in all.
 */
export const RowSpacers = createContext<{
  above: number;
  below: number;
  columns: number;
  rows: number;
} | null>(null);

function Spacer({ height, columns }: { height: number; columns: number }) {
  if (height <= 0) return null;
  // The spacer keeps the rows not drawn in the table's height; it is no row to assistive technology.
  return (
    <tr aria-hidden="true" className="kit-row-spacer" style={{ height }}>
      <td colSpan={columns} style={{ padding: 0, border: 0 }} />
    </tr>
  );
}

/**
 * The table body of a list that draws only the rows near the view (kit/list/useRowWindow.ts): the drawn
 * rows between two spacer rows. It is one component for every render (its heights come by context),
 * so a scroll re-renders rows, never remounts the body.
 */
export function WindowedBody({ children, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  const spacers = useContext(RowSpacers);
  return (
    <tbody {...props}>
      {spacers && <Spacer height={spacers.above} columns={spacers.columns} />}
      {children}
      {spacers && <Spacer height={spacers.below} columns={spacers.columns} />}
    </tbody>
  );
}

/** The table says how many rows it has, the header's included, though only some are drawn. */
export function WindowedTable(props: TableHTMLAttributes<HTMLTableElement>) {
  const spacers = useContext(RowSpacers);
  return <table {...props} aria-rowcount={spacers ? spacers.rows + 1 : undefined} />;
}

/** The header's row is row 1 (antd draws the sticky header as a table of its own). */
export const HeaderRow = (props: HTMLAttributes<HTMLTableRowElement>) => <tr {...props} aria-rowindex={1} />;

/** The rows a large page draws: [start, end) of its rows. */
export interface DrawnRows {
  start: number;
  end: number;
}

/**
 * The area of a list's table that draws the rows near the view (useRowWindow): `table` renders the
 * table for the rows to draw (all of them when the page is small: `drawn` undefined). The window's
 * own state lives here, not in the page, and the table is made again only when the drawn rows
 * change: a correction of the rows' measured height or of where the table sits changes the spacers
 * alone (they read it by context), not every row. Measured: the 400-row page's first render was
 * followed by a second render of all its drawn rows, 24 ms, once the first row's height was known.
 */
export function RowWindowArea({
  area,
  rows,
  columns,
  table,
}: {
  area: RefObject<HTMLDivElement | null>;
  /** The page's rows. */
  rows: number;
  /** The table's columns, which a spacer spans. */
  columns: number;
  table: (drawn: DrawnRows | undefined) => ReactNode;
}) {
  const drawn = useRowWindow(rows, area);
  const start = drawn?.start;
  const end = drawn?.end;
  const content = useMemo(
    () => table(start === undefined || end === undefined ? undefined : { start, end }),
    [table, start, end],
  );
  return (
    <div ref={area} onKeyDown={drawn?.onKeyDown}>
      <RowSpacers.Provider value={drawn ? { above: drawn.above, below: drawn.below, columns, rows } : null}>
        {content}
      </RowSpacers.Provider>
    </div>
  );
}
