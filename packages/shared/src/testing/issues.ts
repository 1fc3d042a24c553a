// Test-only helpers (not exported from the package): the issues a schema reports, as
// "path → message key" pairs, so table-driven tests read like the spec's rules.
import type { z } from 'zod';

/** Every issue as `[dotted path, message]`; an empty array when the input is valid. */
export function issuesOf(schema: z.ZodType, input: unknown): Array<[string, string]> {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => [issue.path.map(String).join('.'), issue.message]);
}

/** The message keys reported at one path (the form shows the first). */
export function keysAt(schema: z.ZodType, input: unknown, path: string): string[] {
  return issuesOf(schema, input)
    .filter(([issuePath]) => issuePath === path)
    .map(([, message]) => message);
}
