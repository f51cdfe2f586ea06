import { describe, expect, it } from 'vitest';
import { Module } from '../gates.ts';
import type { Endpoint } from '../kit/endpoint.ts';
import { onboardingApi, onboardingFamily } from './api.ts';
import { Project } from '../products/api.ts';

describe('the onboarding gate', () => {
  it('needs the Veriscan module and the Onboarding project, named as products/api.ts names it', () => {
    expect(onboardingFamily.gate).toEqual({ module: Module.Veriscan, project: Project.Onboarding });
  });

  it("is every call's, and the changes are refused to read-only staff", () => {
    const { tokens, ...rest } = onboardingApi;
    const calls: Endpoint[] = [...Object.values(rest), ...Object.values(tokens)];
    for (const call of calls) {
      expect(call.gate).toMatchObject({ module: Module.Veriscan, project: Project.Onboarding });
      expect(Boolean(call.gate.writes)).toBe(call.method !== 'GET');
    }
  });
});
