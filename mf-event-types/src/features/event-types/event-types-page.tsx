import { apiErrorMessage } from '@slotwise/shared/api/api-error';
import { selectUser } from '@slotwise/shared/api/session.slice';
import type { ConnectedGoogleAccount, EventType } from '@slotwise/shared/contract/event-types.contract';
import { limits } from '@slotwise/shared/contract/limits.contract';
import { Link as RouterLink } from '@slotwise/shared/router';
import { useAppSelector } from '@slotwise/shared/store/hooks';
import {
  Alert,
  Box,
  Button,
  Center,
  Container,
  EmptyState,
  Field,
  HStack,
  Input,
  InputGroup,
  Link,
  NativeSelect,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
  VStack,
} from '@slotwise/shared/ui/chakra';
import { ConfirmDialog } from '@slotwise/shared/ui/confirm-dialog';
import { PageHeader } from '@slotwise/shared/ui/page-header';
import { toaster } from '@slotwise/shared/ui/toaster';
import { useDebouncedValue } from '@slotwise/shared/ui/use-debounced-value';
import { useMinimumLoading } from '@slotwise/shared/ui/use-minimum-loading';
import { CalendarClock, Plus, Search } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useEventTypesMessages, useRemoteMessage } from '../../app/event-types-catalogue';
import { useGetTeamsQuery } from '../teams/teams.api';
import { EmbedDialog } from './embed-dialog';
import { EventTypeCard } from './event-type-card';
import { EventTypeDialog } from './event-type-dialog';
import {
  countLine,
  filterEventTypes,
  hasActiveFilter,
  publicEventTypeUrl,
  type StatusFilter,
  teamEventTypeUrl,
} from './event-type-filters';
import { canManageEventType } from './event-type-team';
import {
  eventTypeFailures,
  useDeleteEventTypeMutation,
  useGetEventTypesQuery,
  useGetGoogleAccountOptionsQuery,
} from './event-types.api';

const noAccounts: ConnectedGoogleAccount[] = [];

/** The host's Google accounts (the Settings integrations call), plus any linked to a listed type. */
function filterAccounts(
  hostAccounts: readonly ConnectedGoogleAccount[],
  eventTypes: readonly EventType[],
): ConnectedGoogleAccount[] {
  const byId = new Map<string, ConnectedGoogleAccount>();
  for (const account of hostAccounts) byId.set(account.id, account);
  for (const eventType of eventTypes) {
    if (eventType.connected_google_account)
      byId.set(eventType.connected_google_account.id, eventType.connected_google_account);
  }
  return [...byId.values()];
}

/** Shows 'Copied!' on one card for 2 s after its link was copied. */
function useCopiedIndicator() {
  const [copiedId, setCopiedId] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  function markCopied(id: string) {
    clearTimeout(timer.current);
    setCopiedId(id);
    timer.current = setTimeout(() => setCopiedId(null), limits.copiedIndicatorMs);
  }
  return { copiedId, markCopied };
}

