import {
  cloneElement,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import type { PopoverProps, TooltipProps } from 'antd';
import type { TooltipRef } from 'antd/es/tooltip';

export type Hoverable = ReactElement<{
  onMouseEnter?: (event: MouseEvent) => void;
  onMouseLeave?: (event: MouseEvent) => void;
  onFocus?: (event: FocusEvent) => void;
  onBlur?: (event: FocusEvent) => void;
}>;

/** An overlay component (Tooltip, Popover): its own props, and whether to open at once. */
type Overlay<P> = ComponentType<P & { children: Hoverable; defaultOpen: boolean; ref: Ref<TooltipRef> }>;

/**
 * Renders the child alone until its first hover or focus, then loads the overlay's module and
 * mounts it around the child. A list renders one per row (the star on an admin's own accounts, the
 * parent link, the issues of a rank): a mounted Tooltip or Popover runs its trigger's hooks and
 * observers on every row although none is open, which made a 400-row page slow to render; and as
 * none shows before a hover, the module itself loads then too (the shell's header buttons use it,
 * and index.html's script carries no Tooltip).
 *
 * The overlay wraps the child, so React mounts the child anew: a child that had the keyboard focus
 * when the overlay arrived takes it back, or the focus would fall to the page's body (a keyboard
 * user's place in the header lost; on a slow machine the palette launcher lost the focus the
 * palette gave back on Escape).
 */
function HoverMounted<P extends object>({
  load,
  props,
  children,
}: {
  load: () => Promise<Overlay<P>>;
  props: P;
  children: Hoverable;
}) {
  const [mounted, setMounted] = useState<{ Overlay: Overlay<P>; hadFocus: boolean } | null>(null);
  // Still over the child (or focused on it) when the overlay arrives: it opens at once.
  const [wanted, setWanted] = useState(false);
  const overlay = useRef<TooltipRef>(null);
  useLayoutEffect(() => {
    if (mounted?.hadFocus) overlay.current?.nativeElement.focus();
  }, [mounted]);
  if (mounted)
    return (
      <mounted.Overlay {...props} ref={overlay} defaultOpen={wanted}>
        {children}
      </mounted.Overlay>
    );
  const want = (next: boolean, target: Element) => {
    setWanted(next);
    if (!next) return;
    void load().then((Overlay) => setMounted({ Overlay, hadFocus: target === document.activeElement }));
  };
  const { onMouseEnter, onMouseLeave, onFocus, onBlur } = children.props;
  return cloneElement(children, {
    onMouseEnter: (event: MouseEvent) => {
      onMouseEnter?.(event);
      want(true, event.currentTarget);
    },
    onMouseLeave: (event: MouseEvent) => {
      onMouseLeave?.(event);
      setWanted(false);
    },
    onFocus: (event: FocusEvent) => {
      onFocus?.(event);
      want(true, event.currentTarget);
    },
    onBlur: (event: FocusEvent) => {
      onBlur?.(event);
      setWanted(false);
    },
  });
}

const tooltip = () => import('antd/es/tooltip').then((m) => m.default as Overlay<TooltipProps>);
const popover = () => import('antd/es/popover').then((m) => m.default as Overlay<PopoverProps>);

/** antd's Tooltip, loaded and mounted on the first hover or focus of its child. */
export function HoverTooltip({
  children,
  ...props
}: Omit<TooltipProps, 'children'> & { title: ReactNode; children: Hoverable }) {
  return (
    <HoverMounted load={tooltip} props={props}>
      {children}
    </HoverMounted>
  );
}

/** antd's Popover, loaded and mounted on the first hover or focus of its child. */
export function HoverPopover({ content, children }: { content: ReactNode; children: Hoverable }) {
  return (
    <HoverMounted load={popover} props={{ content }}>
      {children}
    </HoverMounted>
  );
}
