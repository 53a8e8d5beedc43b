import type { Booking, BookingStatus, BookingsQuery } from '@slotwise/shared/contract/bookings.contract';
import { bookingStatuses } from '@slotwise/shared/contract/bookings.contract';
import { limits } from '@slotwise/shared/contract/limits.contract';
import {
  Alert,
  Box,
  Button,
  EmptyState,
  Field,
  Heading,
  HStack,
  Input,
  InputGroup,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Spinner,
  Stack,
  Text,
} from '@slotwise/shared/ui/chakra';
import { useDebouncedValue } from '@slotwise/shared/ui/use-debounced-value';
import { useMinimumLoading } from '@slotwise/shared/ui/use-minimum-loading';
import { CalendarX, Search } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useBookingsMessages } from '../../app/bookings-catalogue';
import { useGetBookingEventTypeOptionsQuery, useGetBookingsQuery } from './bookings.api';

export interface BookingFilters {
  search: string;
  status: BookingStatus | 'all';
  eventTypeId: string;
}

/** docs/product.md#bookings-screen: each is sent only when set. */
export function bookingsQueryFor(filters: BookingFilters, page: number): BookingsQuery {
  const search = filters.search.trim();
  return {
    ...(filters.status !== 'all' ? { status: filters.status } : {}),
    ...(search ? { search } : {}),
    ...(filters.eventTypeId ? { event_type_id: filters.eventTypeId } : {}),
    page,
    per_page: limits.bookingsPerPageScreen,
  };
}

interface BookingsListViewProps {
  renderCard: (booking: Booking) => ReactNode;
}

/** The List view: search, status and event-type filters, 4 cards a page. */
export function BookingsListView({ renderCard }: BookingsListViewProps) {
  const t = useBookingsMessages();
  const [searchText, setSearchText] = useState('');
  const [status, setStatus] = useState<BookingFilters['status']>('all');
  const [eventTypeId, setEventTypeId] = useState('');
  const search = useDebouncedValue(searchText, limits.searchDebounceMs);
  // The page belongs to the filters it was chosen under: any filter change starts at page 1.
  const filterKey = `${search.trim()}|${status}|${eventTypeId}`;
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  // Adjusted during render (not in an effect) so no request goes out for the stale page.
  if (paging.filterKey !== filterKey) setPaging({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ filterKey, page: next });
  const eventTypes = useGetBookingEventTypeOptionsQuery();
  const query = bookingsQueryFor({ search, status, eventTypeId }, page);
  const { data, isFetching, isError, refetch } = useGetBookingsQuery(query);
  const loading = useMinimumLoading(isFetching && !data, limits.minLoadingMs);
  const filtersActive = search.trim() !== '' || status !== 'all' || eventTypeId !== '';
  const typing = searchText !== search;

  // Deleting the last card of the last page moves back to the page that still exists.
  useEffect(() => {
    if (data && !isFetching && data.data.length === 0 && page > 1) {
      setPaging({ filterKey, page: Math.max(1, Math.min(page - 1, data.last_page)) });
    }
  }, [data, isFetching, page, filterKey]);

  const bookings = data?.data ?? [];
  const lastPage = Math.max(1, data?.last_page ?? 1);
  const firstShown = (page - 1) * limits.bookingsPerPageScreen + 1;

  return (
    <Stack gap="5">
      <Stack direction={{ base: 'column', md: 'row' }} gap="3">
        <Field.Root flex="2">
          <Field.Label>{t('bookings.search')}</Field.Label>
          <InputGroup
            startElement={<Search size={16} aria-hidden />}
            endElement={
              typing ? <Spinner role="status" size="xs" aria-label={t('bookings.searching')} /> : undefined
            }
          >
            <Input
              type="search"
              placeholder={t('bookings.searchPlaceholder')}
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
            />
          </InputGroup>
        </Field.Root>
        <Field.Root flex="1">
          <Field.Label>{t('bookings.statusFilter')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={status}
              onChange={(event) => setStatus(event.target.value as BookingFilters['status'])}
            >
              <option value="all">{t('bookings.allStatuses')}</option>
              {bookingStatuses.map((value) => (
                <option key={value} value={value}>
                  {t(`status.${value}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root flex="1">
          <Field.Label>{t('bookings.eventTypeFilter')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={eventTypeId} onChange={(event) => setEventTypeId(event.target.value)}>
              <option value="">{t('bookings.allEventTypes')}</option>
              {(eventTypes.data ?? []).map((eventType) => (
                <option key={eventType.id} value={eventType.id}>
                  {eventType.title}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Stack>

      {loading ? (
        <SimpleGrid
          columns={{ base: 1, lg: 2 }}
          gap="4"
          role="status"
          aria-busy="true"
          aria-label={t('bookings.loading')}
        >
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} height="44" rounded="lg" />
          ))}
        </SimpleGrid>
      ) : isError ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{t('bookings.fetchFailed')}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => refetch()}>
            {t('bookings.tryAgain')}
          </Button>
        </Alert.Root>
      ) : bookings.length === 0 ? (
        <EmptyState.Root borderWidth="1px" rounded="lg">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <CalendarX aria-hidden />
            </EmptyState.Indicator>
            {filtersActive ? (
              <>
                <EmptyState.Title>{t('bookings.noneFound')}</EmptyState.Title>
                <EmptyState.Description>{t('bookings.adjustFilters')}</EmptyState.Description>
              </>
            ) : (
              <EmptyState.Title>{t('bookings.noneYet')}</EmptyState.Title>
            )}
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Stack gap="4">
          <Heading as="h2" srOnly>
            {t('bookings.listHeading')}
          </Heading>
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {t('bookings.showing', {
              from: firstShown,
              to: firstShown + bookings.length - 1,
              count: data?.total ?? bookings.length,
            })}
          </Text>
          <SimpleGrid as="ul" columns={{ base: 1, lg: 2 }} gap="4" listStyleType="none">
            {bookings.map((booking) => (
              <Box as="li" key={booking.id}>
                {renderCard(booking)}
              </Box>
            ))}
          </SimpleGrid>
          {lastPage > 1 ? (
            <HStack as="nav" aria-label={t('bookings.pagination')} justify="center" gap="3">
              <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('bookings.previousPage')}
              </Button>
              <Text fontSize="sm">{t('bookings.pageOf', { page, pages: lastPage })}</Text>
              <Button
                size="sm"
                variant="outline"
                disabled={page >= lastPage}
                onClick={() => setPage(page + 1)}
              >
                {t('bookings.nextPage')}
              </Button>
            </HStack>
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}
