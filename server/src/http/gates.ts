import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { canAccess } from '@console/contract/access';
import { READ_ONLY_MESSAGE } from '@console/contract/error-codes';
import type { Gate } from '@console/contract/gates';
import type { AppContext } from './context.ts';
import { permissionsOf } from '@console/contract/permissions';
import { forbidden, missingPermission, secondFactorFirst, unauthorized } from './errors.ts';
import { assertPageCompany } from './page-company.ts';
import { accessSubject } from '../platform/companies/service.ts';
import { mustEnrolSecondFactor } from '../platform/session/second-factor-policy.ts';

const GATED_PREFIXES = ['/api/', '/Authorize/'];
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const isGatedUrl = (url: string) => GATED_PREFIXES.some((prefix) => url.startsWith(prefix));

const registered = new WeakMap<FastifyInstance, readonly RouteOptions[]>();
/** The same routes by the app's context: what a family's handler has at hand (a plugin scope is not the app). */
const registeredByContext = new WeakMap<AppContext, readonly RouteOptions[]>();

/** Every route of the app as registered: what the generated gate and fuzz suites walk. */
export const routesOf = (app: FastifyInstance): readonly RouteOptions[] => registered.get(app) ?? [];

/**
 * The gate of every signed-in /api and /Authorize route of the app a context serves: what a staff
 * user's permissions reach in a company (settings users' effective permissions). Complete once the
 * app is ready.
 */
export const signedInGatesOf = (ctx: AppContext): Gate[] =>
  (registeredByContext.get(ctx) ?? []).flatMap((route) => {
    const gate = route.config?.gate;
    return isGatedUrl(route.url) && gate && !gate.public ? [gate] : [];
  });

/** The app's /api and /Authorize routes: those that must declare a gate. */
export const gatedRoutesOf = (app: FastifyInstance): readonly RouteOptions[] =>
  routesOf(app).filter((route) => isGatedUrl(route.url));

/**
 * Every /api and /Authorize route declares its gate once, in its route config. Registration fails
 * for a route that declares none, or whose gate names no permission (a public one needs none), so
 * no route can be forgotten; then one hook enforces them all.
 */
export function installGates(app: FastifyInstance, ctx: AppContext): void {
  // Checked once all plugins ran their own onRoute hooks (one may set a gate for its routes).
  const routes: RouteOptions[] = [];
  registered.set(app, routes);
  registeredByContext.set(ctx, routes);
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.addHook('onReady', async () => {
    const ungated = gatedRoutesOf(app).filter((route) => !route.config?.gate);
    if (ungated.length) {
      throw new Error(
        `Routes declare no gate: ${ungated.map((r) => `${String(r.method)} ${r.url}`).join(', ')}`,
      );
    }
    const unnamed = gatedRoutesOf(app).filter(
      (route) => !route.config?.gate?.public && !route.config?.gate?.permission,
    );
    if (unnamed.length) {
      throw new Error(
        `Routes name no permission: ${unnamed.map((r) => `${String(r.method)} ${r.url}`).join(', ')}`,
      );
    }
  });

  // preValidation: after the body is parsed (form posts carry the token in it), before it is
  // validated, so a forged request is refused whatever it sends.
  app.addHook('preValidation', async (request) => {
    const gate = request.routeOptions.config.gate;
    if (!gate) return;
    // Signed out before the token: the token of a page whose session has ended is bound to that
    // session, and staff should be sent to sign in again rather than told to reload.
    if (!gate.public && !request.staff) throw unauthorized();
    if (!SAFE_METHODS.has(request.method)) ctx.antiForgery.verify(request);
    // Before the gate's own rules: a page of another company is told to reload, not that the
    // company it does not show lacks a module.
    assertPageCompany(gate, request);
    await enforce(gate, request, ctx);
  });
}

async function enforce(gate: Gate, request: FastifyRequest, ctx: AppContext): Promise<void> {
  const staff = request.staff;
  if (gate.public || !staff) return;
  // First: until the second factor the console requires is set up, nothing else is the user's.
  if (!gate.beforeSecondFactor && mustEnrolSecondFactor(ctx.config.staffTwoFactor, staff)) {
    throw secondFactorFirst();
  }
  if (gate.writes && staff.readOnly) throw forbidden(READ_ONLY_MESSAGE);
  // Before the company's make-up, and named: staff learn which permission to ask for.
  if (gate.permission && !permissionsOf(staff.roles).has(gate.permission)) {
    throw missingPermission(gate.permission);
  }
  const needsCompany = Boolean(gate.module || gate.featureId || gate.project);
  // The profile as of the version the session's statement read: no statement while it is current.
  const profile =
    needsCompany && staff.companyId !== null && staff.profileVersion !== null
      ? await ctx.companyProfiles.get(ctx.database.db, staff.companyId, staff.profileVersion)
      : undefined;
  if (!canAccess(gate, accessSubject(staff.roles, profile))) throw forbidden();
}
