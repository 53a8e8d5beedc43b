import { isApiError } from '@slotwise/shared/api/api-error';
import { startSession } from '@slotwise/shared/api/session.slice';
import { type LoginPayload, loginSchema } from '@slotwise/shared/contract/auth.contract';
import { useMessages } from '@slotwise/shared/i18n/i18n';
import { useNavigate } from '@slotwise/shared/router';
import { useAppDispatch } from '@slotwise/shared/store/hooks';
import { Button, HStack, Input, Stack, Text } from '@slotwise/shared/ui/chakra';
import { type FormEvent, useState } from 'react';
import { authCatalogue } from '../../app/auth-catalogue';

import { useLoginMutation } from './auth.api';
import { AuthCardLayout } from './auth-card-layout';
import { AuthField } from './auth-field';
import { fieldErrorsFromZod } from './form-errors';
import { GoogleSignInOption } from './google-sign-in-button';
import { PasswordInput } from './password-input';
import { useReturnPath } from './return-path';
import { TextLink } from './text-link';
import { TwoFactorStep } from './two-factor-step';
import { useAuthForm } from './use-auth-form';
import { useAuthMessage } from './use-auth-message';
import { useDocumentTitle } from './use-document-title';

type LoginField = keyof LoginPayload;

export const loginFailedMessage = 'Failed to login';

/** The server's error field, else the spec's fallback (docs/product.md#error-texts). */
function loginErrorText(error: unknown): string {
  // A disabled account (403) and too many attempts (429) carry their text in `error` too.
  const text = isApiError(error) ? error.data?.error : undefined;
  return typeof text === 'string' && text ? text : loginFailedMessage;
}

export function LoginPage() {
  const t = useMessages(authCatalogue);
  const authMessage = useAuthMessage();
  useDocumentTitle(t('login.documentTitle'));
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // Back to the page that needed a session (an invitation link), else the dashboard.
  const { returnPath, carry } = useReturnPath();
  const [login, { isLoading }] = useLoginMutation();
  // Set when the password was right and the account asks for a code (docs/product.md#two-factor-sign-in).
  const [challenge, setChallenge] = useState<string | null>(null);
  const {
    values,
    errors,
    setErrors,
    update,
    showErrors,
    failure: authError,
    setFailure: setAuthError,
    formRef,
  } = useAuthForm<LoginField>({ login: '', password: '' });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAuthError(null);
    const parsed = loginSchema.safeParse(values);
    if (!parsed.success) {
      showErrors(fieldErrorsFromZod<LoginField>(parsed.error));
      return;
    }
    setErrors({});
    try {
      const response = await login(parsed.data).unwrap();
      if ('two_factor_required' in response) {
        setChallenge(response.challenge);
        return;
      }
      dispatch(startSession(response));
      navigate(returnPath, { replace: true });
    } catch (error) {
      setAuthError(loginErrorText(error));
    }
  }

  if (challenge) {
    return (
      <AuthCardLayout title={t('twoFactor.title')} description={t('login.description')}>
        <TwoFactorStep
          challenge={challenge}
          returnPath={returnPath}
          onRestart={() => {
            setChallenge(null);
            update('password', '');
          }}
        />
      </AuthCardLayout>
    );
  }

  return (
    <AuthCardLayout
      title={t('login.title')}
      description={t('login.description')}
      footer={
        <>
          {t('login.noAccount')}{' '}
          <TextLink to="/register" state={carry}>
            {t('login.registerLink')}
          </TextLink>
        </>
      }
    >
      <form ref={formRef} noValidate onSubmit={handleSubmit} aria-label={t('login.formLabel')}>
        <Stack gap="5">
          <AuthField label={t('login.loginLabel')} error={errors.login}>
            <Input
              name="login"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              value={values.login}
              onChange={(event) => update('login', event.target.value)}
            />
          </AuthField>
          <Stack gap="1.5">
            <AuthField label={t('common.password')} error={errors.password}>
              <PasswordInput
                name="password"
                autoComplete="current-password"
                value={values.password}
                onChange={(event) => update('password', event.target.value)}
              />
            </AuthField>
            <HStack justify="flex-end">
              <Text textStyle="sm">
                <TextLink to="/forgot-password">{t('login.forgotPassword')}</TextLink>
              </Text>
            </HStack>
          </Stack>
          <Stack gap="2">
            <Button
              type="submit"
              colorPalette="brand"
              width="full"
              loading={isLoading}
              loadingText={t('login.submitting')}
            >
              {t('login.submit')}
            </Button>
            {authError ? (
              <Text role="alert" color="fg.error" textStyle="sm" textAlign="center">
                {authMessage(authError)}
              </Text>
            ) : null}
          </Stack>
        </Stack>
      </form>
      <GoogleSignInOption />
    </AuthCardLayout>
  );
}
