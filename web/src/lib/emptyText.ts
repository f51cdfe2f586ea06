/**
 * What a blank value reads as (console-core §8). A module of its own, re-exported by formats.ts:
 * the kit's small widgets (YesNo) show it without taking the date formats and dayjs along, which
 * chunk with the list kit (web/vite.config.ts).
 */
export const EMPTY_TEXT = 'Empty';
