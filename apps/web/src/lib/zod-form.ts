/** The part of a zod schema the resolver needs (so the web app does not depend on zod itself). */
type SafeParser = {
  safeParse(value: unknown):
    | { success: true }
    | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
};

/** A @mantine/form `validate` function from a zod schema: the first issue of each field, keyed by its path. */
export function zodResolver<T>(schema: SafeParser) {
  return (values: T): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) errors[issue.path.map(String).join('.')] ??= issue.message;
    return errors;
  };
}
