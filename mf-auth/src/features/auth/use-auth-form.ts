import { useRef, useState } from 'react';
import type { FieldErrors } from './form-errors';
import { useFocusFirstInvalid } from './use-focus-first-invalid';

/**
 * The wiring the auth forms share: the field values, their errors (editing a field clears its
 * error), a form-level failure, and focus on the first invalid field after a failed submit.
 */
export function useAuthForm<Field extends string>(initial: Record<Field, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);

  function update(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  /** Shows the field errors and moves focus to the first invalid field once they render. */
  function showErrors(fieldErrors: FieldErrors<Field>) {
    setErrors(fieldErrors);
    focusFirstInvalid();
  }

  return { values, errors, setErrors, update, showErrors, failure, setFailure, formRef, focusFirstInvalid };
}
