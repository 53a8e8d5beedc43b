import type { BookingStatus } from '@slotwise/shared/contract/bookings.contract';
import { Badge } from '@slotwise/shared/ui/chakra';
import { useBookingsMessages } from '../../app/bookings-catalogue';

const palettes: Record<BookingStatus, string> = { pending: 'orange', confirmed: 'green', cancelled: 'red' };

/** The status; a cancellation that was the host's rejection of a pending booking reads Rejected. */
export function BookingStatusBadge({
  status,
  rejected = false,
}: {
  status: BookingStatus;
  rejected?: boolean;
}) {
  const t = useBookingsMessages();
  return (
    <Badge colorPalette={palettes[status]} variant="subtle">
      {status === 'cancelled' && rejected ? t('status.rejected') : t(`status.${status}`)}
    </Badge>
  );
}
