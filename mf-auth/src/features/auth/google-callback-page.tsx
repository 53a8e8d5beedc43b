import { isApiError } from '@slotwise/shared/api/api-error';
import { sessionApi } from '@slotwise/shared/api/session.api';
import { startSession, tokenRefreshed } from '@slotwise/shared/api/session.slice';
import { storeToken } from '@slotwise/shared/api/session-storage';
import { emailVerificationMessages } from '@slotwise/shared/contract/auth.contract';
import { limits } from '@slotwise/shared/contract/limits.contract';
import { useMessages } from '@slotwise/shared/i18n/i18n';
import { Link as RouterLink, useNavigate, useSearchParams } from '@slotwise/shared/router';
import { useAppDispatch } from '@slotwise/shared/store/hooks';
import { Button, Icon, Spinner, Stack, Text } from '@slotwise/shared/ui/chakra';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { authCatalogue } from '../../app/auth-catalogue';

import { AuthCardLayout } from './auth-card-layout';
import { useAuthMessage } from './use-auth-message';
import { useDocumentTitle } from './use-document-title';

type CallbackState = { status: 'signing-in' } | { status: 'success' } | { status: 'failed'; message: string };

export const callbackMessages = {
  failedFallback: 'Authentication failed',
  unexpected: 'An unexpected error occurred',
  googleFailed: 'Google authentication failed',
} as const;

/** The error arrives URL-encoded; a malformed sequence is shown as it came. */
function decodeError(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

class UserFetchFailed extends Error {
  override message = callbackMessages.googleFailed;
}

/** Google sign-in failure texts (docs/product.md#error-texts): the server's, else the fallbacks. */
function failureText(error: unknown): string {
  if (isApiError(error)) {
    const serverError = error.data?.error;
    return typeof serverError === 'string' && serverError ? serverError : callbackMessages.googleFailed;
  }
  if (error instanceof Error && error.message) return error.message;
  return callbackMessages.unexpected;
}

/** Where the API sends the browser back after Google sign-in, with ?token= or ?error=. */
export function GoogleCallbackPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [state, setState] = useState<CallbackState>({ status: 'signing-in' });
  const started = useRef(false);
  const t = useMessages(authCatalogue);
  const authMessage = useAuthMessage();
  useDocumentTitle(
    state.status === 'failed'
      ? t('callback.documentTitleFailed')
      : state.status === 'success'
        ? t('callback.documentTitleSuccess')
        : t('callback.documentTitleSigningIn'),
  );

  // Runs once: the query string is removed below, which must not restart the flow.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = searchParams.get('token');
    const error = searchParams.get('error');
    const clearQuery = () => navigate({ search: '' }, { replace: true });

    if (error !== null || !token) {
      const message = error ? decodeError(error) : '';
      setState({ status: 'failed', message: message || callbackMessages.failedFallback });
      clearQuery();
      return;
    }

    (async () => {
      try {
        // The token must be stored before the user fetch, which sends it as the bearer.
        storeToken(token);
        dispatch(tokenRefreshed(token));
        const request = dispatch(sessionApi.endpoints.me.initiate(undefined, { forceRefetch: true }));
        try {
          const user = await request.unwrap();
          // A failed fetch ends the session in `me`'s own handler, which resets the API state
          // before unwrap reads it: unwrap then yields no user instead of rejecting.
          if (!user) throw new UserFetchFailed();
          dispatch(startSession({ access_token: token, user }));
        } finally {
          request.unsubscribe();
        }
        clearQuery();
        setState({ status: 'success' });
      } catch (caught) {
        clearQuery();
        setState({ status: 'failed', message: failureText(caught) });
      }
    })();
  }, [dispatch, navigate, searchParams]);

  useEffect(() => {
    if (state.status !== 'success') return;
    const timer = setTimeout(() => navigate('/dashboard', { replace: true }), limits.googleRedirectDelayMs);
    return () => clearTimeout(timer);
  }, [state.status, navigate]);

  if (state.status === 'failed') {
    return (
      <AuthCardLayout title={t('callback.failedTitle')}>
        <Stack gap="5" align="center" textAlign="center">
          <Icon size="2xl" color="fg.error" aria-hidden="true">
            <CircleAlert />
          </Icon>
          <Text role="alert" color="fg.muted" data-testid="callback-error">
            {authMessage(state.message)}
          </Text>
          <Button asChild colorPalette="brand" width="full">
            <RouterLink to="/login">{t('callback.tryAgain')}</RouterLink>
          </Button>
          {state.message === emailVerificationMessages.googleUnverifiedAccount ? (
            // The reset mail proves the address (docs/product.md#verified-e-mail-addresses).
            <Button asChild variant="outline" width="full">
              <RouterLink to="/forgot-password">{t('callback.resetPassword')}</RouterLink>
            </Button>
          ) : null}
        </Stack>
      </AuthCardLayout>
    );
  }

  if (state.status === 'success') {
    return (
      <AuthCardLayout title={t('callback.successTitle')}>
        <Stack gap="4" align="center" textAlign="center" role="status">
          <Icon size="2xl" color="fg.success" aria-hidden="true">
            <CircleCheck />
          </Icon>
          <Text color="fg.muted">{t('callback.success')}</Text>
        </Stack>
      </AuthCardLayout>
    );
  }

  return (
    <AuthCardLayout title={t('callback.signingInTitle')}>
      <Stack align="center" py="4" role="status" aria-label={t('callback.signingInLabel')}>
        <Spinner size="xl" color="brand.solid" borderWidth="3px" />
      </Stack>
    </AuthCardLayout>
  );
}
