import { isApiError } from '@slotwise/shared/api/api-error';
import { tokenRefreshed } from '@slotwise/shared/api/session.slice';
import { storeToken } from '@slotwise/shared/api/session-storage';
import { useContractMessage } from '@slotwise/shared/i18n/contract-catalogue';
import { useAppDispatch } from '@slotwise/shared/store/hooks';
import { Button, Card, Field, Heading, Input, Stack, Text } from '@slotwise/shared/ui/chakra';
import { type FormEvent, useState } from 'react';
import { useSettingsMessages } from '../../app/settings-catalogue';
import { useChangePasswordMutation } from './security.api';
import { SessionsSection } from './sessions-section';
import { TwoFactorSection } from './two-factor-section';
import type { SettingsBanner } from './use-settings-tab';

type PasswordField = 'current_password' | 'password' | 'password_confirmation';
const emptyForm: Record<PasswordField, string> = {
  current_password: '',
  password: '',
  password_confirmation: '',
};

/** The 422 field errors of an answer (the contract's English messages). */
function fieldErrors(error: unknown): Partial<Record<PasswordField, string[]>> {
  return isApiError(error) && error.data?.errors
    ? (error.data.errors as Partial<Record<PasswordField, string[]>>)
    : {};
}

/**
 * Change password, two-factor sign-in and sessions (docs/product.md#taking-credentials-back).
 * A password change and "End all other sessions" end every other session; this one goes on with
 * the new token the API answers.
 */
export function SecurityTab({ onBanner }: { onBanner: (banner: SettingsBanner | null) => void }) {
  const t = useSettingsMessages();
  const contractMessage = useContractMessage();
  const dispatch = useAppDispatch();
  const [form, setForm] = useState(emptyForm);
  const [errors, setErrors] = useState<Partial<Record<PasswordField, string[]>>>({});
  const [changePassword, change] = useChangePasswordMutation();

  const keepSession = (token: string) => {
    storeToken(token);
    dispatch(tokenRefreshed(token));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    onBanner(null);
    setErrors({});
    try {
      const answer = await changePassword(form).unwrap();
      keepSession(answer.access_token);
      setForm(emptyForm);
      onBanner({ type: 'success', text: t('security.passwordChanged') });
    } catch (error) {
      const found = fieldErrors(error);
      setErrors(found);
      const message = isApiError(error) && typeof error.data?.message === 'string' ? error.data.message : '';
      // A field's error is shown at the field; other refusals (429...) in the banner.
      if (Object.keys(found).length === 0) {
        onBanner({
          type: 'error',
          text: message ? contractMessage(message) : t('security.passwordChangeFailed'),
        });
      }
    }
  };

  const field = (name: PasswordField, label: string, autoComplete: string) => (
    <Field.Root invalid={Boolean(errors[name]?.length)} required>
      <Field.Label>{label}</Field.Label>
      <Input
        type="password"
        name={name}
        autoComplete={autoComplete}
        value={form[name]}
        onChange={(event) => {
          setForm({ ...form, [name]: event.target.value });
          if (errors[name]) setErrors({ ...errors, [name]: undefined });
        }}
      />
      {errors[name]?.length ? <Field.ErrorText>{contractMessage(errors[name][0])}</Field.ErrorText> : null}
    </Field.Root>
  );

  return (
    <Stack gap="6">
      <Card.Root variant="outline" as="section" aria-labelledby="security-password-heading">
        <Card.Body gap="4">
          <Heading as="h2" size="md" id="security-password-heading">
            {t('security.passwordHeading')}
          </Heading>
          <Text color="fg.muted">{t('security.passwordIntro')}</Text>
          <Stack as="form" gap="4" maxW="md" onSubmit={submit}>
            {field('current_password', t('security.currentPassword'), 'current-password')}
            {field('password', t('security.newPassword'), 'new-password')}
            {field('password_confirmation', t('security.confirmPassword'), 'new-password')}
            <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={change.isLoading}>
              {t('security.changePassword')}
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>
      <TwoFactorSection />
      <SessionsSection
        onEnded={(text, failed) => onBanner(text ? { type: failed ? 'error' : 'success', text } : null)}
      />
    </Stack>
  );
}
