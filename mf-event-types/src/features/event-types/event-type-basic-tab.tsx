import type { Availability } from '@slotwise/shared/contract/availability.contract';
import {
  type ConnectedGoogleAccount,
  type EventTypeKind,
  eventTypeKinds,
  offeredDurations,
} from '@slotwise/shared/contract/event-types.contract';
import { type EventLocation, eventLocations } from '@slotwise/shared/contract/locations.contract';
import { locationName } from '@slotwise/shared/i18n/common-catalogue';
import { Link as RouterLink } from '@slotwise/shared/router';
import {
  Code,
  Input,
  Link,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@slotwise/shared/ui/chakra';
import type { ReactNode, Ref } from 'react';
import { useEventTypesMessages, useRemoteMessage } from '../../app/event-types-catalogue';
import { EventTypeDurationsSection } from './event-type-durations-section';
import { type EventTypeFormErrors, type EventTypeFormValues, isSeated, isTeamKind } from './event-type-form';
import { EventTypeLocationFields } from './event-type-location-fields';
import { minutesLabel, withCurrent } from './event-type-options';
import { FormField } from './form-field';

export const hints = {
  noSchedule: 'You need to create an availability schedule first.',
} as const;

interface BasicTabProps {
  values: EventTypeFormValues;
  errors: EventTypeFormErrors;
  onTitleChange: (title: string) => void;
  onSlugChange: (slug: string) => void;
  onChange: (patch: Partial<EventTypeFormValues>) => void;
  titleRef: Ref<HTMLInputElement>;
  /** origin/{username}/ of the public link, shown before the slug. */
  linkPrefix: string;
  schedules: readonly Availability[];
  googleAccounts: readonly ConnectedGoogleAccount[];
  /** Round robin and collective: the team and host pickers, under the kind. */
  teamFields?: ReactNode;
  /** The kinds offered (all by default). */
  kinds?: readonly EventTypeKind[];
  /** The host's accounts have been fetched (no note about a missing account before that). */
  googleAccountsLoaded?: boolean;
}

export function EventTypeBasicTab({
  values,
  errors,
  onTitleChange,
  onSlugChange,
  onChange,
  titleRef,
  linkPrefix,
  schedules,
  googleAccounts,
  teamFields,
  kinds = eventTypeKinds,
  googleAccountsLoaded = true,
}: BasicTabProps) {
  const t = useEventTypesMessages();
  const message = useRemoteMessage();
  const durations = withCurrent(
    offeredDurations.map((minutes) => ({ value: minutes, label: minutesLabel(minutes, t) })),
    values.duration,
    minutesLabel(values.duration, t),
  );
  // A team type may instead use each host's own default schedule (the default).
  const team = isTeamKind(values.event_type);
  const noSchedule = !team && schedules.length === 0;
  return (
    <Stack gap="5">
      <FormField label={t('basic.title')} required error={errors.title}>
        <Input
          ref={titleRef}
          value={values.title}
          onChange={(event) => onTitleChange(event.target.value)}
          placeholder={t('basic.titlePlaceholder')}
          autoComplete="off"
        />
      </FormField>
      <FormField
        label={t('basic.slug')}
        required
        error={errors.slug}
        helper={
          <Text as="span" wordBreak="break-all">
            {t('basic.linkPreview')}{' '}
            <Code data-testid="link-preview">
              {linkPrefix}
              {values.slug || t('basic.slugFallback')}
            </Code>
          </Text>
        }
      >
        <Input
          value={values.slug}
          onChange={(event) => onSlugChange(event.target.value)}
          placeholder={t('basic.slugPlaceholder')}
          autoComplete="off"
        />
      </FormField>
      <FormField label={t('basic.description')} error={errors.description}>
        <Textarea
          value={values.description}
          onChange={(event) => onChange({ description: event.target.value })}
          rows={3}
          placeholder={t('basic.descriptionPlaceholder')}
        />
      </FormField>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
        <FormField label={t('basic.duration')} error={errors.duration}>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={values.duration}
              onChange={(event) => onChange({ duration: Number(event.target.value) })}
            >
              {durations.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={t('basic.location')} error={errors.location}>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={values.location}
              onChange={(event) => onChange({ location: event.target.value as EventLocation })}
            >
              {eventLocations.map((location) => (
                <option key={location} value={location}>
                  {locationName(location)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={t('basic.kind')} error={errors.event_type}>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={values.event_type}
              onChange={(event) => onChange({ event_type: event.target.value as EventTypeKind })}
            >
              {kinds.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`kind.${kind}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        {isSeated(values.event_type) ? (
          <FormField
            label={t('basic.maxParticipants')}
            required={values.event_type === 'group'}
            error={errors.max_participants}
          >
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={values.max_participants}
              onChange={(event) => onChange({ max_participants: event.target.value })}
            />
          </FormField>
        ) : null}
      </SimpleGrid>
      <EventTypeDurationsSection values={values} errors={errors} onChange={onChange} />
      {team ? teamFields : null}
      <EventTypeLocationFields
        values={values}
        errors={errors}
        onChange={onChange}
        hasGoogle={googleAccounts.length > 0}
      />
      <FormField
        label={t('basic.schedule')}
        disabled={noSchedule}
        error={errors.availability_id}
        helper={noSchedule ? message(hints.noSchedule) : team ? t('team.scheduleHint') : undefined}
      >
        <NativeSelect.Root disabled={noSchedule}>
          <NativeSelect.Field
            value={values.availability_id}
            onChange={(event) => onChange({ availability_id: event.target.value })}
          >
            {noSchedule ? <option value="">{t('basic.noSchedules')}</option> : null}
            {team ? <option value="">{t('team.eachHostSchedule')}</option> : null}
            {schedules.map((schedule) => (
              <option key={schedule.id} value={schedule.id}>
                {schedule.is_default ? t('basic.defaultSchedule', { name: schedule.name }) : schedule.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField
        label={t('basic.googleAccount')}
        disabled={googleAccounts.length === 0}
        helper={
          googleAccounts.length === 0 && googleAccountsLoaded ? (
            <>
              {values.location === 'google_meet' ? `${t('basic.meetNeedsGoogle')} ` : null}
              {t('basic.noGoogleHint')}{' '}
              <Link asChild colorPalette="brand" pointerEvents="auto">
                <RouterLink to="/dashboard/settings?tab=integrations">
                  {t('basic.openIntegrations')}
                </RouterLink>
              </Link>
            </>
          ) : undefined
        }
      >
        <NativeSelect.Root disabled={googleAccounts.length === 0}>
          <NativeSelect.Field
            value={values.connected_google_account_id}
            onChange={(event) => onChange({ connected_google_account_id: event.target.value })}
          >
            <option value="">{t('basic.noGoogleAccount')}</option>
            {googleAccounts.map((account) => (
              <option key={account.id} value={account.id}>
                {`${account.name ? `${account.name} (${account.email})` : account.email}${account.is_primary ? ` · ${t('basic.primary')}` : ''}`}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
    </Stack>
  );
}
