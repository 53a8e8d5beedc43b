import { apiErrorMessage } from '@slotwise/shared/api/api-error';
import type { Booking } from '@slotwise/shared/contract/bookings.contract';
import { limits } from '@slotwise/shared/contract/limits.contract';
import { toaster } from '@slotwise/shared/ui/toaster';
import { bookingsText, useBookingsMessages } from '../../app/bookings-catalogue';
import {
  useCancelAndDeleteBookingMutation,
  useCancelBookingMutation,
  useConfirmBookingMutation,
  useDeleteBookingMutation,
  useRejectBookingMutation,
} from './bookings.api';

/** A Bookings-screen toast: titled 'Success' or 'Error', 5000 ms (docs/product.md#toasts-and-banners). */
// Called from callbacks, so it reads the texts at call time (docs/front-end.md#reading-texts-the-hook-way).
export function notify(type: 'success' | 'error', description: string) {
  toaster.create({
    type,
    title: type === 'success' ? bookingsText('bookings.success') : bookingsText('bookings.error'),
    description,
    duration: limits.toastLifeBookingsMs,
  });
}

/** The host's actions on a booking (docs/product.md#booking-statuses-and-host-actions). */
export type BookingAction = 'confirm' | 'reject' | 'cancel' | 'delete' | 'cancelAndDelete';

/** Runs a host action and tells how it went; resolves true on success. */
export function useBookingActions() {
  const t = useBookingsMessages();
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
      notify('success', t(`bookingsDone.${action}`));
      return true;
    } catch (error) {
      notify('error', apiErrorMessage(error, t(`bookingsFailed.${action}`)));
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
