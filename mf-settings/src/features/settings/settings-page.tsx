import { apiErrorMessage } from '@slotwise/shared/api/api-error';
import { Alert, Card, Container, Tabs } from '@slotwise/shared/ui/chakra';
import { PageHeader } from '@slotwise/shared/ui/page-header';
import { useEffect, useRef } from 'react';
import { useSettingsMessages } from '../../app/settings-catalogue';
import { AdminTab } from '../admin/admin-tab';
import { DevelopersTab } from '../developers/developers-tab';
import { AccountDataSection } from './account-data-section';
import { useGetAccountSecurityQuery } from './account-security.api';
import { useGetGoogleAccountsQuery } from './integrations.api';
import { IntegrationsTab } from './integrations-tab';
import { LanguageTab } from './language-tab';
import { ProfileTab, ProfileTabSkeleton } from './profile-tab';
import { scrollIntoList } from './scroll-into-list';
import { SecurityTab } from './security-tab';
import { useGetSettingsQuery, useGetTimeZonesQuery } from './settings.api';
import { useCalendarConnectReturn } from './use-calendar-connect-return';
import { settingsTabLabels, settingsTabs, useSettingsTab } from './use-settings-tab';

export function SettingsPage() {
  // Subscribes the whole page to language changes: children re-read their live texts.
  const t = useSettingsMessages();
  const { tab: chosenTab, selectTab, banner, setBanner } = useSettingsTab();
  // The Admin tab is for administrators only; the API refuses everyone else anyway.
  const isAdmin = useGetAccountSecurityQuery().data?.admin === true;
  const tabs = settingsTabs.filter((value) => value !== 'admin' || isAdmin);
  const tab = tabs.includes(chosenTab) ? chosenTab : 'profile';
  const settings = useGetSettingsQuery();
  const timeZones = useGetTimeZonesQuery();
  // docs/product.md#settings-screen: the page loads the Google accounts on mount whatever the tab, then
  // handles the calendar connect return.
  useGetGoogleAccountsQuery();
  useCalendarConnectReturn();

  // On a phone the chosen tab (from ?tab= or a click) may sit outside the sideways list: show it.
  const tabList = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const selected = tabList.current?.querySelector<HTMLElement>(`[role="tab"][data-value="${tab}"]`);
    if (tabList.current && selected) scrollIntoList(tabList.current, selected);
  }, [tab]);

  const loadError = settings.isError ? apiErrorMessage(settings.error, t('page.fetchFailed')) : null;

  return (
    <Container maxW="5xl" py="8" px={{ base: '4', md: '6' }}>
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} />
      <Tabs.Root
        value={tab}
        onValueChange={(details) => selectTab(details.value)}
        variant="line"
        mt="6"
        lazyMount
      >
        {/* Six tabs do not fit a phone's width: the list scrolls sideways, labels on one line. */}
        <Tabs.List ref={tabList} overflowX="auto" overflowY="hidden">
          {tabs.map((value) => (
            <Tabs.Trigger
              key={value}
              value={value}
              flexShrink={0}
              whiteSpace="nowrap"
              px={{ base: '3', sm: '4' }}
            >
              {settingsTabLabels[value]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {banner ? (
          <Alert.Root status={banner.type} mt="4">
            <Alert.Indicator />
            <Alert.Title>{banner.text}</Alert.Title>
          </Alert.Root>
        ) : null}
        {loadError ? (
          <Alert.Root status="error" mt="4">
            <Alert.Indicator />
            <Alert.Title>{loadError}</Alert.Title>
          </Alert.Root>
        ) : null}
        <Card.Root variant="outline" mt="4">
          <Card.Body p={{ base: '4', md: '6' }}>
            <Tabs.Content value="profile" p="0">
              {settings.data ? (
                <ProfileTab settings={settings.data} timeZones={timeZones.data} />
              ) : loadError ? null : (
                <ProfileTabSkeleton />
              )}
              <AccountDataSection />
            </Tabs.Content>
            <Tabs.Content value="integrations" p="0">
              <IntegrationsTab />
            </Tabs.Content>
            <Tabs.Content value="notifications" p="0">
              {settings.data ? (
                <LanguageTab settings={settings.data} onBanner={setBanner} />
              ) : loadError ? null : (
                <ProfileTabSkeleton />
              )}
            </Tabs.Content>
            <Tabs.Content value="security" p="0">
              <SecurityTab onBanner={setBanner} />
            </Tabs.Content>
            <Tabs.Content value="developers" p="0">
              <DevelopersTab />
            </Tabs.Content>
            {isAdmin ? (
              <Tabs.Content value="admin" p="0">
                <AdminTab onBanner={setBanner} timeZone={settings.data?.time_zone ?? 'UTC'} />
              </Tabs.Content>
            ) : null}
          </Card.Body>
        </Card.Root>
      </Tabs.Root>
    </Container>
  );
}
