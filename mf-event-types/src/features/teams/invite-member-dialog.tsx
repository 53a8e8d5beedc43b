import { apiErrorMessage, isApiError } from '@slotwise/shared/api/api-error';
import {
  type AssignableTeamRole,
  assignableTeamRoles,
  type Team,
  teamInviteSchema,
} from '@slotwise/shared/contract/teams.contract';
import { Button, Dialog, Field, Input, NativeSelect, Portal, Stack } from '@slotwise/shared/ui/chakra';
import { toaster } from '@slotwise/shared/ui/toaster';
import { type FormEvent, useState } from 'react';
import { z } from 'zod';
import { useEventTypesMessages, useRemoteMessage } from '../../app/event-types-catalogue';
import { teamFailures, useInviteTeamMemberMutation } from './teams.api';

interface InviteMemberDialogProps {
  team: Team | null;
  onClose: () => void;
}

/** Invites a person by email; they join only once they accept (on their Teams page). */
export function InviteMemberDialog({ team, onClose }: InviteMemberDialogProps) {
  return (
    <Dialog.Root
      open={team !== null}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content w="90%" maxW="md">
            {team ? <InviteForm team={team} onClose={onClose} /> : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function InviteForm({ team, onClose }: { team: Team; onClose: () => void }) {
  const t = useEventTypesMessages();
  const message = useRemoteMessage();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AssignableTeamRole>('member');
  const [error, setError] = useState<string | undefined>();
  const [invite, { isLoading }] = useInviteTeamMemberMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = teamInviteSchema.safeParse({ email, role });
    if (!parsed.success) {
      setError(z.flattenError(parsed.error).fieldErrors.email?.[0]);
      return;
    }
    setError(undefined);
    try {
      await invite({ teamId: team.id, body: parsed.data }).unwrap();
      toaster.create({
        type: 'success',
        title: t('teams.success'),
        description: t('invite.sent', { email: parsed.data.email }),
        duration: 5000,
      });
      onClose();
    } catch (inviteError) {
      const status = isApiError(inviteError) ? inviteError.status : undefined;
      if (status === 409 || status === 422) {
        setError(apiErrorMessage(inviteError, teamFailures.invite));
        return;
      }
      toaster.create({
        type: 'error',
        title: t('teams.error'),
        description: message(apiErrorMessage(inviteError, teamFailures.invite)),
        duration: 5000,
      });
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Dialog.Header>
        <Dialog.Title>{t('invite.title', { team: team.name })}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Field.Root invalid={Boolean(error)} required>
            <Field.Label>
              {t('invite.email')}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
            {error ? <Field.ErrorText>{message(error)}</Field.ErrorText> : null}
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('invite.role')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={role}
                onChange={(event) => setRole(event.target.value as AssignableTeamRole)}
              >
                {assignableTeamRoles.map((value) => (
                  <option key={value} value={value}>
                    {t(`role.${value}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" colorPalette="brand" loading={isLoading}>
          {t('teams.invite')}
        </Button>
      </Dialog.Footer>
    </form>
  );
}
