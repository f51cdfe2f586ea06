import { useRef, type ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTableAccessibility } from './useTableAccessibility';

function Area({ children }: { children?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useTableAccessibility(ref);
  return <div ref={ref}>{children}</div>;
}

/** Lets the MutationObserver's callback run: it is queued as a microtask after the change. */
const changed = (change: () => void) =>
  act(async () => {
    change();
    await Promise.resolve();
  });

/** A table body as antd draws a scrolling one, `wide` overflowing its box. */
function scrollingBody(wide: boolean, cell = '<td>Reno</td>') {
  const body = document.createElement('div');
  body.className = 'ant-table-body';
  body.innerHTML = `<table><tbody><tr class="ant-table-row">${cell}</tr></tbody></table>`;
  Object.defineProperty(body, 'scrollWidth', { value: wide ? 1600 : 800 });
  Object.defineProperty(body, 'clientWidth', { value: 800 });
  return body;
}

describe('useTableAccessibility', () => {
  it("makes antd's measuring row inert when it is drawn, and leaves the table's rows alone", async () => {
    const { container } = render(
      <Area>
        <table>
          <tbody>
            <tr className="ant-table-row">
              <td>
                <input type="checkbox" aria-label="Select row" />
              </td>
            </tr>
          </tbody>
        </table>
      </Area>,
    );
    const measure = document.createElement('tr');
    measure.className = 'ant-table-measure-row';
    measure.innerHTML = '<td><input type="checkbox" aria-label="Select all"></td>';
    await changed(() => container.querySelector('tbody')?.prepend(measure));
    expect(measure.inert).toBe(true);
    expect(container.querySelector<HTMLElement>('.ant-table-row')?.inert).toBeFalsy();
  });

  it('makes a body that scrolls a tab stop when nothing in it takes the focus, and only then', async () => {
    const { container } = render(<Area />);
    const area = container.firstElementChild as HTMLElement;
    const plain = scrollingBody(true);
    const withLinks = scrollingBody(true, '<td><a href="/Accounts/1">Reno</a></td>');
    const narrow = scrollingBody(false);
    await changed(() => area.append(plain, withLinks, narrow));
    expect(plain.tabIndex).toBe(0);
    expect(withLinks.hasAttribute('tabindex')).toBe(false);
    expect(narrow.hasAttribute('tabindex')).toBe(false);
  });
});
