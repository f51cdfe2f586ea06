import {
  cloneElement,
  useState,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Tooltip } from 'antd';

type Hoverable = ReactElement<{
  onMouseEnter?: (event: MouseEvent) => void;
  onFocus?: (event: FocusEvent) => void;
}>;

/**
 * antd's Tooltip, mounted on the first hover or focus of its child. A list renders one per row (the
 * star on an admin's own accounts, the parent link): a mounted Tooltip runs its trigger's hooks and
 * observers on every row although none is open, which made a 400-row page slow to render.
 */
export function HoverTooltip({ title, children }: { title: ReactNode; children: Hoverable }) {
  const [mounted, setMounted] = useState(false);
  if (mounted)
    return (
      <Tooltip title={title} defaultOpen>
        {children}
      </Tooltip>
    );
  const mount = () => setMounted(true);
  return cloneElement(children, {
    onMouseEnter: (event: MouseEvent) => {
      children.props.onMouseEnter?.(event);
      mount();
    },
    onFocus: (event: FocusEvent) => {
      children.props.onFocus?.(event);
      mount();
    },
  });
}
