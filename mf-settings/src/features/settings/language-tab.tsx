import { apiErrorMessage } from '@slotwise/shared/api/api-error';
import { type LanguageCode, supportedLanguages } from '@slotwise/shared/contract/limits.contract';
import { languageLabels, type Settings } from '@slotwise/shared/contract/settings.contract';
import { useAppLanguage } from '@slotwise/shared/i18n/i18n';
import { browserLanguages, languageOfTag } from '@slotwise/shared/i18n/languages';
import { Button, Card, Field, Heading, HStack, NativeSelect, Stack, Text } from '@slotwise/shared/ui/chakra';
import { useState } from 'react';
import { settingsText, useSettingsMessages } from '../../app/settings-catalogue';
import { useUpdateSettingsMutation } from './settings.api';
import type { SettingsBanner } from './use-settings-tab';

/** Notifications & Language: saving shows a banner, not a toast (docs/product.md#toasts-and-banners). */
export function LanguageTab({
  settings,
  onBanner,
}: {
  settings: Settings;
  onBanner: (banner: SettingsBanner | null) => void;
}) {
  const [language, setLanguage] = useState<LanguageCode>(settings.language);
  const [updateSettings, update] = useUpdateSettingsMutation();
  const t = useSettingsMessages();
  const { changeLanguage } = useAppLanguage();

  const save = async () => {
    onBanner(null);
    try {
      await updateSettings({
        name: settings.name,
        surname: settings.surname,
        username: settings.username,
        time_zone: settings.time_zone,
        language,
        // The browser's locale of that language (en-GB) dates the host's e-mails as this page does.
        locale: browserLanguages().find((tag) => languageOfTag(tag) === language) ?? null,
      }).unwrap();
      // Switch the page at once; the banner is then shown in the new language.
      await changeLanguage(language);
      onBanner({ type: 'success', text: settingsText('language.updated') });
    } catch (error) {
      onBanner({ type: 'error', text: apiErrorMessage(error, settingsText('language.updateFailed')) });
    }
  };

  return (
    <Stack gap="6">
      <Card.Root variant="outline">
        <Card.Body gap="2">
          <Heading as="h2" size="md">
            {t('language.notificationsHeading')}
          </Heading>
          <Text color="fg.muted">{t('language.notificationsSoon')}</Text>
        </Card.Body>
      </Card.Root>
      <Card.Root variant="outline">
        <Card.Body gap="4">
          <Heading as="h2" size="md">
            {t('language.heading')}
          </Heading>
          <HStack gap="3" align="flex-end" wrap="wrap">
            <Field.Root maxW="xs">
              <Field.Label>{t('language.select')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={language}
                  onChange={(event) => setLanguage(event.target.value as LanguageCode)}
                >
                  {supportedLanguages.map((code) => (
                    <option key={code} value={code}>
                      {languageLabels[code]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Button colorPalette="brand" onClick={save} loading={update.isLoading}>
              {t('language.save')}
            </Button>
          </HStack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
