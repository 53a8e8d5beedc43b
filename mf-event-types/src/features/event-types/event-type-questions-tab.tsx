import { answerTypes } from '@slotwise/shared/contract/event-types.contract';
import { limits } from '@slotwise/shared/contract/limits.contract';
import { isChoiceType, optionsProblem } from '@slotwise/shared/contract/questions.contract';
import {
  Box,
  Button,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  Stack,
  Text,
  Wrap,
} from '@slotwise/shared/ui/chakra';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useEventTypesMessages, useRemoteMessage } from '../../app/event-types-catalogue';
import {
  type AnswerType,
  canAddQuestion,
  draftOptions,
  type EventTypeFormErrors,
  type EventTypeFormValues,
  newQuestion,
  type QuestionDraft,
} from './event-type-form';
import { FormField, SwitchField } from './form-field';
import { QuestionOptionsEditor } from './question-options-editor';

interface QuestionsTabProps {
  values: EventTypeFormValues;
  errors: EventTypeFormErrors;
  onChange: (patch: Partial<EventTypeFormValues>) => void;
}

function moved<Item>(items: readonly Item[], from: number, to: number): Item[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** The refusal is about one question's options: said under them, not twice. */
function optionErrorShown(questions: readonly QuestionDraft[], error: string): boolean {
  return questions.some(
    (question) => question.enabled && optionsProblem(question.answer_type, draftOptions(question)) === error,
  );
}

export function EventTypeQuestionsTab({ values, errors, onChange }: QuestionsTabProps) {
  const questions = values.questions;
  const t = useEventTypesMessages();
  const message = useRemoteMessage();

  function update(key: string, patch: Partial<QuestionDraft>) {
    onChange({
      questions: questions.map((question) => (question.key === key ? { ...question, ...patch } : question)),
    });
  }

  return (
    <Stack gap="5">
      <Text color="fg.muted" fontSize="sm">
        {t('questions.intro', { count: limits.maxQuestions })}
      </Text>
      {questions.length > 0 ? (
        <Stack as="ol" gap="4" listStyleType="none" aria-label={t('questions.list')}>
          {questions.map((question, index) => {
            const number = index + 1;
            return (
              <Box as="li" key={question.key} borderWidth="1px" borderRadius="md" p="4">
                <Stack gap="3">
                  <FormField label={t('questions.item', { number })}>
                    <Input
                      value={question.question_text}
                      onChange={(event) => update(question.key, { question_text: event.target.value })}
                      placeholder={t('questions.placeholder')}
                    />
                  </FormField>
                  <Wrap gap="4" align="center">
                    <Box minW="40">
                      <FormField label={t('questions.answerType')}>
                        <NativeSelect.Root size="sm">
                          <NativeSelect.Field
                            value={question.answer_type}
                            onChange={(event) => {
                              const answerType = event.target.value as AnswerType;
                              // A choice type starts with two empty options to fill in.
                              const options =
                                isChoiceType(answerType) && question.options.length === 0
                                  ? ['', '']
                                  : question.options;
                              update(question.key, { answer_type: answerType, options });
                            }}
                          >
                            {answerTypes.map((type) => (
                              <option key={type} value={type}>
                                {t(`answer.${type}`)}
                              </option>
                            ))}
                          </NativeSelect.Field>
                          <NativeSelect.Indicator />
                        </NativeSelect.Root>
                      </FormField>
                    </Box>
                    <Box>
                      <SwitchField
                        label={t('questions.required')}
                        checked={question.required}
                        onChange={(checked) => update(question.key, { required: checked })}
                      />
                    </Box>
                    <Box>
                      <SwitchField
                        label={t('questions.enabled')}
                        checked={question.enabled}
                        onChange={(checked) => update(question.key, { enabled: checked })}
                      />
                    </Box>
                  </Wrap>
                  {isChoiceType(question.answer_type) ? (
                    <QuestionOptionsEditor
                      number={number}
                      options={question.options}
                      onChange={(options) => update(question.key, { options })}
                      // After a refused save: what is wrong with this question's options.
                      error={
                        errors.questions && question.enabled
                          ? optionsProblem(question.answer_type, draftOptions(question))
                          : null
                      }
                    />
                  ) : null}
                  <HStack gap="1" justify="flex-end">
                    <IconButton
                      aria-label={t('questions.moveUp', { number })}
                      variant="ghost"
                      size="sm"
                      disabled={index === 0}
                      onClick={() => onChange({ questions: moved(questions, index, index - 1) })}
                    >
                      <ArrowUp />
                    </IconButton>
                    <IconButton
                      aria-label={t('questions.moveDown', { number })}
                      variant="ghost"
                      size="sm"
                      disabled={index === questions.length - 1}
                      onClick={() => onChange({ questions: moved(questions, index, index + 1) })}
                    >
                      <ArrowDown />
                    </IconButton>
                    <IconButton
                      aria-label={t('questions.remove', { number })}
                      variant="ghost"
                      size="sm"
                      colorPalette="red"
                      onClick={() => onChange({ questions: questions.filter((q) => q.key !== question.key) })}
                    >
                      <Trash2 />
                    </IconButton>
                  </HStack>
                </Stack>
              </Box>
            );
          })}
        </Stack>
      ) : null}
      {errors.questions && !optionErrorShown(questions, errors.questions) ? (
        <Text color="fg.error" fontSize="sm">
          {message(errors.questions)}
        </Text>
      ) : null}
      <Box>
        <Button
          variant="outline"
          size="sm"
          disabled={!canAddQuestion(values)}
          onClick={() => onChange({ questions: [...questions, newQuestion()] })}
        >
          <Plus aria-hidden />
          {t('questions.add')}
        </Button>
      </Box>
    </Stack>
  );
}
