import type { GoogleSignInErrorCode } from '@slotwise/shared/contract/auth.contract';
import * as oidc from 'openid-client';
import type { GoogleConfig } from '../../config';
import type { GoogleIdentity } from './auth.service';
import { GoogleSignInError } from './auth.service';

// The codes the callback screen gets (`?error=<code>`); its texts are mf-auth's (callback.error.*).
export const GOOGLE_NOT_CONFIGURED: GoogleSignInErrorCode = 'not_configured';
export const GOOGLE_UNAVAILABLE: GoogleSignInErrorCode = 'unavailable';
export const GOOGLE_SESSION_EXPIRED: GoogleSignInErrorCode = 'session_expired';
export const GOOGLE_CANCELLED: GoogleSignInErrorCode = 'cancelled';
export const GOOGLE_VERIFICATION_FAILED: GoogleSignInErrorCode = 'verification_failed';
export const GOOGLE_FAILED: GoogleSignInErrorCode = 'failed';

/** What must survive the round trip to the provider (kept in an encrypted, short-lived cookie). */
export interface GoogleFlowState {
  codeVerifier: string;
  state: string;
  nonce: string;
  timeZone: string | null;
  /** Epoch ms after which the flow is refused, whatever the cookie's own expiry. */
  expiresAt: number;
}

export const GOOGLE_FLOW_TTL_SECONDS = 10 * 60;

/**
 * OpenID Connect authorization-code flow with PKCE (S256), state and nonce, via openid-client.
 * The issuer is configuration, so tests run this exact code against a local provider.
 */
export class GoogleSignIn {
  #configuration: Promise<oidc.Configuration> | null = null;

  constructor(
    private readonly google: GoogleConfig,
    private readonly redirectUri: string,
  ) {}

  get configured(): boolean {
    return Boolean(this.google.clientId);
  }

  /** Discovery runs once and is cached; a failed discovery is retried on the next sign-in. */
  private configuration(): Promise<oidc.Configuration> {
    if (!this.#configuration) {
      const { clientId, clientSecret, issuer } = this.google;
      const insecure = new URL(issuer).protocol === 'http:';
      this.#configuration = oidc
        .discovery(
          new URL(issuer),
          clientId ?? '',
          clientSecret ? { client_secret: clientSecret } : undefined,
          clientSecret ? oidc.ClientSecretPost(clientSecret) : oidc.None(),
          // Plain-http issuers exist only in tests and local setups.
          { execute: insecure ? [oidc.allowInsecureRequests] : [], timeout: 10 },
        )
        .catch((error: unknown) => {
          this.#configuration = null;
          throw error;
        });
    }
    return this.#configuration;
  }

  async start(timeZone: string | null): Promise<{ url: string; flow: GoogleFlowState }> {
    let configuration: oidc.Configuration;
    try {
      configuration = await this.configuration();
    } catch (cause) {
      throw new GoogleSignInError(GOOGLE_UNAVAILABLE, 'Google discovery failed', { cause });
    }
    const flow: GoogleFlowState = {
      codeVerifier: oidc.randomPKCECodeVerifier(),
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      timeZone,
      expiresAt: Date.now() + GOOGLE_FLOW_TTL_SECONDS * 1000,
    };
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri,
      scope: 'openid email profile',
      response_type: 'code',
      code_challenge: await oidc.calculatePKCECodeChallenge(flow.codeVerifier),
      code_challenge_method: 'S256',
      state: flow.state,
      nonce: flow.nonce,
      prompt: 'select_account',
    });
    return { url: url.href, flow };
  }

  /** Exchanges the code (checking state, PKCE, nonce and the ID token) and returns the identity. */
  async finish(
    query: Record<string, string | undefined>,
    flow: GoogleFlowState | null,
  ): Promise<GoogleIdentity> {
    if (query.error) {
      // The provider's own text goes to the log only: the screen never shows text from a URL.
      throw new GoogleSignInError(
        query.error === 'access_denied' ? GOOGLE_CANCELLED : GOOGLE_FAILED,
        `provider error: ${query.error_description ?? query.error}`,
      );
    }
    if (!flow || flow.expiresAt < Date.now())
      throw new GoogleSignInError(GOOGLE_SESSION_EXPIRED, 'no or expired flow cookie');
    let configuration: oidc.Configuration;
    try {
      configuration = await this.configuration();
    } catch (cause) {
      throw new GoogleSignInError(GOOGLE_UNAVAILABLE, 'Google discovery failed', { cause });
    }
    const currentUrl = new URL(this.redirectUri);
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined) currentUrl.searchParams.set(key, value);
    }
    let claims: oidc.IDToken | undefined;
    try {
      const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims();
    } catch (cause) {
      throw new GoogleSignInError(GOOGLE_VERIFICATION_FAILED, 'code exchange refused', { cause });
    }
    if (!claims?.sub) throw new GoogleSignInError(GOOGLE_VERIFICATION_FAILED, 'ID token without subject');
    const str = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
    return {
      subject: claims.sub,
      email: str(claims.email),
      emailVerified: claims.email_verified === true || claims.email_verified === 'true',
      givenName: str(claims.given_name),
      familyName: str(claims.family_name),
      fullName: str(claims.name),
      picture: str(claims.picture),
    };
  }
}
