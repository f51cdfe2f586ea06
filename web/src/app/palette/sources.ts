import { canAccess, type AccessSubject } from '@console/contract/access';
import type { PaletteSource } from '../../kit/palette/types';

/**
 * Every family's palette sources (features/<family>/palette.ts), loaded with the palette itself,
 * never with the shell. Only the sources the user's roles, modules and features allow are asked.
 */
const families = import.meta.glob<PaletteSource[]>('../../features/*/palette.ts', {
  import: 'paletteSources',
});

export async function paletteSourcesFor(subject: AccessSubject): Promise<PaletteSource[]> {
  const loaded = await Promise.all(
    Object.keys(families)
      .sort()
      .map((folder) => families[folder]?.() ?? Promise.resolve([])),
  );
  return loaded.flat().filter((source) => canAccess(source.gate, subject));
}
