import { useServerFeature } from '@slotwise/shared/api/server-features.api';
import { whenServerOffers } from '@slotwise/shared/contract/server-features.contract';
import { useMessages } from '@slotwise/shared/i18n/i18n';
import { Box, Button } from '@slotwise/shared/ui/chakra';
import { useState } from 'react';
import { authCatalogue } from '../../app/auth-catalogue';

import { startGoogleSignIn } from './google-sign-in';
import { OrSeparator } from './or-separator';

function GoogleLogo() {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 48 48">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </svg>
  );
}

/** 'Continue with Google': leaves the app for the real OAuth flow (docs/product.md#google-sign-in). */
export function GoogleSignInButton() {
  const [leaving, setLeaving] = useState(false);
  const t = useMessages(authCatalogue);
  return (
    <Button
      type="button"
      variant="outline"
      width="full"
      loading={leaving}
      loadingText={t('google.redirecting')}
      onClick={() => {
        setLeaving(true);
        startGoogleSignIn();
      }}
    >
      <GoogleLogo />
      {t('google.continue')}
    </Button>
  );
}

/**
 * 'or' and 'Continue with Google', offered only when the server says Google sign-in is
 * configured (GET /api/config), so a visitor never clicks into a dead end. Until the answer is
 * known (the page prerendered at the build, or the app just taking it over) the option is drawn
 * but shown only if the shell's server marked the page as from a server offering it, so the app
 * takes over without the form moving (docs/front-end.md#prerendered-pages).
 */
export function GoogleSignInOption() {
  const offered = useServerFeature('google_sign_in');
  if (offered === false) return null;
  const option = (
    <>
      <OrSeparator />
      <GoogleSignInButton />
    </>
  );
  if (offered) return option;
  return (
    <Box
      data-server-feature="google_sign_in"
      display="none"
      css={{ [whenServerOffers('google_sign_in')]: { display: 'contents' } }}
    >
      {option}
    </Box>
  );
}
