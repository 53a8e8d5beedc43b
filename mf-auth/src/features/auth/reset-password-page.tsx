import { apiErrorMessage, isApiError } from '@slotwise/shared/api/api-error';
import {
  type ResetPasswordPayload,
  resetPasswordDone,
  resetPasswordSchema,
  resetTokenInvalid,
} from '@slotwise/shared/contract/auth.contract';
import { useMessages } from '@slotwise/shared/i18n/i18n';
import { Link as RouterLink, useLocation, useSearchParams } from '@slotwise/shared/router';
import { Alert, Button, Stack, Text } from '@slotwise/shared/ui/chakra';
import { type FormEvent, useState } from 'react';
import { authCatalogue } from '../../app/auth-catalogue';

import { useResetPasswordMutation } from './auth.api';
import { AuthCardLayout } from './auth-card-layout';
import { AuthField } from './auth-field';
import { fieldErrorsFromZod } from './form-errors';
import { tokenOfFragment } from './link-token';
import { PasswordInput } from './password-input';
import { TextLink } from './text-link';
import { useAuthForm } from './use-auth-form';
import { useAuthMessage } from './use-auth-message';
import { useDocumentTitle } from './use-document-title';

type PasswordField = 'password' | 'password_confirmation';

export const resetPasswordFailedMessage = 'We could not reset your password. Please try again.';

/** Sets a new password with the single-use link from the reset email (docs/product.md#password-reset). */
export function ResetPasswordPage() {
  const t = useMessages(authCatalogue);
  const authMessage = useAuthMessage();
  useDocumentTitle(t('reset.documentTitle'));
  const [searchParams] = useSearchParams();
  const location = useLocation();
  // Mails carry the token after `#` (never sent to a server); `?token=` is read too, for links
  // mailed before that. It stays in the address bar: the page may be drawn again while the app
  // takes over, and it must read the token again then.
  const token = tokenOfFragment(location.hash) || (searchParams.get('token') ?? '');
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const { values, errors, setErrors, update, showErrors, failure, setFailure, formRef } =
    useAuthForm<PasswordField>({ password: '', password_confirmation: '' });
  const [outcome, setOutcome] = useState<'form' | 'done' | 'invalid-link'>(
    // A missing or malformed token cannot work: say so before asking for a password.
    resetPasswordSchema.shape.token.safeParse(token).success ? 'form' : 'invalid-link',
  );

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const payload: ResetPasswordPayload = { token, ...values };
    const parsed = resetPasswordSchema.safeParse(payload);
    if (!parsed.success) {
      const fieldErrors = fieldErrorsFromZod<PasswordField | 'token'>(parsed.error);
      if (fieldErrors.token) {
        setOutcome('invalid-link');
        return;
      }
      showErrors(fieldErrors);
      return;
    }
    setErrors({});
    try {
      await resetPassword(parsed.data).unwrap();
      setOutcome('done');
    } catch (error) {
      const serverErrors = isApiError(error) && error.status === 422 ? error.data?.errors : undefined;
      if (serverErrors?.token) {
        setOutcome('invalid-link');
      } else if (serverErrors?.password || serverErrors?.password_confirmation) {
        showErrors({
          password: serverErrors.password?.[0],
          password_confirmation: serverErrors.password_confirmation?.[0],
        });
      } else {
        setFailure(apiErrorMessage(error, resetPasswordFailedMessage));
      }
    }
  }

  if (outcome === 'done') {
    return (
      <AuthCardLayout title={t('reset.doneTitle')}>
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Description>{authMessage(resetPasswordDone)}</Alert.Description>
        </Alert.Root>
        <Button asChild colorPalette="brand" width="full">
          <RouterLink to="/login">{t('reset.signIn')}</RouterLink>
        </Button>
      </AuthCardLayout>
    );
  }

  if (outcome === 'invalid-link') {
    return (
      <AuthCardLayout
        title={t('reset.invalidTitle')}
        footer={<TextLink to="/login">{t('common.backToSignIn')}</TextLink>}
      >
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Description>{authMessage(resetTokenInvalid)}</Alert.Description>
        </Alert.Root>
        <Text textAlign="center">
          <TextLink to="/forgot-password">{t('reset.requestNewLink')}</TextLink>
        </Text>
      </AuthCardLayout>
    );
  }

  return (
    <AuthCardLayout
      title={t('reset.title')}
      description={t('reset.description')}
      footer={<TextLink to="/login">{t('common.backToSignIn')}</TextLink>}
    >
      <form ref={formRef} noValidate onSubmit={handleSubmit} aria-label={t('reset.formLabel')}>
        <Stack gap="5">
          <AuthField label={t('reset.newPassword')} error={errors.password}>
            <PasswordInput
              name="password"
              autoComplete="new-password"
              value={values.password}
              onChange={(event) => update('password', event.target.value)}
            />
          </AuthField>
          <AuthField label={t('reset.confirmNewPassword')} error={errors.password_confirmation}>
            <PasswordInput
              name="password_confirmation"
              autoComplete="new-password"
              value={values.password_confirmation}
              onChange={(event) => update('password_confirmation', event.target.value)}
            />
          </AuthField>
          <Stack gap="2">
            <Button
              type="submit"
              colorPalette="brand"
              width="full"
              loading={isLoading}
              loadingText={t('reset.saving')}
            >
              {t('reset.submit')}
            </Button>
            {failure ? (
              <Text role="alert" color="fg.error" textStyle="sm" textAlign="center">
                {authMessage(failure)}
              </Text>
            ) : null}
          </Stack>
        </Stack>
      </form>
    </AuthCardLayout>
  );
}
