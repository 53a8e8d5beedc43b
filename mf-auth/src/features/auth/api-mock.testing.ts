export const sampleUser = {
  id: 'u1',
  name: 'Jane',
  surname: null,
  username: 'jane',
  email: 'jane@example.com',
  avatar: null,
  time_zone: 'Europe/Berlin',
  language: 'en',
  email_verified: true,
  created_at: '2026-01-01T00:00:00.000Z',
};

/** The answer of GET /api/config: which Google options this server offers. */
export function serverFeaturesReply(googleSignIn: boolean) {
  return { status: 200, data: { data: { google_sign_in: googleSignIn, google_calendar: googleSignIn } } };
}

/** The requests a form sent, without the pages' GET /api/config and GET /api/instance. */
export function formRequests<Request extends { url: string }>(api: { sent: Request[] }): Request[] {
  return api.sent.filter((request) => request.url !== '/api/config' && request.url !== '/api/instance');
}

/** The answer of GET /api/instance: how accounts are made on this server. */
export function instanceReply(signupMode: 'open' | 'invitation' | 'closed') {
  return { status: 200, data: { data: { signup_mode: signupMode } } };
}
