import { questionLimits } from '@slotwise/shared/contract/questions.contract';
import { Box, Button, HStack, IconButton, Input, Stack, Text } from '@slotwise/shared/ui/chakra';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useEventTypesMessages, useRemoteMessage } from '../../app/event-types-catalogue';

interface QuestionOptionsEditorProps {
  /** The question's place in the list (1-based), for the controls' names. */
  number: number;
  options: readonly string[];
  onChange: (options: string[]) => void;
  /** The options' problem (questions.contract's optionsProblem), shown under them. */
  error?: string | null;
}

/**
 * The choices of a select, radio or checkboxes question (docs/product.md#questions-and-guests):
 * one labelled line each, added and removed one by one, at most questionLimits.maxOptions.
 */
export function QuestionOptionsEditor({ number, options, onChange, error }: QuestionOptionsEditorProps) {
  const t = useEventTypesMessages();
  const message = useRemoteMessage();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Box
      as="fieldset"
      borderWidth="0"
      aria-describedby={error ? errorId : `${id}-hint`}
      aria-invalid={error ? true : undefined}
    >
      <Text as="legend" fontSize="sm" fontWeight="medium" mb="1">
        {t('questions.options', { number })}
      </Text>
      <Text id={`${id}-hint`} color="fg.muted" fontSize="xs" mb="2">
        {t('questions.optionsHint', { count: questionLimits.maxOptions })}
      </Text>
      <Stack gap="2">
        {options.map((option, index) => {
          const place = index + 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
            <HStack key={index} gap="2">
              <Input
                size="sm"
                aria-label={t('questions.option', { option: place, number })}
                value={option}
                maxLength={questionLimits.optionMax}
                onChange={(event) =>
                  onChange(options.map((one, i) => (i === index ? event.target.value : one)))
                }
              />
              <IconButton
                aria-label={t('questions.removeOption', { option: place, number })}
                variant="ghost"
                size="sm"
                onClick={() => onChange(options.filter((_, i) => i !== index))}
              >
                <Trash2 />
              </IconButton>
            </HStack>
          );
        })}
      </Stack>
      {error ? (
        <Text id={errorId} color="fg.error" fontSize="sm" mt="2">
          {message(error)}
        </Text>
      ) : null}
      <Button
        mt="2"
        variant="ghost"
        size="sm"
        disabled={options.length >= questionLimits.maxOptions}
        onClick={() => onChange([...options, ''])}
      >
        <Plus aria-hidden />
        {t('questions.addOption')}
      </Button>
    </Box>
  );
}
