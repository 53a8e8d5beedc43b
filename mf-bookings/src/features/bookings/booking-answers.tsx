import type { BookingAnswer } from '@slotwise/shared/contract/bookings.contract';
import { Heading, Stack, Text } from '@slotwise/shared/ui/chakra';
import { useBookingsMessages } from '../../app/bookings-catalogue';

/**
 * Booking Details: each question as the attendee was asked it (its text is stored with the
 * booking, so a later edit of the event type does not change it) and their answer
 * (docs/product.md#bookings-screen). Unanswered optional questions are not stored; without any
 * answer the section is left out.
 */
export function BookingAnswers({ answers }: { answers: readonly BookingAnswer[] }) {
  const t = useBookingsMessages();
  if (answers.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby="booking-answers-heading" gap="2" mt="5">
      <Heading as="h3" size="sm" id="booking-answers-heading">
        {t('bookings.answersHeading')}
      </Heading>
      <Stack as="dl" gap="3">
        {answers.map((answer) => (
          <div key={answer.question_id}>
            <Text as="dt" fontSize="sm" fontWeight="medium" color="fg.muted">
              {answer.question_text}
            </Text>
            <Text as="dd" fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">
              {answer.answer}
            </Text>
          </div>
        ))}
      </Stack>
    </Stack>
  );
}
