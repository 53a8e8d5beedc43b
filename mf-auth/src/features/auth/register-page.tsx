import { startSession } from '@slotwise/shared/api/session.slice';
import { accountMessages } from '@slotwise/shared/contract/account-security.contract';
import { type RegisterField, registerSchema } from '@slotwise/shared/contract/auth.contract';
import { detectedTimeZone } from '@slotwise/shared/datetime/browser-time-zone';
import { useMessages } from '@slotwise/shared/i18n/i18n';
import { pageHost } from '@slotwise/shared/remote/prerendered-page';
import { useLocation, useNavigate } from '@slotwise/shared/router';
import { useAppDispatch } from '@slotwise/shared/store/hooks';
import { Alert, Button, Input, List, SimpleGrid, Stack, Strong, Text } from '@slotwise/shared/ui/chakra';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { authCatalogue } from '../../app/auth-catalogue';
import { useGetInstanceQuery, useRegisterMutation } from './auth.api';
import { AuthCardLayout } from './auth-card-layout';
import { AuthField } from './auth-field';
import { bookingLinkPreview } from './booking-link';
import { browserLanguage, browserLocale } from './browser-locale';
import { fieldErrorsFromZod } from './form-errors';
import { GoogleSignInOption } from './google-sign-in-button';
import { PasswordInput } from './password-input';
import { PasswordStrengthMeter } from './password-strength-meter';
import { readRegistrationFailure, type ServerFieldErrors } from './registration-errors';
import { useReturnPath } from './return-path';
import { TextLink } from './text-link';
import { useAuthForm } from './use-auth-form';
import { useAuthMessage } from './use-auth-message';
import { useDocumentTitle } from './use-document-title';

type RegisterValues = Record<RegisterField, string>;

const emptyValues: RegisterValues = {
  name: '',
  surname: '',
  email: '',
  username: '',
  password: '',
  password_confirmation: '',
};

/**
 * The invitation a sign-up brings (docs/product.md#instance-administration): an administrator's
 * link (/register?invitation=...) or a team invitation's link the visitor was sent here from.
 */
export function invitationOf(search: string, returnPath: string): string | null {
  const own = new URLSearchParams(search).get('invitation');
  if (own) return own;
  const query = returnPath.split('?')[1];
  return query ? new URLSearchParams(query).get('invitation') : null;
}

