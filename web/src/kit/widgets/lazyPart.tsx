import { lazy, Suspense, type ComponentType, type FocusEvent, type PointerEvent } from 'react';
import { Spin, theme } from 'antd';

/** What a part's opener starts the load on: the pointer coming over it, or the focus. */
export interface PreloadHandlers {
  onPointerEnter: (event: PointerEvent<HTMLElement>) => void;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
}

export type LazyPart<Props> = ComponentType<Props> & {
  /**
   * Starts loading the part (once). A preload that failed is tried again by the next preload or
   * the first draw; a draw that failed keeps failing (React.lazy keeps its first outcome) until the
   * page is reloaded.
   */
  preload: () => void;
  /** Handlers for the control that opens the part: the load starts before the click. */
  opener: PreloadHandlers;
};

/**
 * `load` run once and its promise kept for every later call, unless it failed: a failed load (a
 * dropped connection) is tried again by the next call.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/** Where a part stands while its code arrives: the dialog's mask, with a spinner, over the page. */
function PartArriving() {
  const { token } = theme.useToken();
  return (
    <div
      aria-busy
      style={{
        position: 'fixed',
        inset: 0,
        zIndex: token.zIndexPopupBase,
        background: token.colorBgMask,
        display: 'grid',
        placeItems: 'center',
      }}
    >
      <Spin size="large" />
    </div>
  );
}

/**
 * A part a page draws only on demand (a dialog, a drawer), loaded when first drawn instead of with
 * the page: a list's Create dialog brings antd's form, its inputs and pickers, which the list's
 * first screen does not draw (docs/performance.md, Web first load). Give its opener `opener`'s
 * handlers and the load starts on hover or focus, so it has usually arrived by the click; if not,
 * the dialog's mask shows with a spinner until it has.
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyPart<Props> {
  const start = loadOnce(() => load().then((component) => ({ default: component })));
  const Loaded = lazy(start);
  function Part(props: Props) {
    return (
      <Suspense fallback={<PartArriving />}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  const preload = () => void start().catch(() => {});
  return Object.assign(Part, { preload, opener: { onPointerEnter: preload, onFocus: preload } });
}
