import type { z } from 'zod';

export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;

/** The first message of each field of a failed zod parse, as the form shows them. */
export function fieldErrorsFromZod<Field extends string>(error: z.ZodError): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in errors)) errors[field as Field] = issue.message;
  }
  return errors;
}
