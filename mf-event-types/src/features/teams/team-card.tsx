import type { User } from '@slotwise/shared/contract/auth.contract';
import {
  type AssignableTeamRole,
  assignableTeamRoles,
  type Team,
  type TeamMember,
} from '@slotwise/shared/contract/teams.contract';
import {
  Badge,
  Button,
  Card,
  Heading,
  HStack,
  IconButton,
  Link,
  NativeSelect,
  Stack,
  Text,
} from '@slotwise/shared/ui/chakra';
import { UserAvatar } from '@slotwise/shared/ui/user-avatar';
import { Link2, Pencil, Send, Trash2, UserMinus, UserPlus, UserX } from 'lucide-react';
import { useEventTypesMessages } from '../../app/event-types-catalogue';
import { teamPageUrl } from './team-form-dialog';

interface TeamCardProps {
  team: Team;
  onEdit: () => void;
  onInvite: () => void;
  onDelete: () => void;
  onChangeRole: (member: TeamMember, role: AssignableTeamRole) => void;
  /** Removes a member, or revokes a pending invitation. */
  onRemove: (member: TeamMember) => void;
  /** Sends a pending or expired invitation again (a new link, valid 7 days). */
  onResend: (member: TeamMember) => void;
}

/** What UserAvatar needs: the member's name split for the initials, and the picture. */
function avatarUser(member: TeamMember): User {
  const [first = '', ...rest] = (member.name ?? '').split(/\s+/);
  return {
    id: member.user_id ?? member.id,
    name: first,
    surname: rest.join(' ') || null,
    username: '',
    email: member.email,
    avatar: member.avatar,
    time_zone: 'UTC',
    language: 'en',
    created_at: '',
  } as User;
}

export const memberLabel = (member: TeamMember) => member.name || member.email;

const roleColor = { owner: 'purple', admin: 'blue', member: 'gray' } as const;

export function TeamCard({
  team,
  onEdit,
  onInvite,
  onDelete,
  onChangeRole,
  onRemove,
  onResend,
}: TeamCardProps) {
  const canManage = team.my_role === 'owner' || team.my_role === 'admin';
  const t = useEventTypesMessages();
  return (
    <Card.Root as="section" aria-labelledby={`team-${team.id}-name`}>
      <Card.Header>
        <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="3">
          <Stack gap="1" minW="0">
            <Heading as="h2" size="lg" id={`team-${team.id}-name`} wordBreak="break-word">
              {team.name}
            </Heading>
            {team.description ? (
              <Text color="fg.muted" wordBreak="break-word">
                {team.description}
              </Text>
            ) : null}
            <Text fontSize="sm" color="fg.muted">
              {t('teams.members', { count: team.member_count })}
            </Text>
            <HStack gap="1" fontSize="sm" minW="0">
              <Link2 size={14} aria-hidden />
              <Text as="span" color="fg.muted" flexShrink="0">
                {t('teams.page')}
              </Text>
              <Link
                href={teamPageUrl('', team.slug)}
                target="_blank"
                rel="noreferrer"
                color="brand.fg"
                wordBreak="break-all"
              >
                {`/team/${team.slug}`}
              </Link>
            </HStack>
          </Stack>
          {canManage ? (
            <HStack gap="2" flexWrap="wrap" alignSelf={{ md: 'flex-start' }}>
              <Button size="sm" variant="outline" onClick={onEdit}>
                <Pencil aria-hidden />
                {t('teams.settings')}
              </Button>
              <Button size="sm" variant="outline" onClick={onInvite}>
                <UserPlus aria-hidden />
                {t('teams.invite')}
              </Button>
              {team.my_role === 'owner' ? (
                <Button size="sm" variant="outline" colorPalette="red" onClick={onDelete}>
                  <Trash2 aria-hidden />
                  {t('common.delete')}
                </Button>
              ) : null}
            </HStack>
          ) : null}
        </Stack>
      </Card.Header>
      <Card.Body pt="2">
        <Stack as="ul" gap="3" listStyleType="none" aria-label={t('teams.membersOf', { team: team.name })}>
          {team.members.map((member) => (
            <HStack as="li" key={member.id} gap="3" align="center" flexWrap="wrap">
              <UserAvatar user={avatarUser(member)} />
              <Stack gap="0" flex="1" minW="0">
                <HStack gap="2" flexWrap="wrap">
                  <Text fontWeight="medium" truncate>
                    {memberLabel(member)}
                  </Text>
                  {member.status === 'invited' ? (
                    <Badge colorPalette="orange" variant="subtle">
                      {t('teams.pending')}
                    </Badge>
                  ) : null}
                  {member.status === 'expired' ? (
                    <Badge colorPalette="red" variant="subtle">
                      {t('teams.expired')}
                    </Badge>
                  ) : null}
                </HStack>
                <Text fontSize="sm" color="fg.muted" truncate>
                  {member.email}
                </Text>
              </Stack>
              {canManage && member.role !== 'owner' ? (
                <HStack gap="2">
                  {member.status !== 'active' ? (
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={t('teams.resendInvitation', { member: member.email })}
                      onClick={() => onResend(member)}
                    >
                      <Send aria-hidden />
                      {t('teams.resend')}
                    </Button>
                  ) : null}
                  <NativeSelect.Root size="sm" width="auto">
                    <NativeSelect.Field
                      aria-label={t('teams.roleOf', { member: memberLabel(member) })}
                      value={member.role}
                      onChange={(event) => onChangeRole(member, event.target.value as AssignableTeamRole)}
                    >
                      {assignableTeamRoles.map((role) => (
                        <option key={role} value={role}>
                          {t(`role.${role}`)}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  <IconButton
                    size="sm"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={
                      member.status !== 'active'
                        ? t('teams.revokeInvitation', { member: member.email })
                        : t('teams.removeMember', { member: memberLabel(member) })
                    }
                    onClick={() => onRemove(member)}
                  >
                    {member.status !== 'active' ? <UserX aria-hidden /> : <UserMinus aria-hidden />}
                  </IconButton>
                </HStack>
              ) : (
                <Badge colorPalette={roleColor[member.role]} variant="subtle">
                  {t(`role.${member.role}`)}
                </Badge>
              )}
            </HStack>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
