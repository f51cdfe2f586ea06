import { useMemo } from 'react';
import { canAccess } from '@console/contract/access';
import type { Gate } from '@console/contract/gates';
import type { Endpoint } from '@console/contract/kit/endpoint';
import { READ_ONLY_MESSAGE } from '@console/contract/error-codes';
import { permissionsOf } from '@console/contract/permissions';
import { needsPermissionMessage } from '@console/contract/permission-texts';
import type { Bootstrap } from '@console/contract/session/api';
import { accessSubjectOf, useBootstrap } from './bootstrap';

/** The server's words for a change refused to read-only staff (server/src/http/gates.ts). */
export const READ_ONLY_REASON = READ_ONLY_MESSAGE;
/**
 * A call the administered company's modules, features or projects do not offer. The server's 403
 * says only that the user may not; here the page can say why, so it does.
 */
export const NOT_FOR_COMPANY_REASON = 'The company you administer does not have this.';
/** Before the page data is there (never on a signed-in page: it comes with index.html). */
const SIGNED_OUT_REASON = 'Sign in to continue';

/** Whether the signed-in user may make a call, and when not, why. */
export interface Permit {
  allowed: boolean;
  /** Why not, in the words of the server's 403 where it has them; undefined when allowed. */
  reason?: string;
}

const ALLOWED: Permit = { allowed: true };

/**
 * The server's gate (server/src/http/gates.ts enforce) run in the browser, in its order, so the
 * reason shown is the 403 the call would get: a change by read-only staff first, then the
 * permission the call names (contract/src/permissions.ts), then the company's make-up.
 */
export function permitOf(gate: Gate, data: Bootstrap | undefined): Permit {
  if (gate.public) return ALLOWED;
  if (!data) return { allowed: false, reason: SIGNED_OUT_REASON };
  if (gate.writes && data.user.readOnly) return { allowed: false, reason: READ_ONLY_REASON };
  if (gate.permission && !permissionsOf(data.roles).has(gate.permission))
    return { allowed: false, reason: needsPermissionMessage(gate.permission) };
  if (!canAccess(gate, accessSubjectOf(data))) return { allowed: false, reason: NOT_FOR_COMPANY_REASON };
  return ALLOWED;
}

/** A call of the contract, or a gate where only the gate is at hand. */
export type Gated = Endpoint | Gate;

const gateOf = (call: Gated): Gate => ('method' in call ? (call as Endpoint).gate : (call as Gate));

/**
 * Whether the signed-in user may make this call, and why not: the one rule every screen's actions
 * follow (kit/Permitted.tsx draws it). A screen never checks `readOnly` or a role by hand for an
 * action that is a call; it asks this with the call's descriptor, so the table in the contract
 * decides on both sides.
 */
export function useMayCall(call: Gated): Permit {
  const data = useBootstrap();
  const gate = gateOf(call);
  return useMemo(() => permitOf(gate, data), [gate, data]);
}
