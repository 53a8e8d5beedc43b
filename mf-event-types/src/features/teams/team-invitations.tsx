import { apiErrorMessage } from '@slotwise/shared/api/api-error';
import type { TeamInvitation } from '@slotwise/shared/contract/teams.contract';
import { Badge, Button, Card, Heading, HStack, Stack, Text } from '@slotwise/shared/ui/chakra';
import { toaster } from '@slotwise/shared/ui/toaster';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { useEventTypesMessages, useRemoteMessage } from '../../app/event-types-catalogue';
import {
  teamFailures,
  useAcceptTeamInvitationMutation,
  useDeclineTeamInvitationMutation,
  useGetTeamInvitationsQuery,
} from './teams.api';

/**
 * The signed-in user's pending invitations: nobody joins a team until they accept here
 * (docs/api.md#teams). Renders nothing while there is none.
 */
export function TeamInvitations() {
  const t = useEventTypesMessages();
  const { data: invitations } = useGetTeamInvitationsQuery();
  if (!invitations || invitations.length === 0) return null;
  return (
    <Card.Root as="section" aria-labelledby="team-invitations-title" mb="6">
      <Card.Header>
        <Heading as="h2" size="lg" id="team-invitations-title">
          {t('invitations.title')}
        </Heading>
        <Text color="fg.muted">{t('invitations.description')}</Text>
      </Card.Header>
      <Card.Body pt="2">
        <Stack as="ul" gap="3" listStyleType="none">
          {invitations.map((invitation) => (
            <InvitationRow key={invitation.id} invitation={invitation} />
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function InvitationRow({ invitation }: { invitation: TeamInvitation }) {
  const t = useEventTypesMessages();
  const message = useRemoteMessage();
  const [accept, acceptState] = useAcceptTeamInvitationMutation();
  const [decline, declineState] = useDeclineTeamInvitationMutation();
  const [busy, setBusy] = useState(false);
  const toastError = (error: unknown, fallback: string) =>
    toaster.create({
      type: 'error',
      title: t('teams.error'),
      description: message(apiErrorMessage(error, fallback)),
      duration: 5000,
    });

  async function run(action: 'accept' | 'decline') {
    setBusy(true);
    try {
      if (action === 'accept') {
        await accept(invitation.id).unwrap();
        toaster.create({
          type: 'success',
          title: t('teams.success'),
          description: t('invitations.joined', { team: invitation.team_name }),
          duration: 5000,
        });
      } else {
        const answer = await decline(invitation.id).unwrap();
        toaster.create({
          type: 'success',
          title: t('teams.success'),
          description: message(answer.message),
          duration: 5000,
        });
      }
    } catch (error) {
      toastError(error, action === 'accept' ? teamFailures.accept : teamFailures.decline);
    } finally {
      setBusy(false);
    }
  }

  return (
    <HStack
      as="li"
      gap="3"
      align="center"
      flexWrap="wrap"
      aria-label={invitation.team_name}
      borderTopWidth="1px"
      pt="3"
      _first={{ borderTopWidth: 0, pt: 0 }}
    >
      <Stack gap="0" flex="1" minW="0">
        <HStack gap="2" flexWrap="wrap">
          <Text fontWeight="medium" wordBreak="break-word">
            {invitation.team_name}
          </Text>
          <Badge variant="subtle">{t(`role.${invitation.role}`)}</Badge>
        </HStack>
        {invitation.invited_by ? (
          <Text fontSize="sm" color="fg.muted" truncate>
            {t('invitations.invitedBy', { name: invitation.invited_by })}
          </Text>
        ) : null}
      </Stack>
      <InvitationAnswerButtons
        busy={busy}
        accepting={acceptState.isLoading}
        declining={declineState.isLoading}
        onAnswer={run}
      />
    </HStack>
  );
}

/** Accept and Decline of an invitation, in the list and on the mail link's card. */
export function InvitationAnswerButtons({
  busy,
  accepting,
  declining,
  onAnswer,
}: {
  busy: boolean;
  accepting: boolean;
  declining: boolean;
  onAnswer: (action: 'accept' | 'decline') => void;
}) {
  const t = useEventTypesMessages();
  return (
    <HStack gap="2">
      <Button
        size="sm"
        colorPalette="brand"
        loading={accepting}
        disabled={busy}
        onClick={() => onAnswer('accept')}
      >
        <Check aria-hidden />
        {t('invitations.accept')}
      </Button>
      <Button
        size="sm"
        variant="outline"
        loading={declining}
        disabled={busy}
        onClick={() => onAnswer('decline')}
      >
        <X aria-hidden />
        {t('invitations.decline')}
      </Button>
    </HStack>
  );
}
