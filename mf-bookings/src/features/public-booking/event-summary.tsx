import type { PublicEventType, PublicHost } from '@slotwise/shared/contract/bookings.contract';
import { locationLabels } from '@slotwise/shared/contract/event-types.contract';
import { Avatar, Heading, HStack, Stack, Text } from '@slotwise/shared/ui/chakra';
import { initialsOf } from '@slotwise/shared/ui/user-avatar';
import { CalendarDays, Clock, Globe, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { publicBookingTexts as t } from './public-booking.texts';

export function hostName(host: PublicHost): string {
  return [host.name, host.surname].filter(Boolean).join(' ');
}

/** The host's picture, else initials (as the signed-in user avatar). */
export function HostAvatar({ host, size = 'lg' }: { host: PublicHost; size?: 'md' | 'lg' | 'xl' }) {
  return (
    <Avatar.Root size={size} colorPalette="brand" variant="subtle">
      <Avatar.Fallback>{initialsOf(host)}</Avatar.Fallback>
      {host.avatar ? <Avatar.Image src={host.avatar} alt="" /> : null}
    </Avatar.Root>
  );
}

function DetailRow({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <HStack as="li" align="start" gap="2.5" color="fg.muted" fontWeight="medium">
      <Text as="span" mt="0.5" aria-hidden flexShrink="0">
        {icon}
      </Text>
      <Text as="span" minW="0">
        {children}
      </Text>
    </HStack>
  );
}

interface EventSummaryProps {
  eventType: PublicEventType;
  /** After a time is picked: its date and time range, in the attendee's zone. */
  picked?: { date: string; timeRange: string; timeZone: string } | null;
  headingLevel?: 'h1' | 'h2';
}

/** Who and what is being booked (decisions §5); every text renders as text, never HTML. */
export function EventSummary({ eventType, picked, headingLevel = 'h1' }: EventSummaryProps) {
  const name = hostName(eventType.host);
  return (
    <Stack gap="4">
      <Stack gap="2">
        <HostAvatar host={eventType.host} />
        <Text color="fg.muted" fontWeight="semibold">
          {name}
        </Text>
        <Heading as={headingLevel} size="2xl" lineHeight="short" overflowWrap="anywhere">
          {eventType.title}
        </Heading>
      </Stack>
      <Stack as="ul" gap="2.5" listStyleType="none" aria-label={t.detailsHeading}>
        <DetailRow icon={<Clock size={18} />}>{t.durationMinutes(eventType.duration)}</DetailRow>
        <DetailRow icon={<MapPin size={18} />}>{locationLabels[eventType.location]}</DetailRow>
        {picked ? (
          <>
            <DetailRow icon={<CalendarDays size={18} />}>
              {picked.timeRange}, {picked.date}
            </DetailRow>
            <DetailRow icon={<Globe size={18} />}>{picked.timeZone.replaceAll('_', ' ')}</DetailRow>
          </>
        ) : null}
      </Stack>
      {eventType.requires_confirmation ? (
        <Text fontSize="sm" color="fg.muted">
          {t.requiresConfirmationNote}
        </Text>
      ) : null}
      {eventType.description ? (
        <Text whiteSpace="pre-wrap" overflowWrap="anywhere" color="fg" fontSize="sm">
          {eventType.description}
        </Text>
      ) : null}
    </Stack>
  );
}
