import { apiErrorMessage, isApiError } from '@slotwise/shared/api/api-error';
import { selectUser } from '@slotwise/shared/api/session.slice';
import {
  type ConnectedGoogleAccount,
  type EventType,
  slugify,
  teamEventTypeKinds,
} from '@slotwise/shared/contract/event-types.contract';
import { useAppSelector } from '@slotwise/shared/store/hooks';
import { Alert, Button, CloseButton, Dialog, Portal, Stack, Tabs } from '@slotwise/shared/ui/chakra';
import { toaster } from '@slotwise/shared/ui/toaster';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useEventTypesMessages, useRemoteMessage } from '../../app/event-types-catalogue';
import { useGetTeamsQuery } from '../teams/teams.api';
import { EventTypeAdvancedTab } from './event-type-advanced-tab';
import { EventTypeBasicTab } from './event-type-basic-tab';
import { EventTypeChangePolicySection } from './event-type-change-policy-section';
import {
  type EventTypeField,
  type EventTypeFormErrors,
  type EventTypeFormValues,
  emptyEventTypeForm,
  formFieldOf,
  formFromEventType,
  isTeamKind,
  preselectedScheduleId,
  tabOfField,
  validateEventTypeForm,
} from './event-type-form';
import { EventTypeQuestionsTab } from './event-type-questions-tab';
import { EventTypeRemindersTab } from './event-type-reminders-tab';
import { EventTypeSharingSection } from './event-type-sharing-section';
import { teamOf, withKind } from './event-type-team';
import { EventTypeTeamFields } from './event-type-team-fields';
import {
  eventTypeFailures,
  useCreateEventTypeMutation,
  useGetGoogleAccountOptionsQuery,
  useGetScheduleOptionsQuery,
  useUpdateEventTypeMutation,
} from './event-types.api';
import { useSetEventTypeWriteCalendarMutation } from './write-calendar.api';
import { WriteCalendarField } from './write-calendar-field';

type TabName = ReturnType<typeof tabOfField>;

/** docs/product.md#event-type-dialog: the title is focused this long after the dialog opens. */
export const titleFocusDelayMs = 100;
const formId = 'event-type-form';

interface EventTypeDialogProps {
  open: boolean;
  /** The event type being edited; null creates a new one. */
  eventType: EventType | null;
  onClose: () => void;
}

/**
 * The create/edit dialog. Its form unmounts when the dialog closes, so a closed create dialog
 * starts empty the next time (docs/product.md#event-type-dialog).
 */
