import type { MicrosoftErrorCode } from '@slotwise/shared/contract/microsoft-calendars.contract';
import * as oidc from 'openid-client';
import type { MicrosoftConfig } from '../../config';

/**
 * Graph calendars read and written, the user's id and address, and a refresh token
 * (offline_access). No `openid`: the account is identified by Graph's /me, which also works for
 * the `common` tenant, whose issuer in ID tokens is each account's own tenant.
 */
export const MICROSOFT_SCOPES = [
  'offline_access',
  'https://graph.microsoft.com/User.Read',
  'https://graph.microsoft.com/Calendars.ReadWrite',
].join(' ');

export interface MicrosoftTokens {
  accessToken: string;
  refreshToken: string;
  /** When the access token stops working. */
  expiresAt: number;
}

/** A Microsoft failure with the code Settings shows in words; never holds a token. */
export class MicrosoftError extends Error {
  constructor(
    readonly code: MicrosoftErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'MicrosoftError';
  }
}

/** The code of a failed request: aborted by our timeout, refused, or Microsoft's own error. */
export function microsoftErrorOf(error: unknown): MicrosoftError {
  if (error instanceof MicrosoftError) return error;
  const name = (error as { name?: string; cause?: { name?: string } } | null)?.name;
  const causeName = (error as { cause?: { name?: string } } | null)?.cause?.name;
  if (name === 'TimeoutError' || causeName === 'TimeoutError' || name === 'AbortError') {
    return new MicrosoftError('timeout', 'Microsoft did not answer in time', { cause: error });
  }
  if (error instanceof oidc.ResponseBodyError && error.error === 'invalid_grant') {
    return new MicrosoftError('consent_revoked', 'Microsoft refused the stored authorization', {
      cause: error,
    });
  }
  if (error instanceof TypeError || (error as { code?: string })?.code === 'OAUTH_RESPONSE_IS_NOT_CONFORM') {
    return new MicrosoftError('unreachable', 'Microsoft could not be reached', { cause: error });
  }
  return new MicrosoftError('server_error', 'Microsoft answered with an error', { cause: error });
}

/**
 * The Microsoft identity platform's v2.0 endpoints through openid-client (as Google's flows use):
 * authorization code with PKCE S256, and refresh. The endpoints are known, not discovered: the
 * `common` tenant's discovery document names a templated issuer that no strict client accepts.
 */
export class MicrosoftOAuthClient {
  readonly #configuration: oidc.Configuration | null;

  constructor(
    config: MicrosoftConfig | undefined,
    readonly redirectUri: string,
  ) {
    if (!config?.clientId || !config.clientSecret) {
      this.#configuration = null;
      return;
    }
    const base = `${config.authorityUrl}/${encodeURIComponent(config.tenant)}`;
    const configuration = new oidc.Configuration(
      {
        issuer: `${base}/v2.0`,
        authorization_endpoint: `${base}/oauth2/v2.0/authorize`,
        token_endpoint: `${base}/oauth2/v2.0/token`,
      },
      config.clientId,
      { client_secret: config.clientSecret },
      oidc.ClientSecretPost(config.clientSecret),
    );
    configuration.timeout = Math.max(1, Math.ceil(config.timeoutMs / 1000));
    // A plain-http authority exists only in tests and local setups (scripts/fake-microsoft.mjs).
    if (new URL(base).protocol === 'http:') oidc.allowInsecureRequests(configuration);
    this.#configuration = configuration;
  }

  get configured(): boolean {
    return this.#configuration !== null;
  }

  private configuration(): oidc.Configuration {
    if (!this.#configuration) throw new MicrosoftError('server_error', 'Microsoft is not configured');
    return this.#configuration;
  }

  /** The consent page's URL: PKCE S256 and the state; `select_account` lets a host pick another account. */
  async authorizationUrl(flow: { state: string; codeVerifier: string }): Promise<string> {
    return oidc.buildAuthorizationUrl(this.configuration(), {
      redirect_uri: this.redirectUri,
      scope: MICROSOFT_SCOPES,
      response_type: 'code',
      response_mode: 'query',
      prompt: 'select_account',
      code_challenge: await oidc.calculatePKCECodeChallenge(flow.codeVerifier),
      code_challenge_method: 'S256',
      state: flow.state,
    }).href;
  }

  /** Exchanges the code; the state is checked against the stored one and the verifier sent. */
  async exchangeCode(
    query: Record<string, string>,
    flow: { state: string; codeVerifier: string },
  ): Promise<MicrosoftTokens> {
    const currentUrl = new URL(this.redirectUri);
    for (const [key, value] of Object.entries(query)) currentUrl.searchParams.set(key, value);
    try {
      const response = await oidc.authorizationCodeGrant(this.configuration(), currentUrl, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: flow.state,
        idTokenExpected: false,
      });
      return toTokens(response, null);
    } catch (error) {
      throw microsoftErrorOf(error);
    }
  }

  /** A new access token; the identity platform usually hands a new refresh token too. */
  async refresh(refreshToken: string): Promise<MicrosoftTokens> {
    try {
      return toTokens(await oidc.refreshTokenGrant(this.configuration(), refreshToken), refreshToken);
    } catch (error) {
      throw microsoftErrorOf(error);
    }
  }
}

function toTokens(
  response: Awaited<ReturnType<typeof oidc.refreshTokenGrant>>,
  previousRefreshToken: string | null,
): MicrosoftTokens {
  const refreshToken = response.refresh_token ?? previousRefreshToken;
  if (!refreshToken) throw new MicrosoftError('server_error', 'Microsoft sent no refresh token');
  return {
    accessToken: response.access_token,
    refreshToken,
    expiresAt: Date.now() + (response.expiresIn() ?? 3600) * 1000,
  };
}
