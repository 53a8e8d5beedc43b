import { Box, chakra, Grid, Heading, HStack, IconButton, Text } from '@slotwise/shared/ui/chakra';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useRef } from 'react';
import { type DayKey, type MonthKey, monthOfDay } from './calendar-month';
import { publicBookingTexts as t } from './public-booking.texts';
import { dateFormats, formatDay } from './zoned-time';

interface MonthCalendarProps {
  month: MonthKey;
  /** The 42 cells of the month view, Monday first. */
  days: DayKey[];
  today: DayKey;
  selectedDay: DayKey | null;
  isBookable: (day: DayKey) => boolean;
  onSelectDay: (day: DayKey) => void;
  canGoBack: boolean;
  onMonthChange: (step: -1 | 1) => void;
  busy?: boolean;
}

const DayButton = chakra('button');

const arrowSteps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * The month view (product-spec §9: 42 cells, week starting Monday). Days are buttons; only
 * one of them is in the tab order and the arrow keys move between bookable days.
 */
export function MonthCalendar(props: MonthCalendarProps) {
  const { month, days, today, selectedDay, isBookable, onSelectDay, canGoBack, onMonthChange, busy } = props;
  const gridRef = useRef<HTMLDivElement>(null);
  const title = formatDay(`${month}-01`, dateFormats.monthTitle);
  const focusable =
    selectedDay && days.includes(selectedDay) && isBookable(selectedDay)
      ? selectedDay
      : days.find((day) => isBookable(day));

  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = arrowSteps[event.key];
    if (!step) return;
    event.preventDefault();
    const buttons = gridRef.current?.querySelectorAll<HTMLButtonElement>('button[data-day]');
    if (!buttons) return;
    for (let next = index + step; next >= 0 && next < buttons.length; next += step) {
      if (!buttons[next].disabled) {
        buttons[next].focus();
        return;
      }
    }
  };

  return (
    <Box>
      <HStack justify="space-between" mb="3">
        <Heading as="h3" size="md" aria-live="polite">
          {title}
        </Heading>
        <HStack gap="1">
          <IconButton
            aria-label={t.previousMonth}
            variant="ghost"
            size="sm"
            rounded="full"
            disabled={!canGoBack}
            onClick={() => onMonthChange(-1)}
          >
            <ChevronLeft />
          </IconButton>
          <IconButton
            aria-label={t.nextMonth}
            variant="subtle"
            colorPalette="brand"
            size="sm"
            rounded="full"
            onClick={() => onMonthChange(1)}
          >
            <ChevronRight />
          </IconButton>
        </HStack>
      </HStack>
      <Grid templateColumns="repeat(7, 1fr)" gap="1" aria-hidden mb="1">
        {t.weekdaysShort.map((weekday) => (
          <Text key={weekday} textAlign="center" fontSize="xs" fontWeight="semibold" color="fg.muted" py="1">
            {weekday}
          </Text>
        ))}
      </Grid>
      <Grid
        ref={gridRef}
        role="group"
        aria-label={title}
        aria-busy={busy || undefined}
        templateColumns="repeat(7, 1fr)"
        gap="1"
        data-testid="calendar-grid"
      >
        {days.map((day, index) => {
          const bookable = isBookable(day);
          const selected = day === selectedDay;
          const isToday = day === today;
          const outside = monthOfDay(day) !== month;
          const label = formatDay(day);
          return (
            <DayButton
              key={day}
              type="button"
              data-day={day}
              aria-label={isToday ? `${label}, ${t.today}` : label}
              aria-pressed={selected}
              aria-current={isToday ? 'date' : undefined}
              disabled={!bookable}
              tabIndex={day === focusable ? 0 : -1}
              onClick={() => onSelectDay(day)}
              onKeyDown={(event) => moveFocus(event, index)}
              position="relative"
              aspectRatio="1"
              w="full"
              maxW="12"
              mx="auto"
              rounded="full"
              fontSize="sm"
              fontWeight={bookable ? 'bold' : 'normal'}
              transition="background 0.15s"
              color={selected ? 'brand.contrast' : bookable ? 'brand.fg' : outside ? 'fg.subtle' : 'fg.muted'}
              bg={selected ? 'brand.solid' : bookable ? 'brand.subtle' : 'transparent'}
              cursor={bookable ? 'pointer' : 'default'}
              opacity={!bookable && outside ? 0.6 : 1}
              _hover={bookable && !selected ? { bg: 'brand.muted' } : undefined}
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
            >
              {Number(day.slice(8))}
              {isToday ? (
                <Box
                  as="span"
                  aria-hidden
                  position="absolute"
                  bottom="1"
                  left="50%"
                  transform="translateX(-50%)"
                  boxSize="1"
                  rounded="full"
                  bg={selected ? 'brand.contrast' : 'currentColor'}
                />
              ) : null}
            </DayButton>
          );
        })}
      </Grid>
    </Box>
  );
}
