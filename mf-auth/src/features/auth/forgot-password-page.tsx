import { apiErrorMessage, isApiError } from '@slotwise/shared/api/api-error';
import { forgotPasswordAnswer, forgotPasswordSchema } from '@slotwise/shared/contract/auth.contract';
import { useMessages } from '@slotwise/shared/i18n/i18n';
import { Alert, Button, Input, Stack, Text } from '@slotwise/shared/ui/chakra';
import { type FormEvent, useState } from 'react';
import { authCatalogue } from '../../app/auth-catalogue';

import { useForgotPasswordMutation } from './auth.api';
import { AuthCardLayout } from './auth-card-layout';
import { AuthField } from './auth-field';
import { TextLink } from './text-link';
import { useAuthForm } from './use-auth-form';
import { useAuthMessage } from './use-auth-message';
import { useDocumentTitle } from './use-document-title';

export const forgotPasswordFailedMessage = 'We could not send the reset link. Please try again.';

/** Asks for a reset link; the answer is the same whether or not the email has an account. */
export function ForgotPasswordPage() {
  const t = useMessages(authCatalogue);
  const authMessage = useAuthMessage();
  useDocumentTitle(t('forgot.documentTitle'));
  const [requestReset, { isLoading }] = useForgotPasswordMutation();
  const { values, errors, setErrors, update, showErrors, failure, setFailure, formRef } = useAuthForm({
    email: '',
  });
  const [answer, setAnswer] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const parsed = forgotPasswordSchema.safeParse(values);
    if (!parsed.success) {
      showErrors({ email: parsed.error.issues[0]?.message });
      return;
    }
    setErrors({});
    try {
      const response = await requestReset(parsed.data).unwrap();
      setAnswer(response.message || forgotPasswordAnswer);
    } catch (error) {
      const fieldError =
        isApiError(error) && error.status === 422 ? error.data?.errors?.email?.[0] : undefined;
      if (fieldError) {
        showErrors({ email: fieldError });
      } else {
        setFailure(apiErrorMessage(error, forgotPasswordFailedMessage));
      }
    }
  }

  const backToSignIn = <TextLink to="/login">{t('common.backToSignIn')}</TextLink>;

  if (answer) {
    return (
      <AuthCardLayout title={t('forgot.checkEmail')} footer={backToSignIn}>
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Description>{authMessage(answer)}</Alert.Description>
        </Alert.Root>
        <Text color="fg.muted" textStyle="sm" textAlign="center">
          {t('forgot.linkValidity')}
        </Text>
      </AuthCardLayout>
    );
  }

  return (
    <AuthCardLayout title={t('forgot.title')} description={t('forgot.description')} footer={backToSignIn}>
      <form ref={formRef} noValidate onSubmit={handleSubmit} aria-label={t('forgot.formLabel')}>
        <Stack gap="5">
          <AuthField label={t('common.email')} error={errors.email}>
            <Input
              name="email"
              type="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              value={values.email}
              onChange={(event) => update('email', event.target.value)}
            />
          </AuthField>
          <Stack gap="2">
            <Button
              type="submit"
              colorPalette="brand"
              width="full"
              loading={isLoading}
              loadingText={t('forgot.sending')}
            >
              {t('forgot.submit')}
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
