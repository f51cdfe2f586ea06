import type { Gate } from './gates.ts';
import { permissionsOf } from './permissions.ts';

/** What a gate is checked against: the user's roles and the administered company's make-up. */
export interface AccessSubject {
  roles: readonly string[];
  /** The company's modules, each with the keys of the features it has. */
  modules: readonly { name: string; featureIds: readonly string[] }[];
  /** The projects the company subscribes to; empty means no subscriptions at all. */
  projects: readonly string[];
}

/**
 * The visibility rules of console-core §2, as one pure function the server enforces and the web
 * uses to hide what the server would refuse:
 * - permission: the user's roles grant it (permissions.ts; roles compared in lowercase);
 * - module: the company has it;
 * - featureId: that module has the feature (without a module, any of the company's modules);
 * - project: the company has no subscriptions at all, or has that project.
 */
export function canAccess(gate: Gate, subject: AccessSubject): boolean {
  if (gate.permission && !permissionsOf(subject.roles).has(gate.permission)) return false;
  const module = gate.module ? subject.modules.find((m) => m.name === gate.module) : undefined;
  if (gate.module && !module) return false;
  if (gate.featureId) {
    const candidates = module ? [module] : subject.modules;
    if (!candidates.some((m) => m.featureIds.includes(gate.featureId as string))) return false;
  }
  if (gate.project && subject.projects.length > 0 && !subject.projects.includes(gate.project)) return false;
  return true;
}
