import type { ImportableLocation } from '../activity/places.ts';

/**
 * The customer's locations by name, as the imports match them: whatever the case, around spaces
 * trimmed. Names are not unique in the database (staff may have two "Lobby"s); a name that two
 * locations share cannot be matched, and says so.
 */
export function locationsByName(stored: readonly ImportableLocation[]) {
  const byName = new Map<string, ImportableLocation[]>();
  for (const location of stored) {
    const key = nameKey(location.name);
    byName.set(key, [...(byName.get(key) ?? []), location]);
  }
  return {
    find(name: string): { location?: ImportableLocation; problem?: string } {
      const found = byName.get(nameKey(name)) ?? [];
      if (found.length > 1) {
        return {
          problem: `${found.length} of the customer's locations are named "${name}": rename them apart first`,
        };
      }
      return found[0] ? { location: found[0] } : {};
    },
  };
}

/** How a location name is matched: whatever its case. */
export const nameKey = (name: string) => name.trim().toLowerCase();