export function RegisterPage() {
  const t = useMessages(authCatalogue);
  const authMessage = useAuthMessage();
  useDocumentTitle(t('register.documentTitle'));
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // Back to the page that needed a session (an invitation link), else the dashboard.
  const { returnPath, carry } = useReturnPath();
  const { search } = useLocation();
  const invitation = invitationOf(search, returnPath);
  const instance = useGetInstanceQuery();
  const signupMode = instance.data?.signup_mode ?? 'open';
  const refusal =
    signupMode === 'closed' ? 'closed' : signupMode === 'invitation' && !invitation ? 'invitation' : null;
  const [register, { isLoading }] = useRegisterMutation();
  const form = useAuthForm<RegisterField>(emptyValues);
  const {
    values,
    errors: clientErrors,
    setErrors: setClientErrors,
    showErrors,
    failure: generalError,
    setFailure: setGeneralError,
    formRef,
    focusFirstInvalid,
  } = form;
  const [serverErrors, setServerErrors] = useState<ServerFieldErrors>({});

  const serverMessages = Object.values(serverErrors).flat();
  const hasFieldErrors = serverMessages.length > 0 || Object.values(clientErrors).some(Boolean);

  function errorOf(field: RegisterField): string | undefined {
    return clientErrors[field] ?? serverErrors[field]?.[0];
  }

  function update(field: RegisterField, value: string) {
    form.update(field, value);
    // Editing a field clears its server error (docs/product.md#sign-in-and-register-screens).
    setServerErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setGeneralError(null);
    setServerErrors({});
    const parsed = registerSchema.safeParse({
      ...values,
      avatar: null,
      time_zone: detectedTimeZone(),
      language: browserLanguage(),
      locale: browserLocale(),
      ...(invitation ? { invitation } : {}),
    });
    if (!parsed.success) {
      showErrors(fieldErrorsFromZod<RegisterField>(parsed.error));
      return;
    }
    setClientErrors({});
    try {
      const response = await register(parsed.data).unwrap();
      dispatch(startSession(response));
      navigate(returnPath, { replace: true });
    } catch (error) {
      const failure = readRegistrationFailure(error);
      setServerErrors(failure.fieldErrors);
      setGeneralError(failure.general);
      focusFirstInvalid();
    }
  }

  const passwordProps = (field: 'password' | 'password_confirmation') => ({
    name: field,
    autoComplete: 'new-password',
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => update(field, event.target.value),
  });

  const footer = (
    <>
      {t('register.haveAccount')}{' '}
      <TextLink to="/login" state={carry}>
        {t('register.loginLink')}
      </TextLink>
    </>
  );

  // Said before anything is typed: sign-up closed, or by invitation without one.
  if (refusal) {
    return (
      <AuthCardLayout
        title={refusal === 'closed' ? t('register.closedTitle') : t('register.invitationOnlyTitle')}
        description={t('register.description')}
        footer={footer}
      >
        <Alert.Root status="info" role="status">
          <Alert.Indicator />
          <Alert.Title>
            {authMessage(
              refusal === 'closed' ? accountMessages.signupClosed : accountMessages.signupInvitationOnly,
            )}
          </Alert.Title>
        </Alert.Root>
      </AuthCardLayout>
    );
  }

  return (
    <AuthCardLayout title={t('register.title')} description={t('register.description')} footer={footer}>
      {serverMessages.length > 0 ? (
        <Alert.Root status="error" alignItems="flex-start">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('register.correctIssues')}</Alert.Title>
            <Alert.Description>
              <List.Root ps="4" mt="1" gap="0.5">
                {serverMessages.map((message) => (
                  <List.Item key={message}>{authMessage(message)}</List.Item>
                ))}
              </List.Root>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <form ref={formRef} noValidate onSubmit={handleSubmit} aria-label={t('register.formLabel')}>
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
            <AuthField label={t('register.firstName')} error={errorOf('name')}>
              <Input
                name="name"
                autoComplete="given-name"
                value={values.name}
                onChange={(event) => update('name', event.target.value)}
              />
            </AuthField>
            <AuthField
              label={t('register.lastName')}
              error={errorOf('surname')}
              helper={t('register.optional')}
            >
              <Input
                name="surname"
                autoComplete="family-name"
                value={values.surname}
                onChange={(event) => update('surname', event.target.value)}
              />
            </AuthField>
          </SimpleGrid>
          <AuthField label={t('common.email')} error={errorOf('email')}>
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
          <AuthField
            label={t('register.username')}
            error={errorOf('username')}
            helper={
              <>
                {t('register.bookingLink')}{' '}
                <Strong color="fg" wordBreak="break-all" data-testid="booking-link">
                  {bookingLinkPreview(pageHost(), values.username, t('register.bookingLinkPlaceholder'))}
                </Strong>
              </>
            }
          >
            <Input
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              value={values.username}
              onChange={(event) => update('username', event.target.value)}
            />
          </AuthField>
          <Stack gap="2">
            <AuthField label={t('common.password')} error={errorOf('password')}>
              <PasswordInput {...passwordProps('password')} />
            </AuthField>
            <PasswordStrengthMeter password={values.password} />
          </Stack>
          <AuthField label={t('register.confirmPassword')} error={errorOf('password_confirmation')}>
            <PasswordInput {...passwordProps('password_confirmation')} />
          </AuthField>
          <Stack gap="2">
            <Button
              type="submit"
              colorPalette="brand"
              width="full"
              loading={isLoading}
              loadingText={t('register.submitting')}
            >
              {t('register.submit')}
            </Button>
            {generalError && !hasFieldErrors ? (
              <Text role="alert" color="fg.error" textStyle="sm" textAlign="center">
                {authMessage(generalError)}
              </Text>
            ) : null}
          </Stack>
        </Stack>
      </form>
      <GoogleSignInOption />
    </AuthCardLayout>
  );
}
