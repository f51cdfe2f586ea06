import { createContext, useContext, type HTMLAttributes, type TableHTMLAttributes } from 'react';

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
 * The table body of a list that draws only the rows near the view (kit/useRowWindow.ts): the drawn
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
