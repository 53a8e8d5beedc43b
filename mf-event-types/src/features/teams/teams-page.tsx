import { apiErrorMessage } from '@slotwise/shared/api/api-error';
import type { AssignableTeamRole, Team, TeamMember } from '@slotwise/shared/contract/teams.contract';
import { useSearchParams } from '@slotwise/shared/router';
import {
  Alert,
  Button,
  Center,
  Container,
  EmptyState,
  Spinner,
  Stack,
  Text,
  VStack,
} from '@slotwise/shared/ui/chakra';
import { ConfirmDialog } from '@slotwise/shared/ui/confirm-dialog';
import { PageHeader } from '@slotwise/shared/ui/page-header';
import { toaster } from '@slotwise/shared/ui/toaster';
import { Plus, Users } from 'lucide-react';
import { useState } from 'react';
import { useEventTypesMessages, useRemoteMessage } from '../../app/event-types-catalogue';
import { InviteMemberDialog } from './invite-member-dialog';
import { memberLabel, TeamCard } from './team-card';
import { TeamFormDialog } from './team-form-dialog';
import { TeamInvitationLink } from './team-invitation-link';
import { TeamInvitations } from './team-invitations';
import {
  teamFailures,
  useChangeTeamMemberRoleMutation,
  useDeleteTeamMutation,
  useGetTeamsQuery,
  useRemoveTeamMemberMutation,
  useResendTeamInvitationMutation,
} from './teams.api';

/** /dashboard/teams: the caller's teams, stored by the API (docs/product.md#teams). */
export function TeamsPage() {
  const t = useEventTypesMessages();
  const message = useRemoteMessage();
  const showError = (error: unknown, fallback: string) =>
    toaster.create({
      type: 'error',
      title: t('teams.error'),
      description: message(apiErrorMessage(error, fallback)),
      duration: 5000,
    });
  const { data: teams, isLoading, error } = useGetTeamsQuery();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Team | null>(null);
  const [inviting, setInviting] = useState<Team | null>(null);
  const [deleting, setDeleting] = useState<Team | null>(null);
  const [removing, setRemoving] = useState<{ team: Team; member: TeamMember } | null>(null);
  const [deleteTeam, deleteState] = useDeleteTeamMutation();
  const [removeMember, removeState] = useRemoveTeamMemberMutation();
  const [changeRole] = useChangeTeamMemberRoleMutation();
  const [resendInvitation] = useResendTeamInvitationMutation();
  // An invitation mail's link: /dashboard/teams?invitation=<secret> (docs/product.md#team-invitations).
  const [searchParams, setSearchParams] = useSearchParams();
  const linkToken = searchParams.get('invitation');
  const closeLink = () =>
    setSearchParams(
      (params) => {
        params.delete('invitation');
        return params;
      },
      { replace: true },
    );

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await deleteTeam(deleting.id).unwrap();
      toaster.create({
        type: 'success',
        title: t('teams.success'),
        description: t('teams.deletedToast'),
        duration: 5000,
      });
      setDeleting(null);
    } catch (deleteError) {
      showError(deleteError, teamFailures.delete);
    }
  }

  const revoking = removing !== null && removing.member.status !== 'active';

  async function resend(team: Team, member: TeamMember) {
    try {
      await resendInvitation({ teamId: team.id, memberId: member.id }).unwrap();
      toaster.create({
        type: 'success',
        title: t('teams.success'),
        description: t('teams.resentToast', { email: member.email }),
        duration: 5000,
      });
    } catch (resendError) {
      showError(resendError, teamFailures.resend);
    }
  }

  async function confirmRemove() {
    if (!removing) return;
    try {
      await removeMember({ teamId: removing.team.id, memberId: removing.member.id }).unwrap();
      setRemoving(null);
    } catch (removeError) {
      showError(removeError, revoking ? teamFailures.revoke : teamFailures.remove);
    }
  }

  async function updateRole(team: Team, member: TeamMember, role: AssignableTeamRole) {
    try {
      await changeRole({ teamId: team.id, memberId: member.id, role }).unwrap();
    } catch (roleError) {
      showError(roleError, teamFailures.role);
    }
  }

  function content() {
    if (isLoading) {
      return (
        <Center py="16">
          <Spinner role="status" size="lg" color="brand.solid" aria-label={t('teams.loading')} />
        </Center>
      );
    }
    if (error) {
      return (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Description>{message(apiErrorMessage(error, teamFailures.fetch))}</Alert.Description>
        </Alert.Root>
      );
    }
    if (!teams || teams.length === 0) {
      return (
        <EmptyState.Root borderWidth="1px" borderRadius="lg" bg="bg">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <Users aria-hidden />
            </EmptyState.Indicator>
            <VStack textAlign="center">
              <EmptyState.Title>{t('teams.emptyTitle')}</EmptyState.Title>
              <EmptyState.Description>{t('teams.emptyDescription')}</EmptyState.Description>
            </VStack>
          </EmptyState.Content>
        </EmptyState.Root>
      );
    }
    return (
      <Stack gap="4">
        {teams.map((team) => (
          <TeamCard
            key={team.id}
            team={team}
            onEdit={() => {
              setEditing(team);
              setFormOpen(true);
            }}
            onInvite={() => setInviting(team)}
            onDelete={() => setDeleting(team)}
            onChangeRole={(member, role) => updateRole(team, member, role)}
            onRemove={(member) => setRemoving({ team, member })}
            onResend={(member) => resend(team, member)}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Container maxW="7xl" py="8">
      <PageHeader
        title={t('teams.title')}
        actions={
          <Button
            colorPalette="brand"
            onClick={() => {
              setEditing(null);
              setFormOpen(true);
            }}
          >
            <Plus aria-hidden />
            {t('teams.create')}
          </Button>
        }
      />
      {linkToken ? <TeamInvitationLink key={linkToken} token={linkToken} onDone={closeLink} /> : null}
      <TeamInvitations />
      {content()}
      <TeamFormDialog open={formOpen} team={editing} onClose={() => setFormOpen(false)} />
      <InviteMemberDialog team={inviting} onClose={() => setInviting(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? t('teams.deleteTitle', { name: deleting.name }) : t('teams.deleteTeamTitle')}
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        busy={deleteState.isLoading}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        <Text>{t('teams.deleteBody')}</Text>
      </ConfirmDialog>
      <ConfirmDialog
        open={removing !== null}
        title={revoking ? t('teams.revokeTitle') : t('teams.removeTitle')}
        confirmLabel={revoking ? t('teams.revoke') : t('teams.remove')}
        cancelLabel={t('common.cancel')}
        busy={removeState.isLoading}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      >
        <Text>
          {removing
            ? t(revoking ? 'teams.revokeBody' : 'teams.removeBody', {
                member: memberLabel(removing.member),
                team: removing.team.name,
              })
            : ''}
        </Text>
      </ConfirmDialog>
    </Container>
  );
}
