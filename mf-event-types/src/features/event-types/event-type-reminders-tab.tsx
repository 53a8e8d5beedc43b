import {
  type ReminderTime,
  reminderMethods,
  reminderTimes,
} from '@slotwise/shared/contract/event-types.contract';
import { limits } from '@slotwise/shared/contract/limits.contract';
import { Button, HStack, IconButton, NativeSelect, Stack, Text } from '@slotwise/shared/ui/chakra';
import { Plus, Trash2 } from 'lucide-react';
import { useEventTypesMessages, useRemoteMessage } from '../../app/event-types-catalogue';
import {
  canAddReminder,
  type EventTypeFormErrors,
  type EventTypeFormValues,
  newReminder,
  type ReminderDraft,
  type ReminderMethod,
} from './event-type-form';
import { reminderTimeLabel } from './event-type-options';
import { FormField, SwitchField } from './form-field';

interface RemindersTabProps {
  values: EventTypeFormValues;
  errors: EventTypeFormErrors;
  onChange: (patch: Partial<EventTypeFormValues>) => void;
}

export function EventTypeRemindersTab({ values, errors, onChange }: RemindersTabProps) {
  const disabled = !values.reminders_enabled;
  const t = useEventTypesMessages();
  const message = useRemoteMessage();

  function update(key: string, patch: Partial<ReminderDraft>) {
    onChange({
      reminders: values.reminders.map((reminder) =>
        reminder.key === key ? { ...reminder, ...patch } : reminder,
      ),
    });
  }

  return (
    <Stack gap="5">
      <SwitchField
        label={t('reminders.send')}
        checked={values.reminders_enabled}
        onChange={(checked) => onChange({ reminders_enabled: checked })}
        helper={t('reminders.sendHelp')}
      />
      <Stack as="ul" gap="4" listStyleType="none" aria-label={t('reminders.list')}>
        {values.reminders.map((reminder, index) => (
          <HStack as="li" key={reminder.key} align="end" gap="3" wrap={{ base: 'wrap', sm: 'nowrap' }}>
            <FormField label={t('reminders.item', { number: index + 1 })} disabled={disabled}>
              <NativeSelect.Root disabled={disabled}>
                <NativeSelect.Field
                  value={reminder.time}
                  onChange={(event) => update(reminder.key, { time: event.target.value as ReminderTime })}
                >
                  {reminderTimes.map((time) => (
                    <option key={time} value={time}>
                      {reminderTimeLabel(time, t)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField label={t('reminders.method')} disabled={disabled}>
              <NativeSelect.Root disabled={disabled}>
                <NativeSelect.Field
                  value={reminder.method}
                  onChange={(event) => update(reminder.key, { method: event.target.value as ReminderMethod })}
                >
                  {reminderMethods.map((method) => (
                    <option key={method} value={method}>
                      {t(`method.${method}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            {/* The first reminder cannot be removed (docs/product.md#event-type-dialog). */}
            {index > 0 ? (
              <IconButton
                aria-label={t('reminders.remove', { number: index + 1 })}
                variant="ghost"
                colorPalette="red"
                disabled={disabled}
                onClick={() =>
                  onChange({ reminders: values.reminders.filter((r) => r.key !== reminder.key) })
                }
              >
                <Trash2 />
              </IconButton>
            ) : null}
          </HStack>
        ))}
      </Stack>
      {errors.reminders ? (
        <Text color="fg.error" fontSize="sm">
          {message(errors.reminders)}
        </Text>
      ) : null}
      <HStack gap="3" wrap="wrap">
        <Button
          variant="outline"
          size="sm"
          disabled={disabled || !canAddReminder(values)}
          onClick={() => onChange({ reminders: [...values.reminders, newReminder()] })}
        >
          <Plus aria-hidden />
          {t('reminders.add')}
        </Button>
        <Text fontSize="sm" color="fg.muted">
          {t('reminders.limit', { count: limits.maxReminders })}
        </Text>
      </HStack>
    </Stack>
  );
}
