import { useSearchParams } from '@slotwise/shared/router';
import { useCallback, useState } from 'react';
import { settingsText } from '../../app/settings-catalogue';

export const settingsTabs = [
  'profile',
  'integrations',
  'notifications',
  'security',
  'developers',
  'admin',
] as const;
export type SettingsTab = (typeof settingsTabs)[number];

// Getters: each read gives the label in the active language.
export const settingsTabLabels: Record<SettingsTab, string> = {
  get profile() {
    return settingsText('tabs.profile');
  },
  get integrations() {
    return settingsText('tabs.integrations');
  },
  get notifications() {
    return settingsText('tabs.notifications');
  },
  get security() {
    return settingsText('tabs.security');
  },
  get developers() {
    return settingsText('tabs.developers');
  },
  get admin() {
    return settingsText('tabs.admin');
  },
};

/**
 * docs/product.md#settings-screen: the tab must be one of the tabs; anything else (or nothing) is
 * profile. The Admin tab is listed for administrators only (docs/product.md#instance-administration).
 */
export function toSettingsTab(value: string | null): SettingsTab {
  return settingsTabs.includes(value as SettingsTab) ? (value as SettingsTab) : 'profile';
}

export interface SettingsBanner {
  type: 'success' | 'error';
  text: string;
}

/**
 * The tab comes from `?tab=`; choosing one replaces the URL query (no new history entry) and
 * clears the success or error banner of the previous tab (docs/product.md#settings-screen).
 */
export function useSettingsTab() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [banner, setBanner] = useState<SettingsBanner | null>(null);
  const tab = toSettingsTab(searchParams.get('tab'));
  const selectTab = useCallback(
    (next: string) => {
      setSearchParams({ tab: toSettingsTab(next) }, { replace: true });
      setBanner(null);
    },
    [setSearchParams],
  );
  return { tab, selectTab, banner, setBanner };
}
