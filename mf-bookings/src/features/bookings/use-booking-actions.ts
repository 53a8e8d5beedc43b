import { apiErrorMessage } from '@slotwise/shared/api/api-error';
import type { Booking } from '@slotwise/shared/contract/bookings.contract';
import { limits } from '@slotwise/shared/contract/limits.contract';
import { toaster } from '@slotwise/shared/ui/toaster';
import {
  useCancelAndDeleteBookingMutation,
  useCancelBookingMutation,
  useConfirmBookingMutation,
  useDeleteBookingMutation,
  useRejectBookingMutation,
} from './bookings.api';
import { type BookingAction, bookingsTexts as t } from './bookings.texts';

/** A Bookings-screen toast: titled 'Success' or 'Error', 5000 ms (docs/product.md#toasts-and-banners). */
export function notify(type: 'success' | 'error', description: string) {
  toaster.create({
    type,
    title: type === 'success' ? t.success : t.error,
    description,
    duration: limits.toastLifeBookingsMs,
  });
}

/** Runs a host action and tells how it went; resolves true on success. */
export function useBookingActions() {
  const [confirm, confirmState] = useConfirmBookingMutation();
  const [reject, rejectState] = useRejectBookingMutation();
  const [cancel, cancelState] = useCancelBookingMutation();
  const [remove, removeState] = useDeleteBookingMutation();
  const [cancelAndDelete, cancelAndDeleteState] = useCancelAndDeleteBookingMutation();

  const run = async (action: BookingAction, booking: Booking, reason?: string): Promise<boolean> => {
    const id = booking.id;
    // A blank reason is not sent: the API then applies its default ('Rejected by host' on reject).
    const cancellation_reason = reason?.trim() ? reason.trim() : undefined;
    try {
      if (action === 'confirm') await confirm(id).unwrap();
      else if (action === 'reject') await reject({ id, cancellation_reason }).unwrap();
      else if (action === 'cancel') await cancel({ id, cancellation_reason }).unwrap();
      else if (action === 'delete') await remove(id).unwrap();
      else await cancelAndDelete({ id, cancellation_reason }).unwrap();
      notify('success', t.done[action]);
      return true;
    } catch (error) {
      notify('error', apiErrorMessage(error, t.failed[action]));
      return false;
    }
  };

  const busy =
    confirmState.isLoading ||
    rejectState.isLoading ||
    cancelState.isLoading ||
    removeState.isLoading ||
    cancelAndDeleteState.isLoading;
  return { run, busy };
}
