import type { Booking } from '@slotwise/shared/contract/bookings.contract';
import { limits } from '@slotwise/shared/contract/limits.contract';
import { useHostTimeZone } from '@slotwise/shared/datetime/host-time-zone';
import { Link as RouterLink } from '@slotwise/shared/router';
import {
  Alert,
  Button,
  Card,
  Heading,
  HStack,
  Link,
  Skeleton,
  Stack,
  Text,
} from '@slotwise/shared/ui/chakra';
import { useMinimumLoading } from '@slotwise/shared/ui/use-minimum-loading';
import { useState } from 'react';
import { useBookingsMessages } from '../../app/bookings-catalogue';
import { BookingDetailsDialog } from '../bookings/booking-details-dialog';
import { useGetUpcomingBookingsQuery } from './dashboard.api';
import { UpcomingBookingItem } from './upcoming-booking-item';
import { UpcomingPager } from './upcoming-pager';

const perPage = limits.dashboardUpcomingPerPage;

/** Confirmed bookings from now on, earliest first: a shortlist of 5, 3 a page. */
export function UpcomingBookings() {
  const t = useBookingsMessages();
  const timeZone = useHostTimeZone();
  const { data, isFetching, isError, refetch } = useGetUpcomingBookingsQuery();
  const loading = useMinimumLoading(isFetching && !data, limits.minLoadingMs);
  const [page, setPage] = useState(1);
  const [details, setDetails] = useState<Booking | null>(null);
  // The list is emptied on failure (docs/product.md#error-texts).
  const bookings = isError ? [] : (data?.data ?? []).slice(0, limits.dashboardUpcomingMax);
  const pageCount = Math.max(1, Math.ceil(bookings.length / perPage));
  const current = Math.min(page, pageCount);
  const shown = bookings.slice((current - 1) * perPage, current * perPage);
  const now = new Date();

  return (
    <Card.Root as="section" aria-labelledby="upcoming-heading" size="sm" flex="1" minW="0">
      <Card.Header>
        <HStack justify="space-between">
          <Heading as="h2" size="md" id="upcoming-heading">
            {t('dashboard.upcomingHeading')}
          </Heading>
          <Link asChild colorPalette="brand" color="brand.fg" fontWeight="medium">
            <RouterLink to="/dashboard/bookings">{t('dashboard.viewAll')}</RouterLink>
          </Link>
        </HStack>
      </Card.Header>
      <Card.Body>
        {loading ? (
          <Stack
            gap="3"
            role="status"
            aria-busy="true"
            aria-label={t('dashboard.loadingUpcoming')}
            data-testid="upcoming-skeletons"
          >
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} height="24" rounded="lg" />
            ))}
          </Stack>
        ) : isError ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description>{t('dashboard.upcomingFailed')}</Alert.Description>
            </Alert.Content>
            <Button size="sm" variant="outline" onClick={() => refetch()}>
              {t('dashboard.tryAgain')}
            </Button>
          </Alert.Root>
        ) : bookings.length === 0 ? (
          <Text color="fg.muted" py="6" textAlign="center">
            {t('dashboard.noUpcoming')}
          </Text>
        ) : (
          <Stack gap="3">
            <Stack as="ul" gap="3" listStyleType="none">
              {shown.map((booking) => (
                <li key={booking.id}>
                  <UpcomingBookingItem
                    booking={booking}
                    timeZone={timeZone}
                    now={now}
                    onDetails={setDetails}
                  />
                </li>
              ))}
            </Stack>
            {pageCount > 1 ? <UpcomingPager page={current} pageCount={pageCount} onPage={setPage} /> : null}
          </Stack>
        )}
      </Card.Body>
      <BookingDetailsDialog
        booking={details}
        timeZone={timeZone}
        fetchFresh={false}
        onClose={() => setDetails(null)}
      />
    </Card.Root>
  );
}