export function EventTypesPage() {
  const t = useEventTypesMessages();
  const message = useRemoteMessage();
  const username = useAppSelector(selectUser)?.username ?? '';
  const { data: eventTypes = [], error, isLoading, isFetching, isError, refetch } = useGetEventTypesQuery();
  const showSpinner = useMinimumLoading(isLoading || (isError && isFetching), limits.minLoadingMs);
  const [deleteEventType, deleteState] = useDeleteEventTypeMutation();
  // Roles decide who may edit a team type; the list carries the team's slug for its link.
  const { data: teams = [], isSuccess: rolesKnown } = useGetTeamsQuery();

  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput, limits.searchDebounceMs);
  const searching = searchInput !== search;
  const [status, setStatus] = useState<StatusFilter>('all');
  const [account, setAccount] = useState('all');

  const [dialog, setDialog] = useState<{ open: boolean; eventType: EventType | null }>({
    open: false,
    eventType: null,
  });
  const [toDelete, setToDelete] = useState<EventType | null>(null);
  const [toEmbed, setToEmbed] = useState<EventType | null>(null);
  const { copiedId, markCopied } = useCopiedIndicator();

  const filters = { search, status, account };
  const filtered = hasActiveFilter(filters);
  const shown = useMemo(
    () => filterEventTypes(eventTypes, { search, status, account }),
    [eventTypes, search, status, account],
  );
  const { data: hostAccounts = noAccounts } = useGetGoogleAccountOptionsQuery();
  const accounts = useMemo(() => filterAccounts(hostAccounts, eventTypes), [hostAccounts, eventTypes]);

  async function copyLink(eventType: EventType) {
    try {
      await navigator.clipboard.writeText(
        eventType.team
          ? teamEventTypeUrl(window.location.origin, eventType.team.slug, eventType.slug)
          : publicEventTypeUrl(window.location.origin, username, eventType.slug),
      );
      markCopied(eventType.id);
    } catch (copyError) {
      // docs/product.md#error-texts: copy-link failures are only logged.
      console.error('Copy link failed', copyError);
    }
  }

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      await deleteEventType(toDelete.id).unwrap();
      toaster.create({
        type: 'success',
        title: t('eventTypes.deleted'),
        description: toDelete.title,
        duration: 3000,
      });
      setToDelete(null);
    } catch (deleteError) {
      console.error(deleteError);
      toaster.create({
        type: 'error',
        title: message(apiErrorMessage(deleteError, eventTypeFailures.delete)),
        duration: 5000,
      });
    }
  }

  function content() {
    if (showSpinner) {
      return (
        <Center py="16">
          <Spinner role="status" size="lg" color="brand.solid" aria-label={t('eventTypes.loading')} />
        </Center>
      );
    }
    if (isError) {
      return (
        <Alert.Root status="error" alignItems="center" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{message(apiErrorMessage(error, eventTypeFailures.fetch))}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => refetch()}>
            {t('common.tryAgain')}
          </Button>
        </Alert.Root>
      );
    }
    if (shown.length === 0) {
      return (
        <EmptyState.Root borderWidth="1px" borderRadius="lg" bg="bg">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <CalendarClock aria-hidden />
            </EmptyState.Indicator>
            <VStack textAlign="center">
              {filtered ? (
                <>
                  <EmptyState.Title>{t('eventTypes.noneFound')}</EmptyState.Title>
                  <EmptyState.Description>{t('eventTypes.adjustFilters')}</EmptyState.Description>
                </>
              ) : (
                <>
                  <EmptyState.Title>{t('eventTypes.emptyTitle')}</EmptyState.Title>
                  <EmptyState.Description>{t('eventTypes.emptyDescription')}</EmptyState.Description>
                </>
              )}
            </VStack>
          </EmptyState.Content>
        </EmptyState.Root>
      );
    }
    return (
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        {shown.map((eventType) => (
          <Box as="li" key={eventType.id}>
            <EventTypeCard
              eventType={eventType}
              copied={copiedId === eventType.id}
              onCopyLink={() => copyLink(eventType)}
              canManage={canManageEventType(eventType, teams)}
              rolesKnown={rolesKnown}
              onEdit={() => setDialog({ open: true, eventType })}
              onDelete={() => setToDelete(eventType)}
              onEmbed={() => setToEmbed(eventType)}
            />
          </Box>
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Container maxW="7xl" py="8">
      <PageHeader
        title={t('eventTypes.title')}
        subtitle={t('eventTypes.subtitle')}
        actions={
          <Button colorPalette="brand" onClick={() => setDialog({ open: true, eventType: null })}>
            <Plus aria-hidden />
            {t('eventTypes.new')}
          </Button>
        }
      />
      <HStack gap="4" mb="4" wrap="wrap" fontSize="sm">
        <Link asChild colorPalette="brand" variant="underline">
          <RouterLink to="/dashboard/availability">{t('eventTypes.manageAvailabilities')}</RouterLink>
        </Link>
        <Link asChild colorPalette="brand" variant="underline">
          <RouterLink to="/dashboard/settings?tab=integrations">{t('eventTypes.manageGoogle')}</RouterLink>
        </Link>
      </HStack>
      <Stack
        direction={{ base: 'column', md: 'row' }}
        gap="3"
        mb="4"
        role="search"
        aria-label={t('eventTypes.filterLabel')}
      >
        <Field.Root flex="1">
          <Field.Label srOnly>{t('eventTypes.searchLabel')}</Field.Label>
          <InputGroup
            startElement={<Search size={16} aria-hidden />}
            endElement={
              searching ? (
                <Spinner role="status" size="xs" aria-label={t('eventTypes.searching')} />
              ) : undefined
            }
          >
            <Input
              type="search"
              value={searchInput}
              onChange={(event) => setSearchInput(event.target.value)}
              placeholder={t('eventTypes.searchPlaceholder')}
              bg="bg"
            />
          </InputGroup>
        </Field.Root>
        <HStack gap="3">
          <Field.Root w={{ base: 'full', md: '40' }}>
            <Field.Label srOnly>{t('eventTypes.statusLabel')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={status}
                onChange={(event) => setStatus(event.target.value as StatusFilter)}
                bg="bg"
              >
                <option value="all">{t('eventTypes.statusAll')}</option>
                <option value="active">{t('eventTypes.statusActive')}</option>
                <option value="inactive">{t('eventTypes.statusInactive')}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root w={{ base: 'full', md: '52' }}>
            <Field.Label srOnly>{t('eventTypes.accountLabel')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={account}
                onChange={(event) => setAccount(event.target.value)}
                bg="bg"
              >
                <option value="all">{t('eventTypes.accountAll')}</option>
                <option value="none">{t('eventTypes.accountNone')}</option>
                {accounts.map((linked) => (
                  <option key={linked.id} value={linked.id}>
                    {linked.email}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </HStack>
      </Stack>
      {!showSpinner && !isError && eventTypes.length > 0 ? (
        <Text color="fg.muted" fontSize="sm" mb="4" aria-live="polite">
          {countLine(shown.length, eventTypes.length, filtered, t)}
        </Text>
      ) : null}
      {content()}
      <EventTypeDialog
        open={dialog.open}
        eventType={dialog.eventType}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
      />
      <EmbedDialog eventType={toEmbed} username={username} onClose={() => setToEmbed(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        title={t('deleteDialog.title', { title: toDelete?.title ?? '' })}
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        busy={deleteState.isLoading}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      >
        <Text>{t('deleteDialog.body')}</Text>
      </ConfirmDialog>
    </Container>
  );
}
