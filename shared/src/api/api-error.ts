import type { ApiErrorBody } from '@slotwise/shared/contract/envelope.contract';

/** The error shape every RTK Query endpoint of the app returns (see axios-base-query). */
export interface ApiError {
  status: number | 'NETWORK_ERROR';
  data: Partial<ApiErrorBody> | undefined;
}

export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && 'status' in value && 'data' in value;
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
