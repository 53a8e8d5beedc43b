import { tokenRefreshed } from '@slotwise/shared/api/session.slice';
import { storeToken } from '@slotwise/shared/api/session-storage';
import { useAppDispatch } from '@slotwise/shared/store/hooks';
import { Badge, Button, Card, Heading, HStack, Stack, Table, Text } from '@slotwise/shared/ui/chakra';
import { useSettingsMessages } from '../../app/settings-catalogue';
import { formatInstant } from '../developers/format-instant';
import {
  useEndOtherSessionsMutation,
  useEndSessionMutation,
  useGetSessionsQuery,
} from './account-security.api';
import { useGetSettingsQuery } from './settings.api';

/**
 * The account's sessions and its API keys' last use (docs/product.md#sessions): any session can
 * be ended, or every one but this.
 */
export function SessionsSection({ onEnded }: { onEnded: (text: string | null, failed?: boolean) => void }) {
  const t = useSettingsMessages();
  const sessions = useGetSessionsQuery();
  const zone = useGetSettingsQuery().data?.time_zone ?? 'UTC';
  const [endSession, endState] = useEndSessionMutation();
  const [endOthers, othersState] = useEndOtherSessionsMutation();
  const dispatch = useAppDispatch();
  const when = (instant: string) => formatInstant(instant, zone);

  const end = async (id: string) => {
    try {
      await endSession(id).unwrap();
      onEnded(t('sessions.ended'));
    } catch {
      onEnded(t('sessions.endFailed'), true);
    }
  };
  const others = async () => {
    try {
      // This session goes on with the new token the API answers (docs/product.md#taking-credentials-back).
      const answer = await endOthers().unwrap();
      storeToken(answer.access_token);
      dispatch(tokenRefreshed(answer.access_token));
      onEnded(t('sessions.othersEnded'));
    } catch {
      onEnded(t('sessions.endFailed'), true);
    }
  };

  const list = sessions.data?.sessions ?? [];
  const keys = sessions.data?.api_keys ?? [];
  return (
    <Card.Root variant="outline" as="section" aria-labelledby="security-session-list-heading">
      <Card.Body gap="4">
        <Heading as="h2" size="md" id="security-session-list-heading">
          {t('sessions.heading')}
        </Heading>
        <Text color="fg.muted">{t('sessions.intro')}</Text>
        <Stack gap="3" as="ul" listStyleType="none" aria-label={t('sessions.heading')}>
          {list.map((session) => {
            const device = [
              session.browser ?? t('sessions.unknownBrowser'),
              session.system ?? t('sessions.unknownSystem'),
            ].join(' · ');
            return (
              <HStack
                as="li"
                key={session.id}
                justify="space-between"
                gap="3"
                flexWrap="wrap"
                borderWidth="1px"
                borderRadius="md"
                p="3"
                data-testid="session-row"
              >
                <Stack gap="0.5">
                  <HStack gap="2">
                    <Text fontWeight="medium">{device}</Text>
                    {session.current ? <Badge colorPalette="green">{t('sessions.thisDevice')}</Badge> : null}
                  </HStack>
                  <Text textStyle="sm" color="fg.muted">
                    {t('sessions.network', { network: session.ip_prefix ?? t('sessions.unknownNetwork') })}
                  </Text>
                  <Text textStyle="sm" color="fg.muted">
                    {t('sessions.seen', {
                      first: when(session.created_at),
                      last: when(session.last_seen_at),
                    })}
                  </Text>
                </Stack>
                {session.current ? null : (
                  <Button
                    size="sm"
                    variant="outline"
                    colorPalette="red"
                    loading={endState.isLoading && endState.originalArgs === session.id}
                    onClick={() => end(session.id)}
                    aria-label={t('sessions.endNamed', { device })}
                  >
                    {t('sessions.end')}
                  </Button>
                )}
              </HStack>
            );
          })}
        </Stack>
        {list.length > 1 ? (
          <Button
            alignSelf="flex-start"
            variant="outline"
            colorPalette="red"
            onClick={others}
            loading={othersState.isLoading}
          >
            {t('sessions.endOthers')}
          </Button>
        ) : null}
        <Heading as="h3" size="sm">
          {t('sessions.keysHeading')}
        </Heading>
        {keys.length === 0 ? (
          <Text color="fg.muted">{t('sessions.noKeys')}</Text>
        ) : (
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('sessions.keyName')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('sessions.keyLastUsed')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {keys.map((key) => (
                <Table.Row key={key.id}>
                  <Table.Cell>
                    {key.name}{' '}
                    <Text as="span" color="fg.muted">
                      ({key.prefix}…)
                    </Text>
                  </Table.Cell>
                  <Table.Cell>
                    {key.last_used_at ? when(key.last_used_at) : t('sessions.neverUsed')}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}
