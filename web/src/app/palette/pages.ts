import type { MenuEntry } from '../navigation';
import type { PaletteItem } from '../../kit/palette/types';

/** The pages of the menu the user sees (the menu's own gates), a group's name as each one's place. */
export function pageItems(menu: readonly MenuEntry[], group?: string): PaletteItem[] {
  return menu.flatMap((entry) =>
    entry.children
      ? pageItems(entry.children, entry.title)
      : [{ key: entry.key, label: entry.title, path: entry.key, ...(group ? { description: group } : {}) }],
  );
}

/** Pages whose name (or group) holds every word typed, in any case. */
export function matchingPages(pages: readonly PaletteItem[], text: string): PaletteItem[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  return pages.filter((page) => {
    const name = `${page.label} ${page.description ?? ''}`.toLowerCase();
    return words.every((word) => name.includes(word));
  });
}
