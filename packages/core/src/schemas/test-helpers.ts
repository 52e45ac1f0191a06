import type { z } from 'zod';

/** Issues of a failed parse as { 'dotted.path': [messages] } ('' for the root); {} when valid. */
export function issuesOf(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const issues: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    issues[key] = [...(issues[key] ?? []), issue.message];
  }
  return issues;
}
