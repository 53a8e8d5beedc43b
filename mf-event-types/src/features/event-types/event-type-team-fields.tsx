import type { Team } from '@slotwise/shared/contract/teams.contract';
import { Checkbox, Fieldset, NativeSelect, Stack, Text } from '@slotwise/shared/ui/chakra';
import { useEventTypesMessages, useRemoteMessage } from '../../app/event-types-catalogue';
import type { EventTypeFormErrors, EventTypeFormValues } from './event-type-form';
import { EventTypeRoundRobinFields } from './event-type-round-robin-fields';
import { acceptedMembers, managedTeams, teamOf, withTeam } from './event-type-team';
import { FormField } from './form-field';

interface TeamFieldsProps {
  values: EventTypeFormValues;
  errors: EventTypeFormErrors;
  /** Every team of the user (the picker offers those they own or administer). */
  teams: readonly Team[];
  onChange: (patch: Partial<EventTypeFormValues>) => void;
}

/**
 * Round robin and collective: the team the type belongs to and which of its accepted members host
 * it (docs/product.md#team-event-types).
 */
export function EventTypeTeamFields({ values, errors, teams, onChange }: TeamFieldsProps) {
  const t = useEventTypesMessages();
  const message = useRemoteMessage();
  const choices = managedTeams(teams);
  // A type being edited keeps showing its team even if the list has not arrived yet.
  const current = teamOf(teams, values.team_id);
  const members = acceptedMembers(current);
  const none = choices.length === 0;
  return (
    <Stack gap="5">
      <FormField
        label={t('team.team')}
        required
        disabled={none}
        error={errors.team_id}
        helper={none ? t('team.noTeamsHint') : t('team.teamHint')}
      >
        <NativeSelect.Root disabled={none}>
          <NativeSelect.Field
            value={values.team_id}
            onChange={(event) => onChange(withTeam(teamOf(teams, event.target.value)))}
          >
            {values.team_id === '' ? <option value="">{t('team.chooseTeam')}</option> : null}
            {choices.map((team) => (
              <option key={team.id} value={team.id}>
                {team.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      {current ? (
        <Fieldset.Root invalid={Boolean(errors.host_ids)}>
          <Fieldset.Legend fontSize="sm" fontWeight="medium">
            {t('team.hosts')}
          </Fieldset.Legend>
          <Fieldset.HelperText fontSize="xs">
            {values.event_type === 'round_robin' ? t('team.hostsRoundRobin') : t('team.hostsCollective')}
          </Fieldset.HelperText>
          <Stack gap="2" mt="2">
            {members.map((member) => (
              <Checkbox.Root
                key={member.user_id}
                colorPalette="brand"
                checked={values.host_ids.includes(member.user_id)}
                onCheckedChange={(details) =>
                  onChange({
                    host_ids: details.checked
                      ? [...values.host_ids, member.user_id]
                      : values.host_ids.filter((id) => id !== member.user_id),
                  })
                }
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>
                  {member.name ?? member.email}
                  <Text as="span" color="fg.muted" fontWeight="normal">{` · ${member.email}`}</Text>
                </Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
          {errors.host_ids ? <Fieldset.ErrorText>{message(errors.host_ids)}</Fieldset.ErrorText> : null}
        </Fieldset.Root>
      ) : null}
      {current && values.event_type === 'round_robin' && values.host_ids.length > 0 ? (
        <EventTypeRoundRobinFields
          hosts={members
            .filter((member) => values.host_ids.includes(member.user_id))
            .map((member) => ({ user_id: member.user_id, label: member.name ?? member.email }))}
          settings={values.round_robin}
          onChange={(round_robin) => onChange({ round_robin })}
        />
      ) : null}
    </Stack>
  );
}
