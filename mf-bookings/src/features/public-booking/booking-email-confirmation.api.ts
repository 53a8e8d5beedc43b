// The attendee's proof of address (docs/product.md#attendee-e-mail-confirmation): the confirm
// page posts the token of the mailed link (never in a URL), the check-inbox view asks for a new
// mail. Plain calls: no cache to keep, and the pages load them only when shown.
import type { PublicBooking } from '@slotwise/shared/contract/bookings.contract';
import { useCallback } from 'react';
import { useAttendeeApi } from './attendee-data-provider';

/** The page the mailed link opens; the token follows after '#token='. */
export const confirmBookingPath = '/confirm-booking';

/** The token of the link in the page's fragment, or null. */
export function tokenOfFragment(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token ? token : null;
}

export function useConfirmAttendeeEmail(): (token: string) => Promise<PublicBooking> {
  const callApi = useAttendeeApi();
  return useCallback(
    (token: string) =>
      callApi<PublicBooking>('/api/public/booking-confirmations', { method: 'POST', body: { token } }),
    [callApi],
  );
}

export function useResendAttendeeEmail(): (
  holdId: string,
) => Promise<{ hold_id: string; expires_at: string }> {
  const callApi = useAttendeeApi();
  return useCallback(
    (holdId: string) =>
      callApi<{ hold_id: string; expires_at: string }>('/api/public/booking-confirmations/resend', {
        method: 'POST',
        body: { hold_id: holdId },
      }),
    [callApi],
  );
}
