import type { BookingStatus } from '@slotwise/shared/contract/bookings.contract';
import { Badge } from '@slotwise/shared/ui/chakra';
import { useBookingsMessages } from '../../app/bookings-catalogue';

const palettes: Record<BookingStatus, string> = { pending: 'orange', confirmed: 'green', cancelled: 'red' };

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const t = useBookingsMessages();
  return (
    <Badge colorPalette={palettes[status]} variant="subtle">
      {t(`status.${status}`)}
    </Badge>
  );
}
