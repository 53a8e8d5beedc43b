// A throwaway Radicale CalDAV server (Debian's `radicale` package) for the CalDAV tests and
// journey: a temporary folder, listening only on 127.0.0.1 on a free port, htpasswd users,
// each user's calendars private to them; stop() kills it and deletes the folder. With
// `readOnly`, one user (the maintainer) keeps a calendar of that name in every user's home that
// the user may only read (Radicale's `from_file` rights).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's launcher (it runs the system Python, whichever python3 is first on PATH). */
export const radicaleBin = process.env.RADICALE_BIN ?? '/usr/bin/radicale';

export function radicaleInstalled() {
  return existsSync(radicaleBin);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

const basic = (user, password) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

/**
 * Starts Radicale with these users (name -> password).
 * @param {Record<string, string>} users
 * @param {{ readOnly?: { maintainer: string, calendar: string } }} [options] `readOnly`: the
 *   maintainer (one of `users`) writes `/<user>/<calendar>/` of every user, who only reads it.
 * @returns {Promise<{ url: string, port: number, dir: string, stop: () => void,
 *   createCalendar: (user: string, name: string, displayName?: string) => Promise<string>,
 *   createReadOnlyCalendar: (user: string, displayName?: string) => Promise<string>,
 *   putEvent: (user: string, calendarUrl: string, name: string, ics: string) => Promise<void>,
 *   listObjects: (user: string, calendarUrl: string) => Promise<{ href: string, ics: string }[]> }>}
 */
export async function startRadicale(users, options = {}) {
  if (!radicaleInstalled()) {
    throw new Error("Radicale is not installed: apt-get install radicale (Debian's package)");
  }
  const dir = mkdtempSync(join(tmpdir(), 'slotwise-radicale-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  writeFileSync(
    join(dir, 'users'),
    Object.entries(users)
      .map(([name, password]) => `${name}:${password}`)
      .join('\n'),
  );
  const { readOnly } = options;
  if (readOnly) {
    // The first matching section wins; the last two are owner_only's rules.
    const name = readOnly.calendar.replace(/[^A-Za-z0-9_-]/g, '');
    writeFileSync(
      join(dir, 'rights'),
      [
        '[root]\nuser: .+\ncollection:\npermissions: R',
        `[maintainer-writes]\nuser: ${readOnly.maintainer.replace(/[^A-Za-z0-9_-]/g, '')}\ncollection: [^/]+/${name}\npermissions: rw`,
        `[user-reads]\nuser: .+\ncollection: {user}/${name}\npermissions: r`,
        '[principal]\nuser: .+\ncollection: {user}\npermissions: RW',
        '[calendars]\nuser: .+\ncollection: {user}/[^/]+\npermissions: rw',
        '',
      ].join('\n'),
    );
  }
  writeFileSync(
    join(dir, 'config'),
    [
      '[server]',
      `hosts = 127.0.0.1:${port}`,
      '[auth]',
      'type = htpasswd',
      `htpasswd_filename = ${join(dir, 'users')}`,
      // Plain: a test server on loopback, with test passwords.
      'htpasswd_encryption = plain',
      'delay = 0',
      '[rights]',
      ...(readOnly ? ['type = from_file', `file = ${join(dir, 'rights')}`] : ['type = owner_only']),
      '[storage]',
      `filesystem_folder = ${join(dir, 'collections')}`,
      '[web]',
      'type = none',
      '[logging]',
      'level = warning',
      '',
    ].join('\n'),
  );
  const child = spawn(radicaleBin, ['--config', join(dir, 'config')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      await fetch(`${url}/.well-known/caldav`, { redirect: 'manual', signal: AbortSignal.timeout(1000) });
      break;
    } catch {
      if (child.exitCode !== null || Date.now() > deadline) {
        stop();
        throw new Error(`Radicale did not start: ${stderr}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  const request = async (user, method, path, body, headers = {}) => {
    const response = await fetch(new URL(path, url), {
      method,
      body,
      headers: { authorization: basic(user, users[user]), ...headers },
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return text;
  };

  return {
    url,
    port,
    dir,
    stop,
    /** Makes a calendar collection /<user>/<name>/; resolves with its URL. */
    async createCalendar(user, name, displayName = name) {
      // The principal's collection exists once the user has been seen.
      await request(user, 'PROPFIND', `/${user}/`, undefined, { depth: '0' });
      await request(
        user,
        'MKCALENDAR',
        `/${user}/${name}/`,
        `<?xml version="1.0" encoding="utf-8"?>
<C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
  <D:set><D:prop><D:displayname>${displayName}</D:displayname></D:prop></D:set>
</C:mkcalendar>`,
        { 'content-type': 'application/xml' },
      );
      return `${url}/${user}/${name}/`;
    },
    /** With `readOnly`: the maintainer makes /<user>/<calendar>/, which the user only reads. */
    async createReadOnlyCalendar(user, displayName) {
      if (!readOnly) throw new Error('startRadicale was not given readOnly');
      await request(user, 'PROPFIND', `/${user}/`, undefined, { depth: '0' });
      const path = `/${user}/${readOnly.calendar}/`;
      await request(
        readOnly.maintainer,
        'MKCALENDAR',
        path,
        `<?xml version="1.0" encoding="utf-8"?>
<C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
  <D:set><D:prop><D:displayname>${displayName ?? readOnly.calendar}</D:displayname></D:prop></D:set>
</C:mkcalendar>`,
        { 'content-type': 'application/xml' },
      );
      return `${url}${path}`;
    },
    /** PUTs an iCalendar object into the calendar. */
    async putEvent(user, calendarUrl, name, ics) {
      await request(user, 'PUT', new URL(name, calendarUrl).pathname, ics, {
        'content-type': 'text/calendar; charset=utf-8',
      });
    },
    /** The calendar's objects (href and text), read back the way a client would. */
    async listObjects(user, calendarUrl) {
      const xml = await request(
        user,
        'REPORT',
        new URL(calendarUrl).pathname,
        `<?xml version="1.0" encoding="utf-8"?>
<C:calendar-query xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
  <D:prop><C:calendar-data/></D:prop>
  <C:filter><C:comp-filter name="VCALENDAR"/></C:filter>
</C:calendar-query>`,
        { depth: '1', 'content-type': 'application/xml' },
      );
      return [
        ...xml.matchAll(
          /<[a-z:]*href>([^<]+)<\/[a-z:]*href>[\s\S]*?<[a-zA-Z:]*calendar-data[^>]*>([\s\S]*?)<\/[a-zA-Z:]*calendar-data>/g,
        ),
      ].map((match) => ({
        href: match[1],
        // Unfolded (RFC 5545 3.1), so a test can match a whole property.
        ics: match[2]
          .replaceAll('&#13;', '\r')
          .replace(/\r?\n[ \t]/g, '')
          .replaceAll('&lt;', '<')
          .replaceAll('&gt;', '>')
          .replaceAll('&amp;', '&'),
      }));
    },
  };
}
