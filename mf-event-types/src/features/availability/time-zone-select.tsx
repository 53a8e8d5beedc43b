import { browserTimeZone } from '@slotwise/shared/datetime/browser-time-zone';
import { TimeZoneCombobox } from '@slotwise/shared/ui/time-zone-combobox';
import { useMemo } from 'react';
import { useEventTypesMessages } from '../../app/event-types-catalogue';
import { timeZoneMatches, timeZoneOptions } from './time-zone-options';

interface TimeZoneSelectProps {
  value: string;
  onChange: (zone: string) => void;
  error?: string;
}

/** The schedule's zone: every IANA zone, the browser's first with 'Current Browser'. */
export function TimeZoneSelect({ value, onChange, error }: TimeZoneSelectProps) {
  const t = useEventTypesMessages();
  // The list is built once; the chosen zone is already in it (or added) at mount.
  // biome-ignore lint/correctness/useExhaustiveDependencies: value only seeds the list
  const options = useMemo(() => timeZoneOptions(browserTimeZone(), value), []);
  return (
    <TimeZoneCombobox
      options={options}
      value={value}
      onChange={onChange}
      matches={timeZoneMatches}
      required
      error={error}
      texts={{
        label: t('timeZone.label'),
        placeholder: t('timeZone.placeholder'),
        show: t('timeZone.show'),
        empty: t('timeZone.empty'),
        browser: t('timeZone.browser'),
      }}
    />
  );
}
