import { cloneElement, useId, type CSSProperties, type ReactElement } from 'react';
import { HoverTooltip } from './HoverTooltip';

/** A control that can be drawn disabled: an antd Button, Switch, Checkbox.Group, Select… */
export type Control = ReactElement<{
  disabled?: boolean;
  style?: CSSProperties;
  'aria-describedby'?: string;
}>;

const REFUSED_STYLE: CSSProperties = { display: 'inline-block', cursor: 'not-allowed' };

/**
 * A control the user may not use, drawn disabled with the reason on hover (the tooltip mounts on the
 * first hover, so a row's refused action costs a list nothing), and given as the control's
 * accessible description for screen readers. The control lets the pointer through to the wrapper:
 * a disabled button swallows the mouse events a tooltip needs. Apart from kit/Permitted.tsx (which
 * brings antd's Popconfirm) so the shell's Test Mode switch draws it without growing index.html.
 */
export function Refused({ reason, children }: { reason: string | undefined; children: Control }) {
  const id = useId();
  const control = cloneElement(children, {
    disabled: true,
    style: { ...children.props.style, pointerEvents: 'none' },
    'aria-describedby': reason ? id : undefined,
  });
  return (
    <HoverTooltip title={reason}>
      <span className="console-refused" style={REFUSED_STYLE}>
        {control}
        {reason && (
          <span id={id} hidden>
            {reason}
          </span>
        )}
      </span>
    </HoverTooltip>
  );
}
