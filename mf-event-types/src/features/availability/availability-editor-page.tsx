import { apiErrorMessage } from '@slotwise/shared/api/api-error';
import { Link as RouterLink, useNavigate, useParams } from '@slotwise/shared/router';
import {
  Alert,
  Button,
  Card,
  Center,
  Container,
  Field,
  Heading,
  HStack,
  Input,
  Spinner,
  Stack,
  Text,
} from '@slotwise/shared/ui/chakra';
import { PageHeader } from '@slotwise/shared/ui/page-header';
import { toaster } from '@slotwise/shared/ui/toaster';
import { type FormEvent, useCallback, useRef, useState } from 'react';
import { useEventTypesMessages, useRemoteMessage } from '../../app/event-types-catalogue';
import {
  availabilityFailures,
  useCreateAvailabilityMutation,
  useGetAvailabilityQuery,
  useUpdateAvailabilityMutation,
} from './availability.api';
import { DateOverridesEditor } from './date-overrides-editor';
import {
  draftFromAvailability,
  newScheduleDraft,
  type ScheduleDraft,
  type ScheduleErrors,
  validateSchedule,
} from './schedule-form';
import { TimeZoneSelect } from './time-zone-select';
import { type UpdateDraft, WeekEditor } from './week-editor';

const noErrors: ScheduleErrors = {};

const listPath = '/dashboard/availability';

/** The shared create (/new) and edit (/:id) screen of an availability schedule. */
export function AvailabilityEditorPage() {
  const { id } = useParams();
  const editing = id !== undefined && id !== 'new';
  const { data, error, isLoading, refetch } = useGetAvailabilityQuery(id ?? '', { skip: !editing });
  const t = useEventTypesMessages();
  const message = useRemoteMessage();

  if (!editing) return <ScheduleForm key="new" initial={newScheduleDraft()} />;
  if (isLoading) {
    return (
      <Container maxW="4xl" py="8">
        <PageHeader title={t('editor.editTitle')} />
        <Center py="16">
          <Spinner role="status" size="lg" color="brand.solid" aria-label={t('editor.loading')} />
        </Center>
      </Container>
    );
  }
  if (!data) {
    return (
      <Container maxW="4xl" py="8">
        <PageHeader title={t('editor.editTitle')} />
        <Alert.Root status="error" role="alert" alignItems="center">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>
              {message(apiErrorMessage(error, availabilityFailures.fetch))}
            </Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => refetch()}>
            {t('common.tryAgain')}
          </Button>
        </Alert.Root>
      </Container>
    );
  }
  return <ScheduleForm key={data.id} id={data.id} initial={draftFromAvailability(data)} />;
}

function ScheduleForm({ id, initial }: { id?: string; initial: ScheduleDraft }) {
  const navigate = useNavigate();
  const t = useEventTypesMessages();
  const message = useRemoteMessage();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<ScheduleErrors>(noErrors);
  const [serverError, setServerError] = useState<string | null>(null);
  const [createAvailability, createState] = useCreateAvailabilityMutation();
  const [updateAvailability, updateState] = useUpdateAvailabilityMutation();
  const formRef = useRef<HTMLFormElement>(null);

  // Errors are placed by position, so any edit clears them until the next save.
  const update = useCallback<UpdateDraft>((change) => {
    setDraft(change);
    setErrors((current) => (Object.keys(current).length === 0 ? current : noErrors));
  }, []);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setServerError(null);
    const result = validateSchedule(draft);
    if (!result.ok) {
      setErrors(result.errors);
      // After the errors render, take keyboard users to the first one.
      requestAnimationFrame(() => {
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      });
      return;
    }
    try {
      if (id) await updateAvailability({ id, body: result.payload }).unwrap();
      else await createAvailability(result.payload).unwrap();
      toaster.create({
        type: 'success',
        title: id ? t('editor.updated') : t('editor.created'),
        description: result.payload.name,
        duration: 3000,
      });
      navigate(listPath);
    } catch (saveError) {
      console.error(saveError);
      setServerError(
        apiErrorMessage(saveError, id ? availabilityFailures.update : availabilityFailures.create),
      );
    }
  }

  const saving = createState.isLoading || updateState.isLoading;
  const errorCount = Object.keys(errors).length;

  return (
    <Container maxW="4xl" py="8">
      <PageHeader title={id ? t('editor.editTitle') : t('editor.newTitle')} subtitle={t('editor.subtitle')} />
      <form ref={formRef} onSubmit={save} noValidate>
        <Stack gap="6">
          {serverError ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{message(serverError)}</Alert.Title>
            </Alert.Root>
          ) : null}
          {errorCount > 0 ? (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{t('editor.fixHighlighted')}</Alert.Title>
            </Alert.Root>
          ) : null}
          <Card.Root>
            <Card.Body gap="5">
              <Field.Root invalid={Boolean(errors.name)} required>
                <Field.Label>
                  {t('editor.name')}
                  <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  value={draft.name}
                  onChange={(event) => {
                    const name = event.target.value;
                    update((current) => ({ ...current, name }));
                  }}
                  placeholder={t('editor.namePlaceholder')}
                />
                <Field.ErrorText>{errors.name ? message(errors.name) : null}</Field.ErrorText>
              </Field.Root>
              <TimeZoneSelect
                value={draft.time_zone}
                onChange={(time_zone) => update((current) => ({ ...current, time_zone }))}
                error={errors.time_zone ? message(errors.time_zone) : undefined}
              />
            </Card.Body>
          </Card.Root>
          <Card.Root>
            <Card.Header>
              <Heading as="h2" size="md">
                {t('editor.weeklyHours')}
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {t('editor.weeklyHoursHelp')}
              </Text>
            </Card.Header>
            <Card.Body>
              <WeekEditor days={draft.days} errors={errors} update={update} />
            </Card.Body>
          </Card.Root>
          <Card.Root>
            <Card.Header>
              <Heading as="h2" size="md">
                {t('editor.dateOverrides')}
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {t('editor.dateOverridesHelp')}
              </Text>
            </Card.Header>
            <Card.Body>
              <DateOverridesEditor overrides={draft.overrides} errors={errors} update={update} />
            </Card.Body>
          </Card.Root>
          {errors.form ? (
            <Text color="fg.error" role="alert">
              {message(errors.form)}
            </Text>
          ) : null}
          <HStack justify="flex-end" gap="3">
            <Button asChild variant="outline">
              <RouterLink to={listPath}>{t('common.cancel')}</RouterLink>
            </Button>
            <Button type="submit" colorPalette="brand" loading={saving}>
              {t('common.save')}
            </Button>
          </HStack>
        </Stack>
      </form>
    </Container>
  );
}
