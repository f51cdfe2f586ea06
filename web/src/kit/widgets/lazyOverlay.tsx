import {
  cloneElement,
  createElement,
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';

type Trigger = ReactElement<{
  onClick?: (event: MouseEvent) => void;
  onMouseEnter?: (event: MouseEvent) => void;
}>;

/** What an antd overlay (Dropdown, Popconfirm) takes that the lazy one drives. */
interface OverlayProps {
  open?: boolean;
  onOpenChange?: (open: boolean, ...rest: never[]) => void;
  children?: ReactNode;
}

/**
 * An antd overlay around its trigger (a Dropdown's menu, a Popconfirm's question), its module loaded
 * when first drawn rather than with the module that uses it. Until it arrives the trigger renders
 * bare, and a click on it (or a hover, where `opensOn` says the overlay opens on hover) opens the
 * overlay as soon as it has.
 */
export function lazyOverlay<Props extends OverlayProps>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  opensOn: (props: Props) => 'click' | 'hover',
): ComponentType<Props> {
  const Overlay = lazy(load) as unknown as ComponentType<OverlayProps>;
  return function LazyOverlay(props: Props) {
    const [open, setOpen] = useState(false);
    const child = props.children as Trigger;
    const wantOpen = (own?: (event: MouseEvent) => void) => (event: MouseEvent) => {
      own?.(event);
      setOpen(true);
    };
    const bare = cloneElement(
      child,
      opensOn(props) === 'hover'
        ? { onMouseEnter: wantOpen(child.props.onMouseEnter) }
        : { onClick: wantOpen(child.props.onClick) },
    );
    const onOpenChange = props.onOpenChange as ((...args: unknown[]) => void) | undefined;
    return (
      <Suspense fallback={bare}>
        {createElement(Overlay, {
          ...props,
          open: props.open ?? open,
          onOpenChange: (next: boolean, ...rest: unknown[]) => {
            setOpen(next);
            onOpenChange?.(next, ...rest);
          },
        })}
      </Suspense>
    );
  };
}
