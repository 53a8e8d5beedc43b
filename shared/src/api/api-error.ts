import type { ApiErrorBody } from '@slotwise/shared/contract/envelope.contract';

/**
 * Why a call of the API failed, for every client of the app: the app's RTK Query endpoints (see
 * axios-base-query) and the attendee pages' SWR calls alike. A number is the answer's HTTP status
 * (its body, when it is JSON, in `data`); 'NETWORK_ERROR': no answer at all.
 */
export interface ApiError {
  status: number | 'NETWORK_ERROR';
  data: Partial<ApiErrorBody> | undefined;
}

/** An ApiError; with `status`, an answer of the API with that HTTP status. */
export function isApiError(value: unknown, status?: number): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    'status' in value &&
    'data' in value &&
    (status === undefined || value.status === status)
  );
}

/** The server's message, else the caller's fallback (docs/product.md#error-texts). */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) {
    const data = error.data;
    if (data?.error && typeof data.error === 'string') return data.error;
    if (data?.message && typeof data.message === 'string') return data.message;
  }
  return fallback;
}
