import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../../testing/test-app.helper';

describe('GET /api/config: what this server offers, before any click', () => {
  const apps: TestApp[] = [];
  after(async () => {
    await Promise.all(apps.map((app) => app.close()));
  });

  const featuresOf = async (google: { clientId?: string | null; clientSecret?: string | null }) => {
    const t = await createTestApp({ google: { clientId: null, clientSecret: null, ...google } });
    apps.push(t);
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    assert.equal(response.statusCode, 200);
    return response.json().data;
  };

  test('without Google configuration neither Google option is offered', { timeout: 60_000 }, async () => {
    assert.deepEqual(await featuresOf({}), {
      google_sign_in: false,
      google_calendar: false,
      microsoft_calendar: false,
    });
  });

  test('a client id alone allows sign-in; the calendar also needs the secret', {
    timeout: 60_000,
  }, async () => {
    assert.deepEqual(await featuresOf({ clientId: 'client' }), {
      google_sign_in: true,
      google_calendar: false,
      microsoft_calendar: false,
    });
    assert.deepEqual(await featuresOf({ clientId: 'client', clientSecret: 'secret' }), {
      google_sign_in: true,
      google_calendar: true,
      microsoft_calendar: false,
    });
  });
});
