import * as oidc from 'openid-client';
import type { GoogleConfig } from '../../config';

/** Sign-in's scopes plus calendar access: events written, free/busy read. */
export const CALENDAR_SCOPES = [
  'openid',
  'email',
  'profile',
  'https://www.googleapis.com/auth/calendar.events',
  'https://www.googleapis.com/auth/calendar.readonly',
].join(' ');

export interface GoogleTokens {
  accessToken: string;
  refreshToken: string | null;
  /** When the access token stops working; null when Google did not say. */
  expiresAt: Date | null;
  /** Granted scopes, space separated (what the user allowed, not what was asked). */
  scope: string;
}

export interface GoogleProfile {
  subject: string;
  email: string | null;
  name: string | null;
  picture: string | null;
}

/** Thrown for a refused or unverifiable grant; `message` is safe to show. */
export class GoogleOAuthError extends Error {
  constructor(
    message: string,
    readonly reason: 'denied' | 'unavailable' | 'invalid',
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'GoogleOAuthError';
  }
}

/**
 * The calendar flow's OAuth client: openid-client (as Google sign-in uses) against the
 * configured issuer, so tests and local setups run it against scripts/fake-google.mjs.
 */
export class GoogleOAuthClient {
  #configuration: Promise<oidc.Configuration> | null = null;

  constructor(
    private readonly google: GoogleConfig,
    readonly redirectUri: string,
  ) {}

  get configured(): boolean {
    return Boolean(this.google.clientId && this.google.clientSecret);
  }

  /** Discovery runs once and is cached; a failed discovery is retried next time. */
  private configuration(): Promise<oidc.Configuration> {
    if (!this.#configuration) {
      const { clientId, clientSecret, issuer } = this.google;
      const insecure = new URL(issuer).protocol === 'http:';
      this.#configuration = oidc
        .discovery(
          new URL(issuer),
          clientId ?? '',
          { client_secret: clientSecret ?? '' },
          oidc.ClientSecretPost(clientSecret ?? ''),
          // Plain-http issuers exist only in tests and local setups (the fake).
          { execute: insecure ? [oidc.allowInsecureRequests] : [], timeout: 10 },
        )
        .catch((error: unknown) => {
          this.#configuration = null;
          throw new GoogleOAuthError('Google is unreachable', 'unavailable', { cause: error });
        });
    }
    return this.#configuration;
  }

  /** Google's consent page URL: offline access (a refresh token), consent shown, PKCE S256. */
  async authorizationUrl(flow: { state: string; nonce: string; codeVerifier: string }): Promise<string> {
    const configuration = await this.configuration();
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri,
      scope: CALENDAR_SCOPES,
      response_type: 'code',
      access_type: 'offline',
      prompt: 'consent',
      include_granted_scopes: 'true',
      code_challenge: await oidc.calculatePKCECodeChallenge(flow.codeVerifier),
      code_challenge_method: 'S256',
      state: flow.state,
      nonce: flow.nonce,
    });
    return url.href;
  }

  /** Exchanges the code (state, PKCE and the ID token's nonce and signature checked). */
  async exchangeCode(
    query: Record<string, string>,
    flow: { state: string; nonce: string; codeVerifier: string },
  ): Promise<{ tokens: GoogleTokens; profile: GoogleProfile }> {
    const configuration = await this.configuration();
    const currentUrl = new URL(this.redirectUri);
    for (const [key, value] of Object.entries(query)) currentUrl.searchParams.set(key, value);
    let response: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
    try {
      response = await oidc.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
    } catch (cause) {
      throw new GoogleOAuthError('The Google authorization could not be verified', 'invalid', { cause });
    }
    const claims = response.claims();
    if (!claims?.sub) throw new GoogleOAuthError('Google sent no account id', 'invalid');
    const str = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
    const profile: GoogleProfile = {
      subject: claims.sub,
      email: str(claims.email),
      name: str(claims.name),
      picture: str(claims.picture),
    };
    if (!profile.email) {
      // Some accounts leave the profile out of the ID token: ask the userinfo endpoint.
      const info = await oidc.fetchUserInfo(configuration, response.access_token, claims.sub);
      profile.email = str(info.email);
      profile.name ??= str(info.name);
      profile.picture ??= str(info.picture);
    }
    return { tokens: toTokens(response, null), profile };
  }

  /** A new access token from the refresh token (Google usually keeps the refresh token). */
  async refresh(refreshToken: string): Promise<GoogleTokens> {
    const configuration = await this.configuration();
    try {
      return toTokens(await oidc.refreshTokenGrant(configuration, refreshToken), refreshToken);
    } catch (cause) {
      throw new GoogleOAuthError('Google refused to refresh the access token', 'invalid', { cause });
    }
  }

  /** Revokes the grant at Google (GOOGLE_REVOKE_URL, else the discovery's revocation endpoint). */
  async revoke(token: string): Promise<void> {
    if (this.google.revokeUrl) {
      const response = await fetch(this.google.revokeUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`revocation answered ${response.status}`);
      return;
    }
    await oidc.tokenRevocation(await this.configuration(), token);
  }
}

function toTokens(
  response: Awaited<ReturnType<typeof oidc.refreshTokenGrant>>,
  previousRefreshToken: string | null,
): GoogleTokens {
  const expiresIn = response.expiresIn();
  return {
    accessToken: response.access_token,
    refreshToken: response.refresh_token ?? previousRefreshToken,
    expiresAt: expiresIn === undefined ? null : new Date(Date.now() + expiresIn * 1000),
    scope: response.scope ?? CALENDAR_SCOPES,
  };
}
