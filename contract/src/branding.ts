import type { EnvironmentId } from './constants.ts';

/** The two brandings of the console, chosen by ENVIRONMENT_ID; the sign-in page uses them too. */
export interface Branding {
  environmentId: EnvironmentId;
  name: string;
  /** Main colour: buttons, links, the sign-in accent. */
  primaryColor: string;
  /**
   * The brand colour for text on the dark theme's backgrounds (links, the focus ring): the main
   * colour reads at under 3:1 there, this lighter shade at over 4.5:1.
   */
  darkTextColor: string;
  /** Sidebar background. */
  siderColor: string;
  /** The logo mark as a data URL (an SVG), usable by an <img> under the content security policy. */
  logo: string;
}

function mark(color: string, glyph: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">` +
    `<rect width="32" height="32" rx="8" fill="${color}"/>` +
    `<path d="${glyph}" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const BRANDINGS: Record<EnvironmentId, Branding> = {
  1: {
    environmentId: 1,
    name: 'Veridian Console',
    primaryColor: '#0f766e',
    darkTextColor: '#2dd4bf',
    siderColor: '#0b2f2c',
    logo: mark('#0f766e', 'M9 16.5l4.5 4.5L23 11'),
  },
  2: {
    environmentId: 2,
    name: 'Lumen ID Admin',
    primaryColor: '#4f46e5',
    darkTextColor: '#a5b4fc',
    siderColor: '#1e1b4b',
    logo: mark('#4f46e5', 'M16 8v16M8 16h16'),
  },
};
