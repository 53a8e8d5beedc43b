// A local OpenID provider standing in for Google: the API's real sign-in code runs against it
// (discovery, PKCE, state, nonce, signed ID token). It signs the user in at once, as Google
// does for an account that already consented.
import { OAuth2Server } from 'oauth2-mock-server';

export const googleClient = { id: 'slotwise-e2e-client', secret: 'slotwise-e2e-secret' };

/** The Google account the provider signs in; a journey may change it before signing in. */
export const googleAccount = {
  sub: 'google-e2e-0001',
  email: 'grace.hopper@example.test',
  email_verified: true,
  given_name: 'Grace',
  family_name: 'Hopper',
  name: 'Grace Hopper',
};

/** @param {number} port */
export async function startOidcProvider(port) {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  // The server sets aud (the client id) and nonce itself; the profile claims come from here.
  server.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, googleAccount);
  });
  await server.start(port, '127.0.0.1');
  const issuer = server.issuer.url;
  return {
    issuer: issuer ?? `http://127.0.0.1:${port}`,
    stop: () => server.stop(),
  };
}
