/**
 * A LIKE pattern matching the text anywhere, lower-cased (compare it with a lower-cased column or
 * use ILIKE), its wildcards taken literally. Contains-matches are served by trigram indexes.
 */
export const containsPattern = (text: string) =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
