import type { BookingStatus } from '@slotwise/shared/contract/bookings.contract';
import { Badge } from '@slotwise/shared/ui/chakra';
import { bookingsTexts as t } from './bookings.texts';

const palettes: Record<BookingStatus, string> = { pending: 'orange', confirmed: 'green', cancelled: 'red' };

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return (
    <Badge colorPalette={palettes[status]} variant="subtle">
      {t.statusNames[status]}
    </Badge>
  );
}