export function EventTypeDialog({ open, eventType, onClose }: EventTypeDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      lazyMount
      unmountOnExit
      scrollBehavior="inside"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content w="90%" maxW="700px">
            <EventTypeDialogForm eventType={eventType} onClose={onClose} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The host's accounts, plus the one an edited event type is linked to if the list lacks it. */
function accountOptions(
  accounts: readonly ConnectedGoogleAccount[] | undefined,
  eventType: EventType | null,
): readonly ConnectedGoogleAccount[] {
  const list = accounts ?? [];
  const linked = eventType?.connected_google_account;
  return linked && !list.some((account) => account.id === linked.id) ? [...list, linked] : list;
}

/** Server field errors of a 422 (`{ message, errors: { field: [messages] } }`). */
function serverFieldErrors(error: unknown, values: EventTypeFormValues): EventTypeFormErrors {
  const errors: EventTypeFormErrors = {};
  if (!isApiError(error) || !error.data?.errors) return errors;
  for (const [key, messages] of Object.entries(error.data.errors)) {
    const field = formFieldOf(key, values);
    if (field && Array.isArray(messages) && messages[0]) {
      errors[field] = String(messages[0]);
    }
  }
  return errors;
}

function EventTypeDialogForm({ eventType, onClose }: Omit<EventTypeDialogProps, 'open'>) {
  const isEdit = eventType !== null;
  const t = useEventTypesMessages();
  const message = useRemoteMessage();
  const username = useAppSelector(selectUser)?.username ?? '';
  const { data: schedules = [] } = useGetScheduleOptionsQuery();
  const { data: teams = [] } = useGetTeamsQuery();
  const { data: hostAccounts } = useGetGoogleAccountOptionsQuery();
  const googleAccounts = accountOptions(hostAccounts, eventType);
  const [createEventType, createState] = useCreateEventTypeMutation();
  const [updateEventType, updateState] = useUpdateEventTypeMutation();
  const [values, setValues] = useState<EventTypeFormValues>(() =>
    eventType
      ? formFromEventType(eventType)
      : { ...emptyEventTypeForm(), availability_id: preselectedScheduleId(schedules) },
  );
  const [errors, setErrors] = useState<EventTypeFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [tab, setTab] = useState<TabName>('basic');
  // The calendar bookings are written to (its option key): undefined while unchanged (saved after the type).
  const [writeCalendar, setWriteCalendar] = useState<string | null | undefined>(undefined);
  const [saveWriteCalendar] = useSetEventTypeWriteCalendarMutation();
  // Once the host types a slug, the title stops rewriting it.
  const [slugEdited, setSlugEdited] = useState(false);
  const titleRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const timer = setTimeout(() => titleRef.current?.focus(), titleFocusDelayMs);
    return () => clearTimeout(timer);
  }, []);

  // The schedules may arrive after the dialog opened: preselect then (create mode only; a team
  // type's '' is "each host's own default schedule").
  const needsSchedule =
    !isEdit && values.availability_id === '' && schedules.length > 0 && !isTeamKind(values.event_type);
  useEffect(() => {
    if (needsSchedule)
      setValues((current) => ({ ...current, availability_id: preselectedScheduleId(schedules) }));
  }, [needsSchedule, schedules]);

  // In create mode the primary Google account is preselected once the accounts arrive.
  const primaryId = hostAccounts?.find((account) => account.is_primary)?.id;
  const [accountPreselected, setAccountPreselected] = useState(isEdit);
  useEffect(() => {
    if (accountPreselected || hostAccounts === undefined) return;
    setAccountPreselected(true);
    if (primaryId) setValues((current) => ({ ...current, connected_google_account_id: primaryId }));
  }, [accountPreselected, hostAccounts, primaryId]);

  function change(patch: Partial<EventTypeFormValues>) {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(patch)) delete next[field as EventTypeField];
      return next;
    });
  }

  // A new kind may bring the team fields and their schedule default (event-type-team.ts).
  function changeBasic(patch: Partial<EventTypeFormValues>) {
    change(patch.event_type ? { ...patch, ...withKind(values, patch.event_type, teams, schedules) } : patch);
  }

  function changeTitle(title: string) {
    // docs/product.md#event-type-dialog: the slug follows the title in create mode only.
    change(!isEdit && !slugEdited ? { title, slug: slugify(title) } : { title });
  }

  function changeSlug(slug: string) {
    setSlugEdited(true);
    change({ slug });
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setServerError(null);
    const result = validateEventTypeForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      const first = Object.keys(result.errors)[0] as EventTypeField;
      setTab(tabOfField(first));
      return;
    }
    try {
      const saved = eventType
        ? await updateEventType({ id: eventType.id, body: result.payload }).unwrap()
        : await createEventType(result.payload).unwrap();
      if (writeCalendar !== undefined) {
        await saveWriteCalendar({ eventTypeId: saved.id, calendarId: writeCalendar }).unwrap();
      }
      toaster.create({
        type: 'success',
        title: isEdit ? t('dialog.updated') : t('dialog.created'),
        description: result.payload.title,
        duration: 3000,
      });
      onClose();
    } catch (error) {
      // A failed save leaves the dialog open with the server's message (docs/product.md#event-type-dialog).
      console.error(error);
      setServerError(apiErrorMessage(error, isEdit ? eventTypeFailures.update : eventTypeFailures.create));
      const fieldErrors = serverFieldErrors(error, values);
      setErrors(fieldErrors);
      const first = Object.keys(fieldErrors)[0] as EventTypeField | undefined;
      if (first) setTab(tabOfField(first));
    }
  }

  const saving = createState.isLoading || updateState.isLoading;
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  // A team type's link is /team/{team-slug}/{slug} (docs/product.md#team-pages).
  const team = isTeamKind(values.event_type) ? teamOf(teams, values.team_id) : undefined;
  const linkPrefix = team ? `${origin}/team/${team.slug}/` : `${origin}/${username}/`;

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{isEdit ? t('dialog.editTitle') : t('dialog.newTitle')}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <form id={formId} onSubmit={save} noValidate>
          {serverError ? (
            <Alert.Root status="error" mb="4" role="alert">
              <Alert.Indicator />
              <Alert.Title>{message(serverError)}</Alert.Title>
            </Alert.Root>
          ) : null}
          <Tabs.Root
            value={tab}
            onValueChange={(details) => setTab(details.value as TabName)}
            colorPalette="brand"
            size="sm"
          >
            <Tabs.List overflowX="auto" mb="5">
              <Tabs.Trigger value="basic">{t('dialog.tabBasic')}</Tabs.Trigger>
              <Tabs.Trigger value="advanced">{t('dialog.tabAdvanced')}</Tabs.Trigger>
              <Tabs.Trigger value="reminders">{t('dialog.tabReminders')}</Tabs.Trigger>
              <Tabs.Trigger value="questions">{t('dialog.tabQuestions')}</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="basic">
              <EventTypeBasicTab
                values={values}
                errors={errors}
                onTitleChange={changeTitle}
                onSlugChange={changeSlug}
                onChange={changeBasic}
                titleRef={titleRef}
                linkPrefix={linkPrefix}
                schedules={schedules}
                googleAccounts={googleAccounts}
                googleAccountsLoaded={hostAccounts !== undefined}
                // A team type stays a team type (its team keeps it); other kinds are all offered.
                kinds={eventType?.team ? teamEventTypeKinds : undefined}
                teamFields={
                  <EventTypeTeamFields values={values} errors={errors} teams={teams} onChange={change} />
                }
              />
            </Tabs.Content>
            <Tabs.Content value="advanced">
              <EventTypeAdvancedTab values={values} errors={errors} onChange={change} />
              <WriteCalendarField
                eventTypeId={eventType?.id ?? null}
                value={writeCalendar}
                onChange={setWriteCalendar}
              />
              <Stack gap="6" mt="6">
                <EventTypeSharingSection
                  values={values}
                  onChange={change}
                  eventTypeId={eventType?.id ?? null}
                />
                <EventTypeChangePolicySection values={values} onChange={change} />
              </Stack>
            </Tabs.Content>
            <Tabs.Content value="reminders">
              <EventTypeRemindersTab values={values} errors={errors} onChange={change} />
            </Tabs.Content>
            <Tabs.Content value="questions">
              <EventTypeQuestionsTab values={values} errors={errors} onChange={change} />
            </Tabs.Content>
          </Tabs.Root>
        </form>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" form={formId} colorPalette="brand" loading={saving}>
          {t('common.save')}
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label={t('common.close')} />
      </Dialog.CloseTrigger>
    </>
  );
}
