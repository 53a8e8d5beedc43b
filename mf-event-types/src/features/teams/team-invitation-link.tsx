import { apiErrorMessage, isApiError } from '@slotwise/shared/api/api-error';
import { selectUser } from '@slotwise/shared/api/session.slice';
import { useAppSelector } from '@slotwise/shared/store/hooks';
import {
  Alert,
  Badge,
  Button,
  Card,
  Heading,
  HStack,
  Spinner,
  Stack,
  Text,
} from '@slotwise/shared/ui/chakra';
import { toaster } from '@slotwise/shared/ui/toaster';
import { type ReactNode, useState } from 'react';
import { useEventTypesMessages, useRemoteMessage } from '../../app/event-types-catalogue';
import { InvitationAnswerButtons } from './team-invitations';
import {
  teamFailures,
  useAcceptLinkedInvitationMutation,
  useDeclineLinkedInvitationMutation,
  useGetLinkedInvitationQuery,
} from './teams.api';

interface TeamInvitationLinkProps {
  /** The secret of the mail's link (`?invitation=`). */
  token: string;
  /** Called once the invitation is answered (or dismissed): the page drops the secret from its address. */
  onDone: () => void;
}

/**
 * The invitation a mail's link opened (docs/product.md#team-invitations): the link proves its
 * holder received the mail, so the signed-in account accepts it whatever its own address.
 */
export function TeamInvitationLink({ token, onDone }: TeamInvitationLinkProps) {
  const t = useEventTypesMessages();
  const message = useRemoteMessage();
  const account = useAppSelector(selectUser);
  const { data: invitation, error, isLoading } = useGetLinkedInvitationQuery(token);
  const [accept, acceptState] = useAcceptLinkedInvitationMutation();
  const [decline, declineState] = useDeclineLinkedInvitationMutation();
  const [busy, setBusy] = useState(false);

  async function run(action: 'accept' | 'decline') {
    setBusy(true);
    try {
      if (action === 'accept') {
        const team = await accept(token).unwrap();
        toaster.create({
          type: 'success',
          title: t('teams.success'),
          description: t('invitations.joined', { team: team.name }),
          duration: 5000,
        });
      } else {
        const answer = await decline(token).unwrap();
        toaster.create({
          type: 'success',
          title: t('teams.success'),
          description: message(answer.message),
          duration: 5000,
        });
      }
      onDone();
    } catch (actionError) {
      toaster.create({
        type: 'error',
        title: t('teams.error'),
        description: linkError(actionError, action === 'accept' ? teamFailures.accept : teamFailures.decline),
        duration: 5000,
      });
    } finally {
      setBusy(false);
    }
  }

  /** A spent or unknown secret reads as such; the server's other messages (expired) as they are. */
  function linkError(failure: unknown, fallback: string): string {
    if (isApiError(failure) && failure.status === 404) return t('linkInvitation.notFound');
    return message(apiErrorMessage(failure, fallback));
  }

  let body: ReactNode;
  if (isLoading) {
    body = <Spinner size="md" color="brand.solid" aria-label={t('linkInvitation.loading')} />;
  } else if (error || !invitation) {
    body = (
      <Stack gap="3" align="flex-start">
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Description>{linkError(error, teamFailures.link)}</Alert.Description>
        </Alert.Root>
        <Button size="sm" variant="outline" onClick={onDone}>
          {t('linkInvitation.dismiss')}
        </Button>
      </Stack>
    );
  } else {
    const role = t(`role.${invitation.role}`);
    const otherAddress = account !== null && account.email.toLowerCase() !== invitation.email.toLowerCase();
    body = (
      <Stack gap="3">
        <HStack gap="2" flexWrap="wrap">
          <Text fontWeight="medium" wordBreak="break-word">
            {invitation.team_name}
          </Text>
          <Badge variant="subtle">{role}</Badge>
        </HStack>
        <Text>
          {invitation.invited_by
            ? t('linkInvitation.lead', { name: invitation.invited_by, team: invitation.team_name, role })
            : t('linkInvitation.leadNoInviter', { team: invitation.team_name, role })}
        </Text>
        {otherAddress ? (
          <Text color="fg.muted" fontSize="sm">
            {t('linkInvitation.otherAddress', { email: invitation.email, account: account.email })}
          </Text>
        ) : null}
        <InvitationAnswerButtons
          busy={busy}
          accepting={acceptState.isLoading}
          declining={declineState.isLoading}
          onAnswer={run}
        />
      </Stack>
    );
  }

  return (
    <Card.Root as="section" aria-labelledby="team-invitation-link-title" mb="6">
      <Card.Header>
        <Heading as="h2" size="lg" id="team-invitation-link-title">
          {t('linkInvitation.title')}
        </Heading>
      </Card.Header>
      <Card.Body pt="2">{body}</Card.Body>
    </Card.Root>
  );
}
