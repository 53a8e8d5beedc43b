import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  avatarUrlMessage,
  emailTakenMessage,
  loginMinMessage,
  passwordMessages,
  passwordsMustMatchMessage,
  usernameMessages,
} from '@slotwise/shared/contract/auth.contract';
import {
  validationMessages as m,
  nulCharacterMessage,
} from '@slotwise/shared/contract/validation-messages.contract';
import {
  createTestApp,
  newAccount,
  registerAccount,
  setCookie,
  type TestApp,
} from '../../testing/test-app.helper';
import { listSchedulesWithSlots } from '../availability/availability.repository';
import { findUserById } from '../users/users.repository';

describe('POST /api/auth/register', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => {
    await t?.close();
  });

  const register = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/auth/register', payload: payload as object });

  test('creates the account, answers 201 {access_token, user} and sets the cookies', async () => {
    const payload = newAccount({ surname: '', time_zone: 'America/New_York', language: 'fr' });
    const res = await register(payload);
    assert.equal(res.statusCode, 201, res.body);
    const body = res.json();
    assert.equal(typeof body.access_token, 'string');
    assert.deepEqual(Object.keys(body.user).sort(), [
      'avatar',
      'created_at',
      'email',
      'email_verified',
      'id',
      'language',
      'name',
      'surname',
      'time_zone',
      'username',
    ]);
    assert.equal(body.user.username, payload.username);
    assert.equal(body.user.email, payload.email);
    assert.equal(body.user.surname, null, 'an empty surname is stored as null');
    assert.equal(body.user.time_zone, 'America/New_York');
    assert.equal(body.user.language, 'fr');
    assert.equal(body.user.email_verified, false, 'a new address is unproven');
    assert.ok(!('password' in body.user) && !('password_hash' in body.user));

    const refresh = setCookie(res, 'refresh_token');
    assert.ok(refresh?.value);
    assert.equal(refresh.httpOnly, true);
    assert.equal(refresh.path, '/api/auth');
    assert.equal(refresh.sameSite, 'Lax');
    assert.equal(refresh.maxAge, 30 * 24 * 3600);
    const xsrf = setCookie(res, 'XSRF-TOKEN');
    assert.ok(xsrf?.value);
    assert.notEqual(xsrf.httpOnly, true, 'the front end must read the XSRF cookie');
    assert.equal(xsrf.path, '/');

    // The access token works.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    assert.equal(me.statusCode, 200);
    assert.equal(me.json().id, body.user.id);
  });

  test("keeps the browser's full locale of the chosen language for the host's e-mail dates", async () => {
    const localeOf = async (payload: Record<string, unknown>) => {
      const res = await register(newAccount(payload));
      assert.equal(res.statusCode, 201, res.body);
      return (await findUserById(t.app.db, res.json().user.id))?.locale;
    };
    assert.equal(await localeOf({ language: 'en', locale: 'en-gb' }), 'en-GB');
    // Not a locale of the language, or not a locale at all: the language's usual style.
    assert.equal(await localeOf({ language: 'en', locale: 'fr-FR' }), null);
    assert.equal(await localeOf({ language: 'de', locale: 'not a tag!' }), null);
    assert.equal(await localeOf({ language: 'fr' }), null);
  });

  test('creates the default "Working hours" schedule, Mon-Fri 09:00-17:00, in the browser zone', async () => {
    const { user } = await registerAccount(t.app, { time_zone: 'Asia/Tokyo' });
    const schedules = await listSchedulesWithSlots(t.app.db, user.id);
    assert.equal(schedules.length, 1);
    const [schedule] = schedules;
    assert.equal(schedule.name, 'Working hours');
    assert.equal(schedule.timeZone, 'Asia/Tokyo');
    assert.equal(schedule.isDefault, true);
    assert.deepEqual(
      schedule.slots.map((s) => [s.dayOfWeek, s.startTime.slice(0, 5), s.endTime.slice(0, 5)]),
      [1, 2, 3, 4, 5].map((day) => [day, '09:00', '17:00']),
    );
  });

  test('without time_zone the schedule and the user use UTC', async () => {
    const { time_zone: _ignored, ...payload } = newAccount();
    const res = await register(payload);
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.json().user.time_zone, 'UTC');
    const [schedule] = await listSchedulesWithSlots(t.app.db, res.json().user.id);
    assert.equal(schedule.timeZone, 'UTC');
  });

  test('each field has its validation message, in the 422 {message, errors} shape', async () => {
    const res = await register({
      name: '   ',
      surname: null,
      username: 'no spaces!',
      email: 'not-an-email',
      password: 'short',
      password_confirmation: '',
      avatar: null,
    });
    assert.equal(res.statusCode, 422);
    const body = res.json();
    assert.equal(body.message, 'Validation failed');
    assert.deepEqual(body.errors.name, [m.required]);
    assert.deepEqual(body.errors.username, [usernameMessages.pattern]);
    assert.deepEqual(body.errors.email, [m.email]);
    assert.deepEqual(body.errors.password, [m.minLength(8)]);
    // An empty confirmation is only 'required', not also a mismatch.
    assert.deepEqual(body.errors.password_confirmation, [m.required]);
    assert.equal(body.errors.surname, undefined);
  });

  test('missing fields are required; a long username has the max-length message', async () => {
    const missing = await register({});
    assert.equal(missing.statusCode, 422);
    for (const field of ['name', 'username', 'email', 'password', 'password_confirmation']) {
      assert.deepEqual(missing.json().errors[field], [m.required], field);
    }
    const long = await register(newAccount({ username: 'a'.repeat(61) }));
    assert.equal(long.statusCode, 422);
    assert.deepEqual(long.json().errors.username, [m.maxLength(60)]);
  });

  test('passwords must match', async () => {
    const res = await register(newAccount({ password_confirmation: 'Something-else-1' }));
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json().errors, { password_confirmation: [passwordsMustMatchMessage] });
  });

  test('one of the 10,000 most common passwords is refused, in any case', async () => {
    for (const password of ['password1', 'Password1', 'QWERTY123', 'iloveyou1']) {
      const res = await register(newAccount({ password, password_confirmation: password }));
      assert.equal(res.statusCode, 422, password);
      assert.deepEqual(res.json().errors, { password: [passwordMessages.common] }, password);
    }
  });

  test('a password of spaces only or of one repeated character is refused; others are accepted', async () => {
    for (const password of [
      '        ',
      '          ',
      'aaaaaaaaaa',
      '1111111111',
      '\t\t\t\t \t\t\t',
      'ééééééééé',
    ]) {
      const res = await register(newAccount({ password, password_confirmation: password }));
      assert.equal(res.statusCode, 422, JSON.stringify(password));
      assert.deepEqual(
        res.json().errors,
        { password: [passwordMessages.oneCharacter] },
        JSON.stringify(password),
      );
    }
    // Too short is said once, as too short.
    const short = await register(newAccount({ password: 'aaa', password_confirmation: 'aaa' }));
    assert.deepEqual(short.json().errors, { password: [m.minLength(8)] });
    for (const password of ['aaaaaaaab', '  spaced out  ', '12121212-x', 'Correct horse battery']) {
      const res = await register(newAccount({ password, password_confirmation: password }));
      assert.equal(res.statusCode, 201, `${JSON.stringify(password)}: ${res.body}`);
    }
  });

  test('a password equal to the username, the email or its local part is refused', async () => {
    const base = newAccount();
    const localPart = `${base.username}-mail`;
    const email = `${localPart}@example.com`;
    for (const password of [base.username.toUpperCase(), email, localPart]) {
      const res = await register({ ...base, email, password, password_confirmation: password });
      assert.equal(res.statusCode, 422, password);
      assert.deepEqual(res.json().errors, { password: [passwordMessages.matchesIdentifier] }, password);
    }
  });

  test('the avatar is an https URL or nothing', async () => {
    for (const avatar of [
      'javascript:alert(1)',
      'http://example.com/a.png',
      'data:image/png;base64,AA',
      'a.png',
    ]) {
      const res = await register(newAccount({ avatar }));
      assert.equal(res.statusCode, 422, avatar);
      assert.deepEqual(res.json().errors, { avatar: [avatarUrlMessage] }, avatar);
    }
    const ok = await register(newAccount({ avatar: 'https://example.com/a.png' }));
    assert.equal(ok.statusCode, 201, ok.body);
    assert.equal(ok.json().user.avatar, 'https://example.com/a.png');
  });

  test('a NUL byte in any field answers 422, never 500', async () => {
    for (const field of ['name', 'surname', 'username', 'email', 'password']) {
      const res = await register(newAccount({ [field]: 'ab\u0000cdefghij' }));
      assert.equal(res.statusCode, 422, field);
      assert.ok(res.json().errors[field], `${field}: ${res.body}`);
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: 'ada\u0000', password: 'whatever-1' },
    });
    assert.equal(login.statusCode, 422);
    assert.deepEqual(login.json().errors, { login: [nulCharacterMessage] });
  });

  test('an invalid time zone is refused', async () => {
    const res = await register(newAccount({ time_zone: 'Mars/Olympus' }));
    assert.equal(res.statusCode, 422);
    assert.ok(res.json().errors.time_zone);
  });

  test('a taken username or email is refused case-insensitively', async () => {
    const { payload } = await registerAccount(t.app, {
      username: 'GraceHopper',
      email: 'grace@navy.example',
    });
    const dupUser = await register(newAccount({ username: 'gracehopper' }));
    assert.equal(dupUser.statusCode, 422);
    assert.deepEqual(dupUser.json(), {
      message: 'Validation failed',
      errors: { username: [usernameMessages.taken] },
    });

    const dupEmail = await register(newAccount({ email: 'GRACE@Navy.Example' }));
    assert.equal(dupEmail.statusCode, 422);
    assert.deepEqual(dupEmail.json().errors, { email: [emailTakenMessage] });

    const both = await register(
      newAccount({ username: payload.username.toUpperCase(), email: payload.email.toUpperCase() }),
    );
    assert.deepEqual(both.json().errors, { username: [usernameMessages.taken], email: [emailTakenMessage] });
  });

  test('two simultaneous sign-ups for one username: one account, one 422 (unique index race)', async () => {
    const username = `race_${process.pid}`;
    const results = await Promise.all([
      register(newAccount({ username })),
      register(newAccount({ username: username.toUpperCase() })),
    ]);
    assert.deepEqual(results.map((r) => r.statusCode).sort(), [201, 422]);
    const refused = results.find((r) => r.statusCode === 422);
    assert.deepEqual(refused?.json(), {
      message: 'Validation failed',
      errors: { username: [usernameMessages.taken] },
    });
  });

  test('reserved usernames are refused, whatever their case', async () => {
    for (const username of ['dashboard', 'Login', 'API', 'forgot-password']) {
      const res = await register(newAccount({ username }));
      assert.equal(res.statusCode, 422, username);
      assert.deepEqual(res.json().errors.username, [usernameMessages.reserved], username);
    }
  });

  test('unknown fields are refused with 422', async () => {
    const res = await register({ ...newAccount(), is_admin: true });
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json().errors, { is_admin: ['This field is not allowed'] });
  });

  test('login payload validation uses the spec message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: 'ab', password: '' },
    });
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json().errors, { login: [loginMinMessage], password: [m.required] });
  });
});
