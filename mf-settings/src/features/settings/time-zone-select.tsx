import type { TimeZoneOption } from '@slotwise/shared/contract/settings.contract';
import { detectedTimeZone } from '@slotwise/shared/datetime/browser-time-zone';
import { TimeZoneCombobox } from '@slotwise/shared/ui/time-zone-combobox';
import { useMemo } from 'react';
import { useSettingsMessages } from '../../app/settings-catalogue';
import { orderTimeZones, searchTimeZones } from './time-zone-options';

interface TimeZoneSelectProps {
  /** Mount only once the list is loaded: it seeds the searchable collection. */
  options: TimeZoneOption[];
  value: string;
  onChange: (zone: string) => void;
}

/** The profile's zone: the server's list, the browser's zone first with 'Current Browser'. */
export function TimeZoneSelect({ options, value, onChange }: TimeZoneSelectProps) {
  const t = useSettingsMessages();
  const choices = useMemo(
    () =>
      orderTimeZones(options, detectedTimeZone() ?? null).map((zone) => ({
        value: zone.code,
        label: zone.name,
        isBrowserZone: zone.isBrowserZone,
      })),
    [options],
  );
  return (
    <TimeZoneCombobox
      options={choices}
      value={value}
      onChange={onChange}
      matches={(choice, query) =>
        searchTimeZones([{ code: choice.value, name: choice.label }], query).length > 0
      }
      texts={{
        label: t('timeZone.label'),
        placeholder: t('timeZone.search'),
        show: t('timeZone.show'),
        empty: t('timeZone.empty'),
        browser: t('timeZone.currentBrowser'),
      }}
    />
  );
}
