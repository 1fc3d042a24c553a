/**
 * A "contains" pattern for ILIKE from a person's search text: `%`, `_` and `\` are escaped, so
 * typing them searches for them instead of acting as wildcards.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
