import { Module } from '../gates.ts';
import { Permission } from '../permissions.ts';
import { defineFamily } from '../kit/endpoint.ts';

/*
 * The onboarding family and its gate, plain data apart from its schemas (api.ts): the web's
 * route table reads the gate without loading typebox and the schemas up front.
 */

/**
 * Onboarding accounts and reports (product-families §7). The spec names no Onboarding module (§6
 * lists eight), so the decision is: the Veriscan module, whose customers and locations the
 * onboarding flow runs for (the Dashboard's group), and the Onboarding project, so a company that
 * subscribes to projects but not Onboarding sees none of it. The project's name is written out here
 * (it is products/api.ts's Project.Onboarding, held equal by api.test.ts) so that this module
 * stays free of typebox.
 */
export const onboardingFamily = defineFamily('onboarding', {
  gate: { module: Module.Veriscan, project: 'Onboarding' },
  changes: Permission.EditAccounts,
});
