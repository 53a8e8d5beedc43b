import type { EventType } from '@slotwise/shared/contract/event-types.contract';
import { locationName } from '@slotwise/shared/i18n/common-catalogue';
import {
  Avatar,
  Badge,
  Card,
  Heading,
  HStack,
  IconButton,
  Menu,
  Portal,
  Stack,
  Text,
} from '@slotwise/shared/ui/chakra';
import { Clock, Code, Copy, EllipsisVertical, Link2, MapPin, Pencil, Trash2, Users } from 'lucide-react';
import { useEventTypesMessages } from '../../app/event-types-catalogue';

interface EventTypeCardProps {
  eventType: EventType;
  /** True for the 2 s after its link was copied. */
  copied: boolean;
  onCopyLink: () => void;
  /** False for a team type of a team the user only belongs to: no edit, no delete. */
  canManage?: boolean;
  /** False until the user's team roles arrived: no note about them yet. */
  rolesKnown?: boolean;
  onEdit: () => void;
  onDelete: () => void;
  /** Opens the Embed dialog (embed-dialog.tsx). */
  onEmbed?: () => void;
}

function GoogleAccountLine({ eventType }: { eventType: EventType }) {
  const account = eventType.connected_google_account;
  const t = useEventTypesMessages();
  if (!account) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {t('card.noGoogleAccount')}
      </Text>
    );
  }
  const scopes = [
    account.scopes.calendar && t('card.scopeCalendar'),
    account.scopes.calendar_events && t('card.scopeEvents'),
  ].filter(Boolean);
  return (
    <HStack gap="2" minW="0">
      <Avatar.Root size="2xs">
        <Avatar.Fallback name={account.name ?? account.email} />
        {account.avatar ? <Avatar.Image src={account.avatar} alt="" /> : null}
      </Avatar.Root>
      <Stack gap="0" minW="0">
        <HStack gap="1">
          <Text fontSize="sm" fontWeight="medium" truncate>
            {account.name ?? account.email}
          </Text>
          {account.is_primary ? (
            <Badge size="xs" colorPalette="brand">
              {t('card.primary')}
            </Badge>
          ) : null}
        </HStack>
        <Text fontSize="xs" color="fg.muted" truncate>
          {account.email}
        </Text>
      </Stack>
      {scopes.map((scope) => (
        <Badge key={String(scope)} size="xs" variant="outline">
          {scope}
        </Badge>
      ))}
    </HStack>
  );
}

export function EventTypeCard({
  eventType,
  copied,
  onCopyLink,
  canManage = true,
  rolesKnown = true,
  onEdit,
  onDelete,
  onEmbed,
}: EventTypeCardProps) {
  const t = useEventTypesMessages();
  return (
    <Card.Root
      as="article"
      size="sm"
      h="full"
      borderTopWidth="4px"
      borderTopColor={eventType.public ? 'brand.solid' : 'border'}
    >
      <Card.Header>
        <HStack justify="space-between" align="start" gap="2">
          <Stack gap="1" minW="0">
            <Heading as="h2" size="md" wordBreak="break-word">
              {eventType.title}
            </Heading>
            <HStack gap="2" wrap="wrap">
              <Badge colorPalette={eventType.public ? 'green' : 'gray'}>
                {eventType.public ? t('card.active') : t('card.inactive')}
              </Badge>
              {eventType.team ? (
                <Badge colorPalette="purple" variant="subtle" maxW="full">
                  <Users aria-hidden size={12} />
                  <Text as="span" truncate>
                    {t('card.team', { team: eventType.team.name })}
                  </Text>
                </Badge>
              ) : null}
              {copied ? (
                <Text fontSize="sm" color="green.fg" role="status">
                  {t('card.copied')}
                </Text>
              ) : null}
            </HStack>
          </Stack>
          <Menu.Root
            onSelect={(details) => {
              if (details.value === 'copy') onCopyLink();
              if (details.value === 'embed') onEmbed?.();
              if (details.value === 'edit') onEdit();
              if (details.value === 'delete') onDelete();
            }}
          >
            <Menu.Trigger asChild>
              <IconButton
                aria-label={t('card.actions', { title: eventType.title })}
                variant="ghost"
                size="sm"
              >
                <EllipsisVertical />
              </IconButton>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content>
                  <Menu.Item value="copy">
                    <Copy aria-hidden />
                    {t('card.copyLink')}
                  </Menu.Item>
                  {onEmbed ? (
                    <Menu.Item value="embed">
                      <Code aria-hidden />
                      {t('card.embed')}
                    </Menu.Item>
                  ) : null}
                  {canManage ? (
                    <>
                      <Menu.Item value="edit">
                        <Pencil aria-hidden />
                        {t('card.edit')}
                      </Menu.Item>
                      <Menu.Item
                        value="delete"
                        color="fg.error"
                        _hover={{ bg: 'bg.error', color: 'fg.error' }}
                      >
                        <Trash2 aria-hidden />
                        {t('card.delete')}
                      </Menu.Item>
                    </>
                  ) : null}
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        </HStack>
      </Card.Header>
      <Card.Body gap="3">
        <Text color={eventType.description ? 'fg' : 'fg.muted'} lineClamp={3}>
          {eventType.description || t('card.noDescription')}
        </Text>
        <HStack gap="4" wrap="wrap" fontSize="sm" color="fg.muted">
          <HStack gap="1">
            <Clock size={16} aria-hidden />
            <Text>{t('common.minutesShort', { count: eventType.duration })}</Text>
          </HStack>
          <HStack gap="1" minW="0">
            <Link2 size={16} aria-hidden />
            <Text truncate>
              {eventType.team ? `/team/${eventType.team.slug}/${eventType.slug}` : `/${eventType.slug}`}
            </Text>
          </HStack>
          <HStack gap="1">
            <MapPin size={16} aria-hidden />
            <Text>{locationName(eventType.location)}</Text>
          </HStack>
        </HStack>
      </Card.Body>
      <Card.Footer borderTopWidth="1px" pt="3" flexDirection="column" alignItems="start" gap="2">
        <GoogleAccountLine eventType={eventType} />
        {canManage || !rolesKnown ? null : (
          <Text fontSize="sm" color="fg.muted">
            {t('card.teamReadOnly', { team: eventType.team?.name ?? '' })}
          </Text>
        )}
      </Card.Footer>
    </Card.Root>
  );
}
