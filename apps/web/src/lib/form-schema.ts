import { z } from 'zod';

/** Body field → form field, where the form names a field otherwise (the picker holds `bank`, the body `bank_code`). */
export type FieldMap<Form> = Readonly<Partial<Record<string, Extract<keyof Form, string>>>>;

/** The form field a body (or server) field lands on: renamed by `fieldMap`, else the same name. */
export const formFieldOf =
  <Form>(fieldMap: FieldMap<Form>) =>
  (field: string): string =>
    fieldMap[field] ?? field;

/**
 * The resolver schema of a form whose shape differs from the wire body: the body's own schema from packages/shared
 * runs on `toBody(values)`, so the form refuses what the API refuses, with the same sentence, before anything is sent;
 * each issue lands on the form field `fieldMap` names for it. Use with zodResolver.
 */
export function adapt<Form, Body>(schema: z.ZodType<unknown, Body>, toBody: (values: Form) => Body, fieldMap: FieldMap<Form> = {}): z.ZodType<Form, Form> {
  const formField = formFieldOf(fieldMap);
  return z.custom<Form>().superRefine((values, ctx) => {
    const result = schema.safeParse(toBody(values));
    if (result.success) return;
    for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: [formField(String(issue.path[0] ?? ''))] });
  });
}
