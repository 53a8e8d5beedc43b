import { isApiError } from '@slotwise/shared/api/api-error';
import { selectIsAuthenticated } from '@slotwise/shared/api/session.slice';
import { emailVerificationMessages, verifyEmailSchema } from '@slotwise/shared/contract/auth.contract';
import { useMessages } from '@slotwise/shared/i18n/i18n';
import { Link as RouterLink, useLocation, useNavigate } from '@slotwise/shared/router';
import { useAppSelector } from '@slotwise/shared/store/hooks';
import { Alert, Button, Spinner, Stack, Text } from '@slotwise/shared/ui/chakra';
import { useCallback, useEffect, useRef, useState } from 'react';
import { authCatalogue } from '../../app/auth-catalogue';
import { useVerifyEmailMutation } from './auth.api';
import { AuthCardLayout } from './auth-card-layout';
import { tokenOfFragment } from './link-token';
import { useAuthMessage } from './use-auth-message';
import { useDocumentTitle } from './use-document-title';

type Outcome = 'checking' | 'done' | 'invalid-link' | 'failed';

/**
 * Opened from the confirmation mail (docs/product.md#verified-e-mail-addresses): posts the
 * link's token to the API once, signed in or not, and says whether the address is confirmed.
 */
export function VerifyEmailPage() {
  const t = useMessages(authCatalogue);
  const authMessage = useAuthMessage();
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = useAppSelector(selectIsAuthenticated);
  const [verifyEmail] = useVerifyEmailMutation();
  // Read once: the fragment is removed from the address bar right after.
  const [token] = useState(() => tokenOfFragment(location.hash));
  const [outcome, setOutcome] = useState<Outcome>(() =>
    verifyEmailSchema.shape.token.safeParse(token).success ? 'checking' : 'invalid-link',
  );
  const started = useRef(false);
  useDocumentTitle(t('verify.documentTitle'));

  const submit = useCallback(async () => {
    setOutcome('checking');
    try {
      await verifyEmail({ token }).unwrap();
      setOutcome('done');
    } catch (error) {
      setOutcome(isApiError(error) && error.status === 422 ? 'invalid-link' : 'failed');
    }
  }, [token, verifyEmail]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (location.hash) navigate({ hash: '' }, { replace: true });
    if (outcome === 'checking') void submit();
  }, [location.hash, navigate, outcome, submit]);

  const next = signedIn ? (
    <Button asChild colorPalette="brand" width="full">
      <RouterLink to="/dashboard">{t('verify.toDashboard')}</RouterLink>
    </Button>
  ) : (
    <Button asChild colorPalette="brand" width="full">
      <RouterLink to="/login">{t('reset.signIn')}</RouterLink>
    </Button>
  );

  if (outcome === 'done') {
    return (
      <AuthCardLayout title={t('verify.doneTitle')}>
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Description>{authMessage(emailVerificationMessages.verified)}</Alert.Description>
        </Alert.Root>
        {next}
      </AuthCardLayout>
    );
  }

  if (outcome === 'invalid-link') {
    return (
      <AuthCardLayout title={t('reset.invalidTitle')}>
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Description>{authMessage(emailVerificationMessages.tokenInvalid)}</Alert.Description>
        </Alert.Root>
        <Text color="fg.muted" textStyle="sm">
          {t('verify.newLinkHint')}
        </Text>
        {next}
      </AuthCardLayout>
    );
  }

  if (outcome === 'failed') {
    return (
      <AuthCardLayout title={t('verify.documentTitle')}>
        <Text role="alert" color="fg.error" textAlign="center">
          {t('verify.failed')}
        </Text>
        <Button colorPalette="brand" width="full" onClick={() => void submit()}>
          {t('callback.tryAgain')}
        </Button>
      </AuthCardLayout>
    );
  }

  return (
    <AuthCardLayout title={t('verify.checkingTitle')}>
      <Stack align="center" py="4" role="status" aria-label={t('verify.checkingTitle')}>
        <Spinner size="xl" color="brand.solid" borderWidth="3px" />
      </Stack>
    </AuthCardLayout>
  );
}
