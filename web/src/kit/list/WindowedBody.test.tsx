import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { RowWindowArea, WindowedBody, type DrawnRows } from './WindowedBody';

const ROWS = 400;
const MEASURED_ROW = 68;

/** A table as ListPage's: the drawn rows between the spacers of WindowedBody. */
function Area({ onTable }: { onTable: (drawn: DrawnRows | undefined) => void }) {
  const area = useRef<HTMLDivElement>(null);
  return (
    <RowWindowArea
      area={area}
      rows={ROWS}
      columns={1}
      table={(drawn) => {
        onTable(drawn);
        const { start = 0, end = ROWS } = drawn ?? {};
        return (
          <table>
            <WindowedBody className="ant-table-tbody">
              {Array.from({ length: end - start }, (_, i) => (
                <tr key={start + i} aria-rowindex={start + i + 2}>
                  <td>Row {start + i + 1}</td>
                </tr>
              ))}
            </WindowedBody>
          </table>
        );
      }}
    />
  );
}

const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

afterEach(() => vi.restoreAllMocks());

describe('RowWindowArea', () => {
  it('draws a large page as a slice, and takes the rows measured taller into its spacers without drawing the rows again', async () => {
    // happy-dom lays nothing out: the rows measure 68 px and the table starts 300 px down.
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(MEASURED_ROW);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 300 } as DOMRect);
    const tables: (DrawnRows | undefined)[] = [];
    const { container } = render(<Area onTable={(drawn) => tables.push(drawn)} />);
    expect(tables).toHaveLength(1);
    const [first] = tables;
    expect(first?.start).toBe(0);
    expect(first?.end).toBeLessThan(ROWS);

    await nextFrame();
    await nextFrame();
    // Fewer rows are in view than were drawn: the drawn ones stay, unrendered; the spacer below
    // now holds the rows not drawn at their measured height.
    expect(tables).toHaveLength(1);
    const below = [...container.querySelectorAll<HTMLElement>('tr.kit-row-spacer')].at(-1);
    expect(parseInt(below?.style.height ?? '0')).toBe((ROWS - (first?.end ?? 0)) * MEASURED_ROW);
  });
});
