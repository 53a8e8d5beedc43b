import { apiErrorMessage, isApiError } from '@slotwise/shared/api/api-error';
import { type Team, teamInputSchema, teamSlugSchema } from '@slotwise/shared/contract/teams.contract';
import {
  Button,
  Code,
  Dialog,
  Field,
  Input,
  Portal,
  Stack,
  Text,
  Textarea,
} from '@slotwise/shared/ui/chakra';
import { toaster } from '@slotwise/shared/ui/toaster';
import { type FormEvent, useState } from 'react';
import { z } from 'zod';
import { useEventTypesMessages, useRemoteMessage } from '../../app/event-types-catalogue';
import { teamFailures, useCreateTeamMutation, useUpdateTeamMutation } from './teams.api';

interface TeamFormDialogProps {
  open: boolean;
  /** The team to edit; none to create one. */
  team?: Team | null;
  onClose: () => void;
}

type FieldErrors = Partial<Record<'name' | 'description' | 'slug', string>>;

/** The team's public page (docs/product.md#team-pages). */
export function teamPageUrl(origin: string, slug: string): string {
  return `${origin}/team/${slug}`;
}

/** Create or edit a team: name and description. */
export function TeamFormDialog({ open, team, onClose }: TeamFormDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content w="90%" maxW="md">
            {/* Mounted only while open, so each opening starts from the team's values. */}
            {open ? <TeamForm team={team ?? null} onClose={onClose} /> : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function TeamForm({ team, onClose }: { team: Team | null; onClose: () => void }) {
  const t = useEventTypesMessages();
  const message = useRemoteMessage();
  const [name, setName] = useState(team?.name ?? '');
  const [description, setDescription] = useState(team?.description ?? '');
  // The slug is the team's link; a new team gets one from its name (the API picks a free one).
  const [slug, setSlug] = useState(team?.slug ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [createTeam, createState] = useCreateTeamMutation();
  const [updateTeam, updateState] = useUpdateTeamMutation();
  const saving = createState.isLoading || updateState.isLoading;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = teamInputSchema.safeParse({ name, description: description.trim() || null });
    const parsedSlug = team ? teamSlugSchema.safeParse(slug.trim()) : null;
    if (!parsed.success || (parsedSlug && !parsedSlug.success)) {
      const fieldErrors = parsed.success ? {} : z.flattenError(parsed.error).fieldErrors;
      setErrors({
        name: fieldErrors.name?.[0],
        description: fieldErrors.description?.[0],
        slug: parsedSlug?.error?.issues[0]?.message,
      });
      return;
    }
    setErrors({});
    try {
      if (team && parsedSlug?.success)
        await updateTeam({ id: team.id, body: { ...parsed.data, slug: parsedSlug.data } }).unwrap();
      else await createTeam(parsed.data).unwrap();
      onClose();
    } catch (error) {
      const serverErrors = isApiError(error) ? error.data?.errors : undefined;
      if (serverErrors) {
        setErrors({
          name: serverErrors.name?.[0],
          description: serverErrors.description?.[0],
          slug: serverErrors.slug?.[0],
        });
        return;
      }
      // A taken link (409) belongs under its field.
      if (team && isApiError(error) && error.status === 409) {
        setErrors({ slug: apiErrorMessage(error, teamFailures.update) });
        return;
      }
      toaster.create({
        type: 'error',
        title: t('teams.error'),
        description: message(apiErrorMessage(error, team ? teamFailures.update : teamFailures.create)),
        duration: 5000,
      });
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Dialog.Header>
        <Dialog.Title>{team ? t('teamForm.editTitle') : t('teamForm.createTitle')}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Field.Root invalid={Boolean(errors.name)} required>
            <Field.Label>
              {t('teamForm.name')}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input value={name} onChange={(event) => setName(event.target.value)} maxLength={100} />
            {errors.name ? <Field.ErrorText>{message(errors.name)}</Field.ErrorText> : null}
          </Field.Root>
          <Field.Root invalid={Boolean(errors.description)}>
            <Field.Label>{t('teamForm.description')}</Field.Label>
            <Textarea
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              maxLength={500}
              rows={3}
            />
            {errors.description ? <Field.ErrorText>{message(errors.description)}</Field.ErrorText> : null}
          </Field.Root>
          {team ? (
            <Field.Root invalid={Boolean(errors.slug)} required>
              <Field.Label>
                {t('teamForm.slug')}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input value={slug} onChange={(event) => setSlug(event.target.value)} maxLength={80} />
              {errors.slug ? <Field.ErrorText>{message(errors.slug)}</Field.ErrorText> : null}
              <Field.HelperText>
                <Text as="span" wordBreak="break-all">
                  {t('teamForm.slugHelp')}{' '}
                  <Code data-testid="team-link-preview">
                    {teamPageUrl(window.location.origin, slug.trim())}
                  </Code>
                </Text>
              </Field.HelperText>
            </Field.Root>
          ) : null}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" colorPalette="brand" loading={saving}>
          {team ? t('common.save') : t('teamForm.create')}
        </Button>
      </Dialog.Footer>
    </form>
  );
}
