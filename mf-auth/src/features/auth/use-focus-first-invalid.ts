import { type RefObject, useCallback, useEffect, useState } from 'react';

/**
 * After a failed submit, moves focus to the first control the form marks invalid, so keyboard
 * and screen-reader users land on what needs fixing. Runs after the errors have rendered.
 */
export function useFocusFirstInvalid(formRef: RefObject<HTMLFormElement | null>): () => void {
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt, formRef]);
  return useCallback(() => setAttempt((n) => n + 1), []);
}
