import { type SharingMode, sharingModes } from '@slotwise/shared/contract/private-sharing.contract';
import { Fieldset, NativeSelect, Stack } from '@slotwise/shared/ui/chakra';
import { useEventTypesMessages } from '../../app/event-types-catalogue';
import type { EventTypeFormValues } from './event-type-form';
import { FormField } from './form-field';
import { SingleUseLinksPanel } from './single-use-links-panel';

interface SharingSectionProps {
  values: EventTypeFormValues;
  onChange: (patch: Partial<EventTypeFormValues>) => void;
  /** The saved event type's id; null while creating (links need a saved type). */
  eventTypeId: string | null;
}

/** Who can find the type, and its single-use links (docs/product.md#private-sharing). */
export function EventTypeSharingSection({ values, onChange, eventTypeId }: SharingSectionProps) {
  const t = useEventTypesMessages();
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="semibold">{t('sharing.heading')}</Fieldset.Legend>
      <Stack gap="4" mt="2">
        <FormField label={t('sharing.label')} helper={t('sharing.help')}>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={values.sharing}
              onChange={(event) => onChange({ sharing: event.target.value as SharingMode })}
            >
              {sharingModes.map((mode) => (
                <option key={mode} value={mode}>
                  {t(`sharing.${mode}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <SingleUseLinksPanel eventTypeId={eventTypeId} />
      </Stack>
    </Fieldset.Root>
  );
}
