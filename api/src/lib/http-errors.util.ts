import type { ApiErrorBody } from '@slotwise/shared/contract/envelope.contract';
import { validationMessages } from '@slotwise/shared/contract/validation-messages.contract';

/** An error whose status and JSON body the errors plugin sends as they are. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly body: ApiErrorBody;
  readonly headers: Record<string, string>;

  constructor(statusCode: number, body: ApiErrorBody, headers: Record<string, string> = {}) {
    super(body.message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.body = body;
    this.headers = headers;
  }
}

export type FieldErrors = Record<string, string[]>;

export function validationFailed(errors: FieldErrors, message = 'Validation failed'): HttpError {
  return new HttpError(422, { message, errors });
}

export function unauthenticated(): HttpError {
  return new HttpError(401, { message: 'Unauthenticated.' });
}

export const fallbackValidationMessage = validationMessages.validationFallback;
