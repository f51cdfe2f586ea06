import type { Gate } from '@console/contract/gates';

/** One thing the palette can open. */
export interface PaletteItem {
  /** Unique within its source. */
  key: string;
  label: string;
  /** A second line: what the item is, where it lives. */
  description?: string;
  /** Where Enter goes. */
  path: string;
}

/**
 * A family's search in the command palette. Each family declares its own in
 * features/<family>/palette.ts (`export const paletteSources: PaletteSource[]`); the kit gathers
 * them (sources.ts), so a new family adds its records to the palette in its own folder.
 */
export interface PaletteSource {
  /** Stable and unique across families, e.g. 'accounts'. */
  id: string;
  /** The group's heading in the results. */
  title: string;
  /** Whom the source is for: the gate of the call it searches with (the server's own rule). */
  gate: Pick<Gate, 'permission' | 'module' | 'featureId' | 'project'>;
  /** The matches of a typed text (already trimmed, never empty); a few, best first. */
  search(text: string, signal: AbortSignal): Promise<PaletteItem[]>;
}
