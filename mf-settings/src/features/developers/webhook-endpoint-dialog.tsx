import { apiErrorMessage } from '@slotwise/shared/api/api-error';
import {
  WEBHOOK_EVENTS,
  type WebhookEndpoint,
  type WebhookEndpointInput,
} from '@slotwise/shared/contract/developers.contract';
import { useContractMessage } from '@slotwise/shared/i18n/contract-catalogue';
import {
  Button,
  Checkbox,
  Dialog,
  Field,
  Fieldset,
  Input,
  NativeSelect,
  Portal,
  Stack,
  Switch,
  Text,
} from '@slotwise/shared/ui/chakra';
import { type FormEvent, useEffect, useState } from 'react';
import type { SettingsKey } from '../../app/locales/en';
import { useSettingsMessages } from '../../app/settings-catalogue';
import { useGetManagedTeamsQuery, useGetOwnEventTypesQuery } from './developers.api';

interface WebhookEndpointDialogProps {
  open: boolean;
  /** The endpoint being edited; null creates one. */
  endpoint: WebhookEndpoint | null;
  busy: boolean;
  onSave: (input: WebhookEndpointInput) => Promise<void>;
  onClose: () => void;
}

type FieldErrors = Partial<Record<'url' | 'events' | 'event_type_ids', string>>;

export const eventLabelKey = (event: string) => `dev.event.${event}` as SettingsKey;

/**
 * Create or edit an endpoint: its owner (the host, or a team they own or administer; chosen on
 * creation), URL, events, an optional event-type filter among the owner's types, active.
 */
export function WebhookEndpointDialog({ open, endpoint, busy, onSave, onClose }: WebhookEndpointDialogProps) {
  const t = useSettingsMessages();
  const contractMessage = useContractMessage();
  const eventTypes = useGetOwnEventTypesQuery(undefined, { skip: !open });
  const teams = useGetManagedTeamsQuery(undefined, { skip: !open || endpoint !== null });
  const [teamId, setTeamId] = useState('');
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>([]);
  const [eventTypeIds, setEventTypeIds] = useState<string[]>([]);
  const [active, setActive] = useState(true);
  const [errors, setErrors] = useState<FieldErrors>({});

  useEffect(() => {
    if (!open) return;
    setTeamId(endpoint?.team_id ?? '');
    setUrl(endpoint?.url ?? '');
    setEvents(endpoint?.events ?? [...WEBHOOK_EVENTS]);
    setEventTypeIds(endpoint?.event_type_ids ?? []);
    setActive(endpoint?.active ?? true);
    setErrors({});
  }, [open, endpoint]);

  const toggle = (list: string[], value: string, on: boolean) =>
    on ? [...list.filter((item) => item !== value), value] : list.filter((item) => item !== value);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (events.length === 0) {
      setErrors({ events: t('dev.eventsRequired') });
      return;
    }
    try {
      await onSave({
        url: url.trim(),
        events: WEBHOOK_EVENTS.filter((name) => events.includes(name)),
        event_type_ids: eventTypeIds,
        active,
        ...(endpoint === null && teamId ? { team_id: teamId } : {}),
      });
    } catch (error) {
      const body = (error as { data?: { errors?: Record<string, string[]> } }).data;
      const fields = body?.errors ?? {};
      if (!fields.url && !fields.events && !fields.event_type_ids) {
        setErrors({ url: contractMessage(apiErrorMessage(error, t('dev.endpointSaveFailed'))) });
        return;
      }
      setErrors({
        url: fields.url?.[0],
        events: fields.events?.[0],
        event_type_ids: fields.event_type_ids?.[0],
      });
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content as="form" onSubmit={submit} w="90%" maxW="lg">
            <Dialog.Header>
              <Dialog.Title>{endpoint ? t('dev.editEndpoint') : t('dev.addEndpoint')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="5">
                {endpoint === null && (teams.data?.length ?? 0) > 0 ? (
                  <Field.Root>
                    <Field.Label>{t('dev.owner')}</Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field
                        value={teamId}
                        onChange={(event) => {
                          setTeamId(event.target.value);
                          setEventTypeIds([]);
                        }}
                      >
                        <option value="">{t('dev.ownerMe')}</option>
                        {(teams.data ?? []).map((team) => (
                          <option key={team.id} value={team.id}>
                            {t('dev.ownerTeam', { team: team.name })}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                    <Field.HelperText>{t('dev.ownerHint')}</Field.HelperText>
                  </Field.Root>
                ) : null}
                <Field.Root required invalid={Boolean(errors.url)}>
                  <Field.Label>{t('dev.url')}</Field.Label>
                  <Input
                    type="url"
                    inputMode="url"
                    placeholder="https://example.com/webhooks/slotwise"
                    value={url}
                    onChange={(event) => setUrl(event.target.value)}
                  />
                  {errors.url ? <Field.ErrorText>{errors.url}</Field.ErrorText> : null}
                </Field.Root>
                <Fieldset.Root invalid={Boolean(errors.events)}>
                  <Fieldset.Legend>{t('dev.events')}</Fieldset.Legend>
                  <Stack gap="2" mt="2">
                    {WEBHOOK_EVENTS.map((name) => (
                      <Checkbox.Root
                        key={name}
                        size="sm"
                        colorPalette="brand"
                        checked={events.includes(name)}
                        onCheckedChange={(details) =>
                          setEvents((list) => toggle(list, name, details.checked === true))
                        }
                      >
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>
                          {t(eventLabelKey(name))}{' '}
                          <Text as="span" color="fg.muted" fontSize="xs">
                            ({name})
                          </Text>
                        </Checkbox.Label>
                      </Checkbox.Root>
                    ))}
                  </Stack>
                  {errors.events ? <Fieldset.ErrorText>{errors.events}</Fieldset.ErrorText> : null}
                </Fieldset.Root>
                <Fieldset.Root invalid={Boolean(errors.event_type_ids)}>
                  <Fieldset.Legend>{t('dev.eventTypes')}</Fieldset.Legend>
                  <Fieldset.HelperText>{t('dev.eventTypesHint')}</Fieldset.HelperText>
                  <Stack gap="2" mt="2">
                    {(eventTypes.data ?? [])
                      .filter((type) => (type.team_id ?? '') === teamId)
                      .map((type) => (
                        <Checkbox.Root
                          key={type.id}
                          size="sm"
                          colorPalette="brand"
                          checked={eventTypeIds.includes(type.id)}
                          onCheckedChange={(details) =>
                            setEventTypeIds((list) => toggle(list, type.id, details.checked === true))
                          }
                        >
                          <Checkbox.HiddenInput />
                          <Checkbox.Control />
                          <Checkbox.Label>{type.title}</Checkbox.Label>
                        </Checkbox.Root>
                      ))}
                  </Stack>
                  {errors.event_type_ids ? (
                    <Fieldset.ErrorText>{errors.event_type_ids}</Fieldset.ErrorText>
                  ) : null}
                </Fieldset.Root>
                <Switch.Root
                  checked={active}
                  onCheckedChange={(details) => setActive(details.checked)}
                  colorPalette="brand"
                >
                  <Switch.HiddenInput />
                  <Switch.Control>
                    <Switch.Thumb />
                  </Switch.Control>
                  <Switch.Label>{t('dev.active')}</Switch.Label>
                </Switch.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button variant="outline" onClick={onClose} disabled={busy}>
                {t('dev.cancel')}
              </Button>
              <Button type="submit" colorPalette="brand" loading={busy} disabled={!url.trim()}>
                {t('dev.save')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
