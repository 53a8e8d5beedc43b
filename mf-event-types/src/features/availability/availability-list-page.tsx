import { apiErrorMessage } from '@slotwise/shared/api/api-error';
import type { Availability } from '@slotwise/shared/contract/availability.contract';
import { Link as RouterLink } from '@slotwise/shared/router';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Center,
  Container,
  EmptyState,
  Heading,
  HStack,
  LinkBox,
  LinkOverlay,
  Spinner,
  Stack,
  Text,
  VStack,
} from '@slotwise/shared/ui/chakra';
import { ConfirmDialog } from '@slotwise/shared/ui/confirm-dialog';
import { PageHeader } from '@slotwise/shared/ui/page-header';
import { toaster } from '@slotwise/shared/ui/toaster';
import { CalendarClock, Globe, Plus } from 'lucide-react';
import { useState } from 'react';
import { useEventTypesMessages, useRemoteMessage } from '../../app/event-types-catalogue';
import {
  availabilityFailures,
  useDeleteAvailabilityMutation,
  useGetAvailabilitiesQuery,
  useSetDefaultAvailabilityMutation,
} from './availability.api';
import { MeetingLimitsSection } from './meeting-limits-section';
import { OutOfOfficeSection } from './out-of-office-section';
import { useScheduleWords } from './use-schedule-words';
import { weeklyHoursSummary } from './weekly-hours-summary';

export function AvailabilityListPage() {
  const t = useEventTypesMessages();
  const message = useRemoteMessage();
  const { summary } = useScheduleWords();
  const overridesLine = (schedule: Availability): string | null =>
    schedule.overrides.length === 0
      ? null
      : t('availability.overrides', { count: schedule.overrides.length });
  const { data: schedules = [], error, isLoading, isError, refetch } = useGetAvailabilitiesQuery();
  const [setDefault, setDefaultState] = useSetDefaultAvailabilityMutation();
  const [deleteAvailability, deleteState] = useDeleteAvailabilityMutation();
  const [toDelete, setToDelete] = useState<Availability | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  async function makeDefault(schedule: Availability) {
    try {
      await setDefault(schedule.id).unwrap();
      toaster.create({
        type: 'success',
        title: t('availability.nowDefault', { name: schedule.name }),
        duration: 3000,
      });
    } catch (setError) {
      console.error(setError);
      toaster.create({
        type: 'error',
        title: message(apiErrorMessage(setError, availabilityFailures.setDefault)),
        duration: 5000,
      });
    }
  }

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleteError(null);
    try {
      await deleteAvailability(toDelete.id).unwrap();
      toaster.create({
        type: 'success',
        title: t('availability.deleted'),
        description: toDelete.name,
        duration: 3000,
      });
      setToDelete(null);
    } catch (failure) {
      // The API refuses a schedule in use or the last one (docs/product.md#availability): say why, in place.
      console.error(failure);
      setDeleteError(apiErrorMessage(failure, availabilityFailures.delete));
    }
  }

  function content() {
    if (isLoading) {
      return (
        <Center py="16">
          <Spinner role="status" size="lg" color="brand.solid" aria-label={t('availability.loading')} />
        </Center>
      );
    }
    if (isError) {
      return (
        <Alert.Root status="error" role="alert" alignItems="center">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>
              {message(apiErrorMessage(error, availabilityFailures.fetchList))}
            </Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => refetch()}>
            {t('common.tryAgain')}
          </Button>
        </Alert.Root>
      );
    }
    if (schedules.length === 0) {
      return (
        <EmptyState.Root borderWidth="1px" borderRadius="lg" bg="bg">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <CalendarClock aria-hidden />
            </EmptyState.Indicator>
            <VStack textAlign="center">
              <EmptyState.Title>{t('availability.emptyTitle')}</EmptyState.Title>
              <EmptyState.Description>{t('availability.emptyDescription')}</EmptyState.Description>
            </VStack>
          </EmptyState.Content>
        </EmptyState.Root>
      );
    }
    return (
      <Stack as="ul" listStyleType="none" gap="3">
        {schedules.map((schedule) => (
          <Box as="li" key={schedule.id}>
            <LinkBox as="article">
              <Card.Root size="sm" _hover={{ borderColor: 'brand.emphasized' }}>
                <Card.Body>
                  <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="3">
                    <Stack gap="1" minW="0">
                      <HStack gap="2" wrap="wrap">
                        <Heading as="h2" size="md">
                          <LinkOverlay asChild>
                            <RouterLink to={`/dashboard/availability/${schedule.id}`}>
                              {schedule.name}
                            </RouterLink>
                          </LinkOverlay>
                        </Heading>
                        {schedule.is_default ? (
                          <Badge colorPalette="brand">{t('availability.default')}</Badge>
                        ) : null}
                      </HStack>
                      <Text color="fg.muted">{weeklyHoursSummary(schedule.slots, summary)}</Text>
                      <HStack gap="3" fontSize="sm" color="fg.muted" wrap="wrap">
                        <HStack gap="1">
                          <Globe size={14} aria-hidden />
                          <Text>{schedule.time_zone.replaceAll('_', ' ')}</Text>
                        </HStack>
                        {overridesLine(schedule) ? <Text>{overridesLine(schedule)}</Text> : null}
                      </HStack>
                    </Stack>
                    {/* Above the link overlay, so these stay their own click targets. */}
                    <HStack
                      gap="2"
                      position="relative"
                      zIndex="1"
                      alignSelf={{ md: 'center' }}
                      flexShrink={0}
                    >
                      {schedule.is_default ? null : (
                        <Button
                          size="sm"
                          variant="outline"
                          loading={setDefaultState.isLoading && setDefaultState.originalArgs === schedule.id}
                          onClick={() => makeDefault(schedule)}
                          aria-label={t('availability.setDefaultLabel', { name: schedule.name })}
                        >
                          {t('availability.setDefault')}
                        </Button>
                      )}
                      <Button
                        size="sm"
                        variant="ghost"
                        colorPalette="red"
                        onClick={() => {
                          setDeleteError(null);
                          setToDelete(schedule);
                        }}
                        aria-label={t('availability.deleteLabel', { name: schedule.name })}
                      >
                        {t('common.delete')}
                      </Button>
                    </HStack>
                  </Stack>
                </Card.Body>
              </Card.Root>
            </LinkBox>
          </Box>
        ))}
      </Stack>
    );
  }

  return (
    <Container maxW="5xl" py="8">
      <PageHeader
        title={t('availability.title')}
        subtitle={t('availability.subtitle')}
        actions={
          <Button asChild colorPalette="brand">
            <RouterLink to="/dashboard/availability/new">
              <Plus aria-hidden />
              {t('availability.new')}
            </RouterLink>
          </Button>
        }
      />
      {content()}
      <MeetingLimitsSection />
      <OutOfOfficeSection />
      <ConfirmDialog
        open={toDelete !== null}
        title={
          toDelete
            ? t('availability.deleteTitle', { name: toDelete.name })
            : t('availability.deleteScheduleTitle')
        }
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        busy={deleteState.isLoading}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      >
        <Stack gap="3">
          <Text>{t('availability.deleteBody')}</Text>
          {deleteError ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{message(deleteError)}</Alert.Title>
            </Alert.Root>
          ) : null}
        </Stack>
      </ConfirmDialog>
    </Container>
  );
}
