import { useLayoutEffect, useRef, type RefObject } from 'react';
import { Modal, type ModalProps } from 'antd';

/** What a person types or picks in: the first of these takes the focus when a dialog opens. */
const FIELD = [
  'input:not([type=hidden]):not([disabled])',
  'textarea:not([disabled])',
  'select:not([disabled])',
  '[role=switch]:not([disabled])',
].join(',');

/** The control named to take the focus on closing, as it is then (it may have been mounted anew). */
const focusStandIn = (control: RefObject<HTMLElement | null> | undefined) => control?.current?.focus();

const firstField = (within: HTMLElement | null) =>
  [...(within?.querySelectorAll<HTMLElement>(FIELD) ?? [])].find((field) => field.offsetParent !== null);

/**
 * Focus in and out of a dialog (issue 11): while it is open its first field takes the focus, once,
 * also when the fields only appear after a load (the metadata form); when it closes, by `open` going
 * false or by the dialog leaving the page, the focus goes back to the control that opened it. A
 * dialog without fields keeps antd's own focus on the dialog.
 */
function useDialogFocus(open: boolean, focusAfterClose?: RefObject<HTMLElement | null>) {
  const body = useRef<HTMLDivElement>(null);

  // A layout effect runs before antd moves the focus into the dialog, so the opener is still focused.
  useLayoutEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const focused = () => body.current?.contains(document.activeElement) ?? false;
    let observer: MutationObserver | undefined;
    // antd focuses the dialog itself after its opening animation has started; the field's focus
    // comes after that, on the next frame the field is there.
    const frame = requestAnimationFrame(function focusFirstField() {
      if (!body.current) return;
      const field = firstField(body.current);
      if (field) {
        if (!focused()) field.focus();
        return;
      }
      observer = new MutationObserver(() => {
        const appeared = firstField(body.current);
        if (!appeared) return;
        observer?.disconnect();
        if (!focused()) appeared.focus();
      });
      observer.observe(body.current, { childList: true, subtree: true });
    });
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
      // After antd has let go of the focus (its focus lock is still on as the dialog leaves). An
      // opener that went with its menu (a row's dropdown) leaves the focus where the browser puts it,
      // unless the dialog names a place for it (focusAfterClose).
      setTimeout(() => {
        if (opener?.isConnected && opener !== document.body) opener.focus();
        else focusStandIn(focusAfterClose);
      });
    };
  }, [open, focusAfterClose]);

  return body;
}

export interface DialogProps extends ModalProps {
  /**
   * Where the focus goes on closing when what had it at opening is gone or was the page's body: the
   * control that stands for the dialog (the header's search button for the palette its shortcut
   * opened from anywhere). A ref, since that control may be mounted anew while the dialog is open.
   */
  focusAfterClose?: RefObject<HTMLElement | null>;
}

/**
 * The console's dialog: antd's Modal with the focus handled as above. Every dialog of the kit and
 * the features is one of these (open by default: most are shown by being rendered).
 */
export function Dialog({ open = true, children, focusAfterClose, ...props }: DialogProps) {
  const body = useDialogFocus(open, focusAfterClose);
  return (
    <Modal open={open} {...props}>
      <div ref={body}>{children}</div>
    </Modal>
  );
}
