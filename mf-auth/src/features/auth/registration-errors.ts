import { apiErrorMessage, isApiError } from '@slotwise/shared/api/api-error';
import { validationMessages } from '@slotwise/shared/contract/validation-messages.contract';

export type ServerFieldErrors = Record<string, string[]>;

export interface RegistrationFailure {
  fieldErrors: ServerFieldErrors;
  /** Shown only when there are no field errors (docs/product.md#sign-in-and-register-screens). */
  general: string | null;
}

export const registrationFailedMessage = 'An error occurred during registration. Please try again.';

function isFieldMessages(value: unknown): value is ServerFieldErrors {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return (
    entries.length > 0 &&
    entries.every(([, messages]) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'))
  );
}

/**
 * Reads a failed registration (docs/product.md#validation-messages, #error-texts). A 422 is a
 * field-to-messages object, or a body with an errors object, or a single message; anything else is the
 * server's error, else its message, else a generic text.
 */
export function readRegistrationFailure(error: unknown): RegistrationFailure {
  if (isApiError(error) && error.status === 422) {
    const data: unknown = error.data;
    if (isFieldMessages(data)) return { fieldErrors: data, general: null };
    const body = (data ?? {}) as { errors?: unknown; message?: unknown };
    if (isFieldMessages(body.errors)) return { fieldErrors: body.errors, general: null };
    if (typeof body.message === 'string' && body.message) return { fieldErrors: {}, general: body.message };
    return { fieldErrors: {}, general: validationMessages.validationFallback };
  }
  return { fieldErrors: {}, general: apiErrorMessage(error, registrationFailedMessage) };
}
