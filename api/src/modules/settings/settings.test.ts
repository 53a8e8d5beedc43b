import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { usernameMessages } from '@slotwise/shared/contract/auth.contract';
import { avatarMessages } from '@slotwise/shared/contract/settings.contract';
import { avatars } from '../../db/schema/avatars.schema';
import { createTestApp, registerAccount, type TestApp } from '../../testing/test-app.helper';
import { jpegWithExif, pngWithText } from './avatar-image.fixtures';
import { malformedMultipartMessage, tooManyPartsMessage } from './settings.routes';

type Account = Awaited<ReturnType<typeof registerAccount>>;

function multipart(field: string, filename: string, contentType: string, bytes: Buffer) {
  const boundary = '----slotwise-test-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A multipart body of the given parts (text fields, or files when a filename is given). */
function multipartParts(parts: { name: string; filename?: string; bytes: Buffer }[]) {
  const boundary = '----slotwise-parts-boundary';
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      part.filename
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: image/png\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`,
    ),
    part.bytes,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describe('settings and avatar', () => {
  let t: TestApp;
  let ada: Account;
  let bob: Account;
  const auth = (account: Account) => ({ authorization: `Bearer ${account.accessToken}` });
  const validUpdate = (account: Account, overrides: Record<string, unknown> = {}) => ({
    name: 'Ada',
    surname: 'King',
    username: account.user.username,
    time_zone: 'America/New_York',
    language: 'fr',
    ...overrides,
  });
  const upload = (account: Account, field: string, filename: string, type: string, bytes: Buffer) =>
    t.app.inject({
      method: 'POST',
      url: '/api/avatar',
      ...multipart(field, filename, type, bytes),
      headers: { ...auth(account), ...multipart(field, filename, type, bytes).headers },
    });
  /** Names of the stored pictures (the database store, the default). */
  const avatarFiles = async () =>
    (await t.app.db.select({ name: avatars.name }).from(avatars)).map((row) => row.name);

  before(async () => {
    t = await createTestApp();
    ada = await registerAccount(t.app);
    bob = await registerAccount(t.app);
  });
  after(async () => {
    await t.close();
  });

  test('unauthenticated calls answer 401', async () => {
    for (const [method, url] of [
      ['GET', '/api/settings'],
      ['POST', '/api/settings'],
      ['POST', '/api/avatar'],
      ['DELETE', '/api/avatar'],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      assert.equal(response.statusCode, 401, `${method} ${url}`);
    }
  });

  test('GET /api/settings returns the settings object, not wrapped, with the email', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/settings', headers: auth(ada) });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), {
      name: 'Ada',
      surname: 'Lovelace',
      username: ada.user.username,
      email: ada.user.email,
      time_zone: 'Europe/Paris',
      language: 'en',
      avatar: null,
    });
  });

  test('POST /api/settings updates the profile and /api/auth/me reflects it', async () => {
    const newName = `${ada.user.username}_x`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/settings',
      headers: auth(ada),
      payload: validUpdate(ada, { username: newName, surname: '  ' }),
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().surname, null);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth(ada) });
    assert.equal(me.json().username, newName);
    assert.equal(me.json().time_zone, 'America/New_York');
    assert.equal(me.json().language, 'fr');
    // Keeping one's own username (another case) is not "taken".
    const same = await t.app.inject({
      method: 'POST',
      url: '/api/settings',
      headers: auth(ada),
      payload: validUpdate(ada, { username: newName.toUpperCase() }),
    });
    assert.equal(same.statusCode, 200, same.body);
    ada.user.username = newName.toUpperCase();
  });

  test('validation: name required, username rules, taken (case-insensitive) and reserved, zone, language', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '   ' }, 'name', 'Value is required'],
      [{ username: 'bad name!' }, 'username', usernameMessages.pattern],
      [{ username: bob.user.username.toUpperCase() }, 'username', usernameMessages.taken],
      [{ username: 'Settings' }, 'username', usernameMessages.reserved],
      [{ time_zone: 'Mars/Olympus' }, 'time_zone', 'Please choose a valid time zone'],
      [{ language: 'it' }, 'language', ''],
      [{ email: 'x@example.com' }, 'email', 'This field is not allowed'],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/settings',
        headers: auth(ada),
        payload: validUpdate(ada, overrides),
      });
      assert.equal(response.statusCode, 422, JSON.stringify(overrides));
      const errors = response.json().errors as Record<string, string[]>;
      assert.ok(errors[field], `${field}: ${response.body}`);
      if (message) assert.ok(errors[field].includes(message), response.body);
    }
  });

  test('GET /api/timezones lists IANA zones with offset labels', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/timezones' });
    assert.equal(response.statusCode, 200);
    const zones = response.json().data as { name: string; code: string }[];
    assert.ok(zones.length > 300);
    const berlin = zones.find((zone) => zone.code === 'Europe/Berlin');
    assert.match(berlin?.name ?? '', /^Europe\/Berlin \(GMT\+0[12]:00\)$/);
    assert.equal(zones.find((zone) => zone.code === 'UTC')?.name, 'UTC (GMT+00:00)');
  });

  test('a JPEG avatar is stored without EXIF, served with immutable headers, replaced and removed', async () => {
    const first = await upload(ada, 'avatar', 'me.jpg', 'image/jpeg', jpegWithExif());
    assert.equal(first.statusCode, 200, first.body);
    const url = first.json().avatar as string;
    assert.match(url, new RegExp(`^/api/avatars/${ada.user.id}-[0-9a-f]{32}\\.jpg$`));

    const served = await t.app.inject({ method: 'GET', url });
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['content-type'], 'image/jpeg');
    assert.equal(served.headers['x-content-type-options'], 'nosniff');
    assert.match(String(served.headers['cache-control']), /immutable/);
    assert.ok(!served.rawPayload.includes('GPSLatitude'));
    assert.ok(served.rawPayload.includes('JFIF'));
    const etag = String(served.headers.etag);
    assert.match(etag, /^"[\w-]{27}"$/);
    const revalidated = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    assert.equal(revalidated.statusCode, 304);
    assert.equal(revalidated.rawPayload.length, 0);

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth(ada) });
    assert.equal(me.json().avatar, url);

    // A new upload gets a new name and deletes the old file.
    const second = await upload(ada, 'avatar', 'me.png', 'image/png', pngWithText());
    assert.equal(second.statusCode, 200, second.body);
    const secondUrl = second.json().avatar as string;
    assert.notEqual(secondUrl, url);
    assert.match(secondUrl, /\.png$/);
    assert.equal((await t.app.inject({ method: 'GET', url })).statusCode, 404);
    const png = await t.app.inject({ method: 'GET', url: secondUrl });
    assert.equal(png.headers['content-type'], 'image/png');
    assert.ok(!png.rawPayload.includes('Author'));

    const removed = await t.app.inject({ method: 'DELETE', url: '/api/avatar', headers: auth(ada) });
    assert.equal(removed.statusCode, 204);
    assert.equal((await t.app.inject({ method: 'GET', url: secondUrl })).statusCode, 404);
    const settings = await t.app.inject({ method: 'GET', url: '/api/settings', headers: auth(ada) });
    assert.equal(settings.json().avatar, null);
    assert.deepEqual(
      (await avatarFiles()).filter((file) => file.startsWith(ada.user.id)),
      [],
    );
  });

  test("another user cannot delete someone's avatar file", async () => {
    const uploaded = await upload(ada, 'avatar', 'a.jpg', 'image/jpeg', jpegWithExif());
    const url = uploaded.json().avatar as string;
    const byBob = await t.app.inject({ method: 'DELETE', url: '/api/avatar', headers: auth(bob) });
    assert.equal(byBob.statusCode, 204);
    const direct = await t.app.inject({ method: 'DELETE', url, headers: auth(bob) });
    assert.equal(direct.statusCode, 404);
    assert.equal((await t.app.inject({ method: 'GET', url })).statusCode, 200);
    const settings = await t.app.inject({ method: 'GET', url: '/api/settings', headers: auth(ada) });
    assert.equal(settings.json().avatar, url);
  });

  test('bytes that lie about their type, a wrong field and a too large file are refused', async () => {
    const before = (await avatarFiles()).length;
    const lying = await upload(
      bob,
      'avatar',
      'photo.png',
      'image/png',
      Buffer.from('just some text, not a picture'),
    );
    assert.equal(lying.statusCode, 422);
    assert.equal(lying.json().message, avatarMessages.type);

    const brokenJpeg = await upload(
      bob,
      'avatar',
      'x.jpg',
      'image/jpeg',
      Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0xff]),
    );
    assert.equal(brokenJpeg.statusCode, 422);

    const wrongField = await upload(bob, 'picture', 'a.jpg', 'image/jpeg', jpegWithExif());
    assert.equal(wrongField.statusCode, 422);

    const big = Buffer.concat([jpegWithExif(), Buffer.alloc(10 * 1024 * 1024)]);
    const tooLarge = await upload(bob, 'avatar', 'big.jpg', 'image/jpeg', big);
    assert.equal(tooLarge.statusCode, 413);
    assert.equal(tooLarge.json().message, avatarMessages.size);
    assert.equal((await avatarFiles()).length, before);

    const bad = await t.app.inject({ method: 'GET', url: '/api/avatars/..%2Fsecrets.json' });
    assert.equal(bad.statusCode, 404);
  });

  test('a malformed multipart body answers 400, not 500', async () => {
    const bodies: [string, string][] = [
      ['multipart/form-data', 'no boundary at all'],
      ['multipart/form-data; boundary=x', 'not multipart at all'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n\r\n\u0000',
      ],
    ];
    for (const [type, payload] of bodies) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/avatar',
        payload,
        headers: { ...auth(bob), 'content-type': type },
      });
      assert.equal(res.statusCode, 400, `${type}: ${res.body}`);
      assert.deepEqual(res.json(), { message: malformedMultipartMessage });
    }
  });

  test('an upload with too many parts answers 413 saying so, and stores nothing', async () => {
    const picture = { name: 'avatar', filename: 'a.png', bytes: pngWithText() };
    const field = (index: number) => ({ name: `f${index}`, bytes: Buffer.from('x') });
    const bodies = {
      'many fields before the picture': [...Array.from({ length: 50 }, (_, i) => field(i)), picture],
      'many fields after the picture': [picture, ...Array.from({ length: 50 }, (_, i) => field(i))],
      'several pictures': [picture, picture, picture],
      'many empty parts': Array.from({ length: 1000 }, (_, i) => ({ name: `p${i}`, bytes: Buffer.alloc(0) })),
    };
    const before = (await avatarFiles()).length;
    for (const [name, parts] of Object.entries(bodies)) {
      const { payload, contentType } = multipartParts(parts);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/avatar',
        payload,
        headers: { ...auth(bob), 'content-type': contentType },
      });
      assert.equal(res.statusCode, 413, `${name}: ${res.body}`);
      assert.deepEqual(res.json(), { message: tooManyPartsMessage }, name);
    }
    assert.equal((await avatarFiles()).length, before);
    // The limits leave room for the picture itself, with a few fields around it.
    const { payload, contentType } = multipartParts([field(1), picture, field(2)]);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/avatar',
      payload,
      headers: { ...auth(bob), 'content-type': contentType },
    });
    assert.equal(ok.statusCode, 200, ok.body);
  });
});
