import {
  cloneElement,
  useState,
  type ComponentType,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { PopoverProps, TooltipProps } from 'antd';

type Hoverable = ReactElement<{
  onMouseEnter?: (event: MouseEvent) => void;
  onMouseLeave?: (event: MouseEvent) => void;
  onFocus?: (event: FocusEvent) => void;
  onBlur?: (event: FocusEvent) => void;
}>;

/** An overlay component (Tooltip, Popover): its own props, and whether to open at once. */
type Overlay<P> = ComponentType<P & { children: Hoverable; defaultOpen: boolean }>;

/**
 * Renders the child alone until its first hover or focus, then loads the overlay's module and
 * mounts it around the child. A list renders one per row (the star on an admin's own accounts, the
 * parent link, the issues of a rank): a mounted Tooltip or Popover runs its trigger's hooks and
 * observers on every row although none is open, which made a 400-row page slow to render; and as
 * none shows before a hover, the module itself loads then too (the shell's header buttons use it,
 * and index.html's script carries no Tooltip).
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
  const [Mounted, setMounted] = useState<Overlay<P> | null>(null);
  // Still over the child (or focused on it) when the overlay arrives: it opens at once.
  const [wanted, setWanted] = useState(false);
  if (Mounted)
    return (
      <Mounted {...props} defaultOpen={wanted}>
        {children}
      </Mounted>
    );
  const want = (next: boolean) => {
    setWanted(next);
    if (next) void load().then((loaded) => setMounted(() => loaded));
  };
  const { onMouseEnter, onMouseLeave, onFocus, onBlur } = children.props;
  return cloneElement(children, {
    onMouseEnter: (event: MouseEvent) => {
      onMouseEnter?.(event);
      want(true);
    },
    onMouseLeave: (event: MouseEvent) => {
      onMouseLeave?.(event);
      setWanted(false);
    },
    onFocus: (event: FocusEvent) => {
      onFocus?.(event);
      want(true);
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
export function HoverTooltip({ title, children }: { title: ReactNode; children: Hoverable }) {
  return (
    <HoverMounted load={tooltip} props={{ title }}>
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
