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

// A static picture of a booking page (product-spec §1): a 30-day month, day 20 picked. The
// month starts on a Wednesday, so with weeks starting Monday the picked day is a Monday.
const monthName = 'April';
const daysInMonth = 30;
const firstWeekdayIndex = 2;
const selectedDay = 20;
const weekdayLabels = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];
const sampleTimes = ['9:00 am', '10:30 am', '2:00 pm'];

function isWeekend(day: number) {
  return (firstWeekdayIndex + day - 1) % 7 >= 5;
}

export function SampleEventCard() {
  const days = Array.from({ length: daysInMonth }, (_, index) => index + 1);
  return (
    <Card.Root
      as="aside"
      aria-label="Sample event card"
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
                Host
              </Text>
              <Text fontSize="sm" fontWeight="medium">
                Alex Kim
              </Text>
            </Box>
          </HStack>
          <Badge variant="outline" colorPalette="gray">
            Sample
          </Badge>
        </Flex>
        <Stack gap="2">
          <Text fontSize="xl" fontWeight="bold">
            Intro call
          </Text>
          <Text fontSize="sm" color="fg.muted">
            A short first conversation to get to know each other and see how we can work together.
          </Text>
          <Stack gap="1.5" fontSize="sm" color="fg.muted" mt="1">
            <HStack gap="2">
              <Clock aria-hidden size={16} />
              <Text>30 minutes</Text>
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
                    {selected ? <VisuallyHidden> (selected)</VisuallyHidden> : null}
                  </Flex>
                </Box>
              );
            })}
          </Box>
        </Box>
        <Box>
          <Text fontSize="sm" fontWeight="medium" mb="2">
            Monday, {monthName} {selectedDay}
          </Text>
          <HStack gap="2" wrap="wrap">
            {sampleTimes.map((time) => (
              <Box
                key={time}
                px="3"
                py="1.5"
                rounded="md"
                borderWidth="1px"
                borderColor="brand.border"
                color="brand.fg"
                fontSize="sm"
                fontWeight="medium"
              >
                {time}
              </Box>
            ))}
          </HStack>
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
