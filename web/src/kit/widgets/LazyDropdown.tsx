import { cloneElement, lazy, Suspense, useState, type MouseEvent, type ReactElement } from 'react';
import type { DropdownProps } from 'antd';

/** antd's Dropdown, with its Menu: loaded when first rendered, not with the module that uses it. */
const Dropdown = lazy(() => import('antd/es/dropdown'));

type Trigger = ReactElement<{
  onClick?: (event: MouseEvent) => void;
  onMouseEnter?: (event: MouseEvent) => void;
}>;

/**
 * antd's Dropdown for the shell's header menus (theme, user), loaded beside the first page instead
 * of with index.html's script: it brings antd's Menu, ~13 KB gzip the first paint does without.
 * Until it arrives its trigger renders bare, and a click (or a hover, for a hover menu) on it opens
 * the menu as soon as it has.
 */
export function LazyDropdown({ children, trigger = ['hover'], onOpenChange, ...props }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const child = children as Trigger;
  const wantOpen = (event: MouseEvent, own?: (event: MouseEvent) => void) => {
    own?.(event);
    setOpen(true);
  };
  const bare = cloneElement(
    child,
    trigger.includes('hover')
      ? { onMouseEnter: (event: MouseEvent) => wantOpen(event, child.props.onMouseEnter) }
      : { onClick: (event: MouseEvent) => wantOpen(event, child.props.onClick) },
  );
  return (
    <Suspense fallback={bare}>
      <Dropdown
        {...props}
        trigger={trigger}
        open={open}
        onOpenChange={(next, info) => {
          setOpen(next);
          onOpenChange?.(next, info);
        }}
      >
        {children}
      </Dropdown>
    </Suspense>
  );
}
