import type { PopconfirmProps } from 'antd';
import { useMayCall, type Gated, type Permit } from './permit';
import { lazyOverlay } from './widgets/lazyOverlay';
import { Refused, type Control } from './widgets/Refused';

export interface PermittedProps {
  /** The call the control makes (its contract descriptor), or the gate of it. */
  call: Gated;
  /** The control itself (a Button, a Switch): left as it is when the call is allowed. */
  children: Control;
  /**
   * A question asked before the call (antd Popconfirm's props): asked only when the call is
   * allowed, since a refused control opens nothing.
   */
  confirm?: Omit<PopconfirmProps, 'children'>;
}

/**
 * An action on a page the user can see, gated by the call it makes (kit/permit.ts useMayCall):
 * allowed, it is the control as given; refused, the control disabled with the reason in a tooltip
 * ("Your account is read-only", or the permission it needs and the roles that grant it). The rule
 * of the console: an action the user can see but not take is disabled and says why; only what
 * makes no sense without the permission (a menu entry, a page) is hidden, by its route's gate.
 */
export function Permitted({ call, children, confirm }: PermittedProps) {
  const permit = useMayCall(call);
  return (
    <PermitDrawn permit={permit} confirm={confirm}>
      {children}
    </PermitDrawn>
  );
}

/**
 * The same drawing for a permit the screen already holds (one permit for several controls, or a
 * permit combined with the screen's own rule).
 */
export function PermitDrawn({
  permit,
  children,
  confirm,
}: {
  permit: Permit;
  children: Control;
  confirm?: PermittedProps['confirm'];
}) {
  if (!permit.allowed) return <Refused reason={permit.reason}>{children}</Refused>;
  return confirm ? <Popconfirm {...confirm}>{children}</Popconfirm> : children;
}

/**
 * antd's Popconfirm, its module loaded once a control that asks first is drawn: every page with an
 * action (the accounts list's Create Account) loaded it, 2.7 KB brotli, whether or not it asks
 * anything (docs/performance.md, Web first load). A click before it arrives asks when it has.
 */
const Popconfirm = lazyOverlay<PopconfirmProps>(
  () => import('antd/es/popconfirm'),
  () => 'click',
);
