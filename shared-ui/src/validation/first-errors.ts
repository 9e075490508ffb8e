/**
 * Each field's first message in a zod parse result, keyed by its dotted path ({} when it passed):
 * what a form shows under each field. For tests that compare messages.
 */
export function firstErrors(result: { error?: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } }): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}
