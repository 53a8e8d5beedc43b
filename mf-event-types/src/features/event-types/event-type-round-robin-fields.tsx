import {
  type RoundRobinCapPeriod,
  type RoundRobinSettings,
  roundRobinCapPeriods,
  roundRobinDefaults,
  roundRobinPriorities,
} from '@slotwise/shared/contract/round-robin.contract';
import { Fieldset, HStack, Input, NativeSelect, Stack, Table, Text } from '@slotwise/shared/ui/chakra';
import { useState } from 'react';
import { useEventTypesMessages } from '../../app/event-types-catalogue';

/** A weight field the host may empty while typing; a whole number 1-100 is taken, the rest waits for blur. */
function WeightInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange: (weight: number) => void;
}) {
  const [text, setText] = useState<string | null>(null);
  return (
    <Input
      type="number"
      size="sm"
      width="20"
      min={1}
      max={100}
      aria-label={label}
      value={text ?? String(value)}
      onChange={(event) => {
        setText(event.target.value);
        const weight = Number(event.target.value);
        if (Number.isInteger(weight) && weight >= 1 && weight <= 100) onChange(weight);
      }}
      onBlur={() => setText(null)}
    />
  );
}

interface RoundRobinFieldsProps {
  /** The chosen hosts with their names. */
  hosts: { user_id: string; label: string }[];
  settings: RoundRobinSettings | undefined;
  onChange: (settings: RoundRobinSettings) => void;
}

const emptySettings: RoundRobinSettings = { hosts: [], cap: null };

/**
 * A round-robin type's fairness (docs/product.md#fair-round-robin): each host's weight (share of
 * bookings) and priority (higher first among the free), and a cap of bookings per host per day or week.
 */
export function EventTypeRoundRobinFields({
  hosts,
  settings = emptySettings,
  onChange,
}: RoundRobinFieldsProps) {
  const t = useEventTypesMessages();
  const setting = (userId: string) =>
    settings.hosts.find((host) => host.user_id === userId) ?? { user_id: userId, ...roundRobinDefaults };
  const change = (userId: string, patch: { weight?: number; priority?: number }) =>
    onChange({
      ...settings,
      hosts: [...settings.hosts.filter((host) => host.user_id !== userId), { ...setting(userId), ...patch }],
    });
  const clamp = (value: string, min: number, max: number, fallback: number) => {
    const number = Math.round(Number(value));
    return Number.isFinite(number) && value.trim() !== '' ? Math.min(max, Math.max(min, number)) : fallback;
  };
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        {t('fair.title')}
      </Fieldset.Legend>
      <Fieldset.HelperText fontSize="xs">{t('fair.hint')}</Fieldset.HelperText>
      <Stack gap="3" mt="2">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('fair.host')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('fair.weight')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('fair.priority')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {hosts.map((host) => (
              <Table.Row key={host.user_id}>
                <Table.Cell>{host.label}</Table.Cell>
                <Table.Cell>
                  <WeightInput
                    label={t('fair.weightOf', { host: host.label })}
                    value={setting(host.user_id).weight}
                    onChange={(weight) => change(host.user_id, { weight })}
                  />
                </Table.Cell>
                <Table.Cell>
                  <NativeSelect.Root size="sm" width="auto">
                    <NativeSelect.Field
                      aria-label={t('fair.priorityOf', { host: host.label })}
                      value={String(setting(host.user_id).priority)}
                      onChange={(event) => change(host.user_id, { priority: Number(event.target.value) })}
                    >
                      {[...roundRobinPriorities].reverse().map((priority) => (
                        <option key={priority} value={priority}>
                          {t(`fair.priority${priority}`)}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        <HStack gap="2" wrap="wrap">
          <Text fontSize="sm">{t('fair.capLabel')}</Text>
          <Input
            type="number"
            size="sm"
            width="20"
            min={1}
            max={100}
            placeholder={t('fair.noCap')}
            aria-label={t('fair.capLimit')}
            value={settings.cap?.limit ?? ''}
            onChange={(event) =>
              onChange({
                ...settings,
                cap:
                  event.target.value.trim() === ''
                    ? null
                    : { limit: clamp(event.target.value, 1, 100, 1), period: settings.cap?.period ?? 'day' },
              })
            }
          />
          <NativeSelect.Root size="sm" width="auto" disabled={!settings.cap}>
            <NativeSelect.Field
              aria-label={t('fair.capPeriod')}
              value={settings.cap?.period ?? 'day'}
              onChange={(event) =>
                settings.cap &&
                onChange({
                  ...settings,
                  cap: { ...settings.cap, period: event.target.value as RoundRobinCapPeriod },
                })
              }
            >
              {roundRobinCapPeriods.map((period) => (
                <option key={period} value={period}>
                  {t(`fair.per.${period}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
      </Stack>
    </Fieldset.Root>
  );
}
