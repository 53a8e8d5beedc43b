import { refreshAccessToken } from '@slotwise/shared/api/api-client';
import { isApiError } from '@slotwise/shared/api/api-error';
import { sessionApi } from '@slotwise/shared/api/session.api';
import { startSession, tokenRefreshed } from '@slotwise/shared/api/session.slice';
import { clearStoredToken } from '@slotwise/shared/api/session-storage';
import { type GoogleSignInErrorCode, isGoogleSignInErrorCode } from '@slotwise/shared/contract/auth.contract';
import { limits } from '@slotwise/shared/contract/limits.contract';
import { useMessages } from '@slotwise/shared/i18n/i18n';
import { Link as RouterLink, useNavigate, useSearchParams } from '@slotwise/shared/router';
import { useAppDispatch } from '@slotwise/shared/store/hooks';
import { Button, Icon, Spinner, Stack, Text } from '@slotwise/shared/ui/chakra';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { authCatalogue } from '../../app/auth-catalogue';
import type { AuthKey } from '../../app/locales/en';

import { AuthCardLayout } from './auth-card-layout';
import { useAuthMessage } from './use-auth-message';
import { useDocumentTitle } from './use-document-title';

type CallbackState =
  | { status: 'signing-in' }
  | { status: 'success' }
  | { status: 'failed'; message: string }
  | { status: 'refused'; key: AuthKey };

export const callbackMessages = {
  failedFallback: 'Authentication failed',
  unexpected: 'An unexpected error occurred',
  googleFailed: 'Google authentication failed',
} as const;

/**
 * The text of an `?error=<code>` (docs/product.md#google-sign-in): known codes have their own,
 * anything else the generic fallback. Nothing from the URL is ever shown.
 */
export function errorKeyOfCode(code: string): AuthKey {
  return isGoogleSignInErrorCode(code) ? errorKeys[code] : 'callback.failedFallback';
}

const errorKeys: Record<GoogleSignInErrorCode, AuthKey> = {
  not_configured: 'callback.error.not_configured',
  unavailable: 'callback.error.unavailable',
  session_expired: 'callback.error.session_expired',
  cancelled: 'callback.error.cancelled',
  verification_failed: 'callback.error.verification_failed',
  no_verified_email: 'callback.error.no_verified_email',
  linked_elsewhere: 'callback.error.linked_elsewhere',
  unverified_account: 'callback.error.unverified_account',
  account_disabled: 'callback.error.account_disabled',
  signup_closed: 'callback.error.signup_closed',
  failed: 'callback.googleFailed',
};

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

/**
 * Where the API sends the browser back after Google sign-in: with the refresh cookie set (the
 * page then gets its access token from POST /api/auth/refresh), or with ?error=<code>. A token
 * in the URL is ignored: opening someone's link must not sign the visitor into their account.
 */
export function GoogleCallbackPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [state, setState] = useState<CallbackState>({ status: 'signing-in' });
  const started = useRef(false);
  const t = useMessages(authCatalogue);
  const authMessage = useAuthMessage();
  useDocumentTitle(
    state.status === 'failed' || state.status === 'refused'
      ? t('callback.documentTitleFailed')
      : state.status === 'success'
        ? t('callback.documentTitleSuccess')
        : t('callback.documentTitleSigningIn'),
  );

  // Runs once: the query string is removed below, which must not restart the flow.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const error = searchParams.get('error');
    const clearQuery = () => navigate({ search: '' }, { replace: true });
    if (searchParams.toString() !== '') clearQuery();

    if (error !== null) {
      setState({ status: 'refused', key: errorKeyOfCode(error) });
      return;
    }

    (async () => {
      try {
        // A token of an earlier session must not be taken for this one's.
        clearStoredToken();
        // The callback set the refresh cookie: it alone proves this browser ran the flow.
        let token: string;
        try {
          token = await refreshAccessToken();
        } catch {
          setState({ status: 'refused', key: 'callback.failedFallback' });
          return;
        }
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
        setState({ status: 'success' });
      } catch (caught) {
        setState({ status: 'failed', message: failureText(caught) });
      }
    })();
  }, [dispatch, navigate, searchParams]);

  useEffect(() => {
    if (state.status !== 'success') return;
    const timer = setTimeout(() => navigate('/dashboard', { replace: true }), limits.googleRedirectDelayMs);
    return () => clearTimeout(timer);
  }, [state.status, navigate]);

  if (state.status === 'failed' || state.status === 'refused') {
    return (
      <AuthCardLayout title={t('callback.failedTitle')}>
        <Stack gap="5" align="center" textAlign="center">
          <Icon size="2xl" color="fg.error" aria-hidden="true">
            <CircleAlert />
          </Icon>
          <Text role="alert" color="fg.muted" data-testid="callback-error">
            {state.status === 'refused' ? t(state.key) : authMessage(state.message)}
          </Text>
          <Button asChild colorPalette="brand" width="full">
            <RouterLink to="/login">{t('callback.tryAgain')}</RouterLink>
          </Button>
          {state.status === 'refused' && state.key === 'callback.error.unverified_account' ? (
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
