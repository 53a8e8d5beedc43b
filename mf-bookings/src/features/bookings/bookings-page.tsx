import type { Booking } from '@slotwise/shared/contract/bookings.contract';
import { useHostTimeZone } from '@slotwise/shared/datetime/host-time-zone';
import { useSearchParams } from '@slotwise/shared/router';
import { Button, ButtonGroup, Container } from '@slotwise/shared/ui/chakra';
import { PageHeader } from '@slotwise/shared/ui/page-header';
import { CalendarDays, List } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useBookingsMessages } from '../../app/bookings-catalogue';
import { BookingActionDialog, type ConfirmedAction } from './booking-action-dialog';
import { BookingCard } from './booking-card';
import { BookingDetailsDialog } from './booking-details-dialog';
import { useGetBookingDetailsQuery } from './bookings.api';
import { BookingsCalendarView } from './bookings-calendar-view';
import { BookingsListView } from './bookings-list-view';
import { RescheduleDialog } from './reschedule-dialog';
import { type BookingAction, useBookingActions } from './use-booking-actions';

type View = 'list' | 'calendar';

/** /dashboard/bookings: the host's bookings as a list or a month calendar, and their actions. */
export function BookingsPage() {
  const t = useBookingsMessages();
  const timeZone = useHostTimeZone();
  const [view, setView] = useState<View>('list');
  const [asking, setAsking] = useState<{ action: ConfirmedAction; booking: Booking } | null>(null);
  const [details, setDetails] = useState<Booking | null>(null);
  const [rescheduling, setRescheduling] = useState<Booking | null>(null);
  const { run, busy } = useBookingActions();
  // The host's e-mails link to /dashboard/bookings?booking={id}: that booking's details open.
  const [searchParams, setSearchParams] = useSearchParams();
  const linked = searchParams.get('booking');
  const linkedBooking = useGetBookingDetailsQuery(linked ?? '', { skip: !linked });
  useEffect(() => {
    if (linked && linkedBooking.data?.id === linked) setDetails(linkedBooking.data);
  }, [linked, linkedBooking.data]);
  const closeDetails = () => {
    setDetails(null);
    if (linked) {
      const next = new URLSearchParams(searchParams);
      next.delete('booking');
      setSearchParams(next, { replace: true });
    }
  };

  // Confirm runs at once; every other action asks first (docs/product.md#booking-statuses-and-host-actions).
  const onAction = (action: BookingAction, booking: Booking) => {
    if (action === 'confirm') void run('confirm', booking);
    else setAsking({ action, booking });
  };

  const renderCard = (booking: Booking) => (
    <BookingCard
      booking={booking}
      timeZone={timeZone}
      busy={busy}
      onAction={onAction}
      onDetails={setDetails}
      onReschedule={setRescheduling}
    />
  );

  return (
    <Container maxW="7xl" py="8">
      <PageHeader
        title={t('bookings.title')}
        subtitle={t('bookings.subtitle')}
        actions={
          <ButtonGroup role="group" aria-label={t('bookings.view')} size="sm" variant="outline" attached>
            {(
              [
                ['list', t('bookings.listView'), List],
                ['calendar', t('bookings.calendarView'), CalendarDays],
              ] as const
            ).map(([value, label, Icon]) => (
              <Button
                key={value}
                aria-pressed={view === value}
                variant={view === value ? 'solid' : 'outline'}
                colorPalette={view === value ? 'brand' : undefined}
                onClick={() => setView(value)}
              >
                <Icon aria-hidden />
                {label}
              </Button>
            ))}
          </ButtonGroup>
        }
      />
      {view === 'list' ? (
        <BookingsListView renderCard={renderCard} />
      ) : (
        <BookingsCalendarView timeZone={timeZone} renderCard={renderCard} />
      )}
      <BookingActionDialog
        request={asking}
        busy={busy}
        onClose={() => setAsking(null)}
        onSubmit={async (reason) => {
          if (!asking) return;
          const done = await run(asking.action, asking.booking, reason);
          if (done) {
            setAsking(null);
            if (asking.action === 'delete' || asking.action === 'cancelAndDelete') setDetails(null);
          }
        }}
      />
      <BookingDetailsDialog
        booking={details}
        timeZone={timeZone}
        onClose={closeDetails}
        onDelete={(booking) => setAsking({ action: 'delete', booking })}
      />
      <RescheduleDialog booking={rescheduling} timeZone={timeZone} onClose={() => setRescheduling(null)} />
    </Container>
  );
}
