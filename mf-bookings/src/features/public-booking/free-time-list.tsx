import type { FreeTime } from '@slotwise/shared/contract/bookings.contract';
import { Button, Stack, Text } from '@slotwise/shared/ui/chakra';
import { publicBookingTexts as t } from './public-booking.texts';
import { type ClockFormat, formatTimeIn } from './zoned-time';

interface FreeTimeListProps {
  /** The picked day's name, e.g. 'Monday, November 23, 2026'. */
  dayLabel: string;
  times: FreeTime[];
  timeZone: string;
  clock: ClockFormat;
  /** Group types show the seats still free at each time. */
  showSeats: boolean;
  onPick: (time: FreeTime) => void;
}

/** The picked day's free start times, in the attendee's zone and clock. */
export function FreeTimeList({ dayLabel, times, timeZone, clock, showSeats, onPick }: FreeTimeListProps) {
  if (times.length === 0) {
    return <Text color="fg.muted">{t.noTimesOnDay}</Text>;
  }
  return (
    <Stack as="ul" listStyleType="none" gap="2" aria-label={t.timesFor(dayLabel)}>
      {times.map((time) => {
        const label = formatTimeIn(time.start, timeZone, clock);
        return (
          <li key={time.start}>
            <Button
              w="full"
              variant="outline"
              colorPalette="brand"
              color="brand.fg"
              borderColor="brand.emphasized"
              fontWeight="bold"
              h="auto"
              minH="11"
              py="2"
              flexDirection="column"
              gap="0"
              _hover={{ bg: 'brand.subtle', borderColor: 'brand.solid' }}
              aria-label={showSeats ? `${label}, ${t.seatsLeft(time.seats_left)}` : label}
              onClick={() => onPick(time)}
            >
              <span>{label}</span>
              {showSeats ? (
                <Text as="span" fontSize="xs" fontWeight="normal" color="fg.muted">
                  {t.seatsLeft(time.seats_left)}
                </Text>
              ) : null}
            </Button>
          </li>
        );
      })}
    </Stack>
  );
}
