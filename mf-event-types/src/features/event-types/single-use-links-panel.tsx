import { apiErrorMessage } from '@slotwise/shared/api/api-error';
import {
  type CreatedSingleUseLink,
  privateSharingMessages,
  type SingleUseLink,
} from '@slotwise/shared/contract/private-sharing.contract';
import { activeLocaleTag } from '@slotwise/shared/datetime/date-locale';
import {
  Alert,
  Badge,
  Button,
  Code,
  HStack,
  Input,
  List,
  SimpleGrid,
  Stack,
  Text,
} from '@slotwise/shared/ui/chakra';
import { toaster } from '@slotwise/shared/ui/toaster';
import { useState } from 'react';
import { useEventTypesMessages } from '../../app/event-types-catalogue';
import { FormField } from './form-field';
import {
  useCreateSingleUseLinkMutation,
  useGetSingleUseLinksQuery,
  useRevokeSingleUseLinkMutation,
} from './single-use-links.api';

const statusColors: Record<SingleUseLink['status'], string> = {
  active: 'green',
  used: 'gray',
  expired: 'orange',
  revoked: 'red',
};

function formatDate(value: string): string {
  return new Intl.DateTimeFormat(activeLocaleTag(), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(value),
  );
}

/**
 * The type's single-use links (docs/product.md#private-sharing): make one (shown once, to copy),
 * see which were used, revoke an unused one. Buttons, not a form: it sits inside the dialog's form.
 */
export function SingleUseLinksPanel({ eventTypeId }: { eventTypeId: string | null }) {
  const t = useEventTypesMessages();
  if (!eventTypeId) {
    return (
      <Stack gap="1">
        <Text fontWeight="medium">{t('links.heading')}</Text>
        <Text color="fg.muted" fontSize="sm">
          {t('links.saveFirst')}
        </Text>
      </Stack>
    );
  }
  return <LinksOfType eventTypeId={eventTypeId} />;
}

function LinksOfType({ eventTypeId }: { eventTypeId: string }) {
  const t = useEventTypesMessages();
  const { data: links = [], isLoading } = useGetSingleUseLinksQuery(eventTypeId);
  const [createLink, createState] = useCreateSingleUseLinkMutation();
  const [revokeLink] = useRevokeSingleUseLinkMutation();
  const [label, setLabel] = useState('');
  const [expires, setExpires] = useState('');
  const [created, setCreated] = useState<CreatedSingleUseLink | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function make() {
    setFailure(null);
    try {
      const link = await createLink({
        eventTypeId,
        body: { label: label.trim() || null, expires_at: expires ? new Date(expires).toISOString() : null },
      }).unwrap();
      setCreated(link);
      setLabel('');
      setExpires('');
    } catch (error) {
      // The API speaks English: its one message the host can act on is said in the page's language.
      const past = apiErrorMessage(error, '') === privateSharingMessages.expiresInPast;
      setFailure(past ? t('links.expiresInPast') : t('links.failed'));
    }
  }

  async function copy(url: string) {
    await navigator.clipboard.writeText(url);
    toaster.create({ type: 'success', title: t('links.copied'), duration: 3000 });
  }

  return (
    <Stack gap="3" aria-labelledby="single-use-links-heading" role="group">
      <Text id="single-use-links-heading" fontWeight="medium">
        {t('links.heading')}
      </Text>
      <Text color="fg.muted" fontSize="sm">
        {t('links.intro')}
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <FormField label={t('links.label')}>
          <Input value={label} maxLength={120} onChange={(event) => setLabel(event.target.value)} />
        </FormField>
        <FormField label={t('links.expires')}>
          <Input type="datetime-local" value={expires} onChange={(event) => setExpires(event.target.value)} />
        </FormField>
      </SimpleGrid>
      <HStack>
        <Button type="button" size="sm" variant="outline" onClick={make} loading={createState.isLoading}>
          {t('links.create')}
        </Button>
      </HStack>
      {failure ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{failure}</Alert.Title>
        </Alert.Root>
      ) : null}
      {created ? (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('links.created')}</Alert.Title>
            <Alert.Description>
              <Code wordBreak="break-all">{created.url}</Code>
            </Alert.Description>
          </Alert.Content>
          <Button type="button" size="xs" onClick={() => copy(created.url)}>
            {t('links.copy')}
          </Button>
        </Alert.Root>
      ) : null}
      {!isLoading && links.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {t('links.none')}
        </Text>
      ) : (
        <List.Root variant="plain" gap="2" aria-label={t('links.heading')}>
          {links.map((link) => {
            const name = link.label ?? t('links.noLabel');
            return (
              <List.Item key={link.id} display="flex" alignItems="center" gap="3" flexWrap="wrap">
                <Text flex="1" minW="40">
                  {name}
                </Text>
                <Badge colorPalette={statusColors[link.status]}>{t(`links.status.${link.status}`)}</Badge>
                <Text fontSize="sm" color="fg.muted">
                  {link.used_at
                    ? t('links.usedAt', { date: formatDate(link.used_at) })
                    : link.expires_at
                      ? t('links.expiresAt', { date: formatDate(link.expires_at) })
                      : ''}
                </Text>
                {link.status === 'active' ? (
                  <Button
                    type="button"
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={t('links.revokeNamed', { name })}
                    onClick={() => revokeLink({ eventTypeId, id: link.id })}
                  >
                    {t('links.revoke')}
                  </Button>
                ) : null}
              </List.Item>
            );
          })}
        </List.Root>
      )}
    </Stack>
  );
}
