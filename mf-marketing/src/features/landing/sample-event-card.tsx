import { formatLocalized, useDateLanguage } from '@slotwise/shared/datetime/date-locale';
import { useMessages } from '@slotwise/shared/i18n/i18n';
import {
  Avatar,
  Badge,
  Box,
  Card,
  Flex,
  HStack,
  Stack,
  Text,
  VisuallyHidden,
} from '@slotwise/shared/ui/chakra';
import { ChevronLeft, ChevronRight, Clock, Globe, Video } from 'lucide-react';
import { marketingCatalogue } from '../../app/marketing-catalogue';

// A static picture of a booking page (docs/product.md#marketing-pages): April 2026, a 30-day month, day 20
// picked. The month starts on a Wednesday, so with weeks starting Monday the picked day is a
// Monday. Month, weekdays and times are written in the reader's language (docs/product.md#language).
const sampleYear = 2026;
const sampleMonthIndex = 3;
const daysInMonth = 30;
const firstWeekdayIndex = 2;
const selectedDay = 20;
const firstMonday = selectedDay - 7 * 2; // The 6th: a Monday, to name the weekday columns.
const sampleTimes: readonly [hours: number, minutes: number][] = [
  [9, 0],
  [10, 30],
  [14, 0],
];
const sampleDurationMinutes = 30;

function sampleDate(day: number, hours = 0, minutes = 0) {
  return new Date(sampleYear, sampleMonthIndex, day, hours, minutes);
}

function isWeekend(day: number) {
  return (firstWeekdayIndex + day - 1) % 7 >= 5;
}

export function SampleEventCard() {
  const t = useMessages(marketingCatalogue);
  const language = useDateLanguage();
  const monthName = formatLocalized(sampleDate(1), 'MMMM');
  const weekdayLabels = Array.from({ length: 7 }, (_, index) =>
    formatLocalized(sampleDate(firstMonday + index), 'EEEEEE'),
  );
  const selectedDate = new Intl.DateTimeFormat(language, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  }).format(sampleDate(selectedDay));
  const days = Array.from({ length: daysInMonth }, (_, index) => index + 1);
  return (
    <Card.Root
      as="aside"
      aria-label={t('sample.label')}
      variant="elevated"
      rounded="2xl"
      shadow="xl"
      overflow="hidden"
      maxW="md"
      w="full"
      mx="auto"
    >
      <Card.Body gap="5" p={{ base: '5', md: '6' }}>
        <Flex justify="space-between" align="center" gap="3">
          <HStack gap="3">
            <Avatar.Root size="sm" colorPalette="brand">
              <Avatar.Fallback>AK</Avatar.Fallback>
            </Avatar.Root>
            <Box>
              <Text fontSize="xs" color="fg.muted">
                {t('sample.host')}
              </Text>
              <Text fontSize="sm" fontWeight="medium">
                Alex Kim
              </Text>
            </Box>
          </HStack>
          <Badge variant="outline" colorPalette="gray">
            {t('sample.badge')}
          </Badge>
        </Flex>
        <Stack gap="2">
          <Text fontSize="xl" fontWeight="bold">
            {t('sample.title')}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {t('sample.description')}
          </Text>
          <Stack gap="1.5" fontSize="sm" color="fg.muted" mt="1">
            <HStack gap="2">
              <Clock aria-hidden size={16} />
              <Text>{t('sample.duration', { minutes: sampleDurationMinutes })}</Text>
            </HStack>
            <HStack gap="2">
              <Video aria-hidden size={16} />
              <Text>Google Meet</Text>
            </HStack>
            <HStack gap="2">
              <Globe aria-hidden size={16} />
              <Text>Europe/Berlin</Text>
            </HStack>
          </Stack>
        </Stack>
        <Box borderTopWidth="1px" pt="4">
          <Flex justify="space-between" align="center" mb="3" color="fg.muted">
            <ChevronLeft aria-hidden size={18} />
            <Text fontWeight="semibold" color="fg" id="sample-month">
              {monthName}
            </Text>
            <ChevronRight aria-hidden size={18} />
          </Flex>
          <Box display="grid" gridTemplateColumns="repeat(7, 1fr)" gap="1" aria-hidden>
            {weekdayLabels.map((label) => (
              <Text key={label} textAlign="center" fontSize="xs" color="fg.muted" fontWeight="medium">
                {label}
              </Text>
            ))}
          </Box>
          <Box
            as="ol"
            aria-labelledby="sample-month"
            display="grid"
            gridTemplateColumns="repeat(7, 1fr)"
            gap="1"
            mt="1"
            listStyleType="none"
          >
            {days.map((day) => {
              const selected = day === selectedDay;
              return (
                <Box
                  as="li"
                  key={day}
                  data-selected={selected ? '' : undefined}
                  gridColumnStart={day === 1 ? firstWeekdayIndex + 1 : undefined}
                  display="flex"
                  justifyContent="center"
                >
                  <Flex
                    as="span"
                    align="center"
                    justify="center"
                    boxSize="9"
                    rounded="full"
                    fontSize="sm"
                    fontWeight={selected ? 'bold' : 'normal'}
                    bg={selected ? 'brand.solid' : undefined}
                    color={selected ? 'brand.contrast' : isWeekend(day) ? 'fg.muted' : 'fg'}
                    shadow={selected ? 'md' : undefined}
                  >
                    {day}
                    {selected ? <VisuallyHidden> {t('sample.selected')}</VisuallyHidden> : null}
                  </Flex>
                </Box>
              );
            })}
          </Box>
        </Box>
        <Box>
          <Text fontSize="sm" fontWeight="medium" mb="2">
            {selectedDate}
          </Text>
          <HStack gap="2" wrap="wrap">
            {sampleTimes.map(([hours, minutes]) => (
              <Box
                key={`${hours}:${minutes}`}
                px="3"
                py="1.5"
                rounded="md"
                borderWidth="1px"
                borderColor="brand.border"
                color="brand.fg"
                fontSize="sm"
                fontWeight="medium"
              >
                {formatLocalized(sampleDate(selectedDay, hours, minutes), 'h:mm a')}
              </Box>
            ))}
          </HStack>
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
