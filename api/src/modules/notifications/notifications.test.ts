import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { supportedLanguages } from '@slotwise/shared/contract/limits.contract';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/users.schema';
import { mimeParts, seedEventType, seedHost, utcDate, utcInstant } from '../../testing/booking-seed.helper';
import { readOutbox } from '../../testing/outbox.helper';
import { createTestApp, registerAccount, type TestApp } from '../../testing/test-app.helper';
import { mailLanguage, mailMessages } from './mail-messages';

/** Key paths of a catalogue, each with the kind of its value ("string", "function", "object"). */
function shape(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [`${prefix}:${typeof value}`];
  // A date-fns locale is one opaque value, not texts to compare.
  if ('code' in value && 'formatLong' in value) return [`${prefix}:locale`];
  return Object.entries(value).flatMap(([key, inner]) => shape(inner, prefix ? `${prefix}.${key}` : key));
}

/** Decodes RFC 2047 encoded words (=?UTF-8?B?…?= / =?UTF-8?Q?…?=) of a header value. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_m, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_x, hex: string) =>
                String.fromCharCode(Number.parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    );
}

interface Mail {
  subject: string;
  text: string;
  html: string;
}

/** The mails in the outbox to `to`, with the subject and both bodies decoded. */
function mailsTo(outboxDir: string, to: string): Mail[] {
  return readOutbox(outboxDir)
    .filter((mail) => mail.raw.includes(`To: ${to}`))
    .map((mail) => {
      const headerBlock = mail.raw.slice(0, mail.raw.search(/\r?\n\r?\n/));
      const folded = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(headerBlock)?.[1] ?? '';
      const parts = mimeParts(mail.raw);
      const part = (type: RegExp) => parts.find((p) => type.test(p.headers))?.body ?? '';
      return {
        subject: decodeHeader(folded.replace(/\r?\n[ \t]/g, ' ')),
        text: part(/Content-Type: text\/plain/i),
        html: part(/Content-Type: text\/html/i),
      };
    });
}

async function waitForMails(
  outboxDir: string,
  to: string,
  subject: RegExp,
  count = 1,
  timeoutMs = 8000,
): Promise<Mail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = mailsTo(outboxDir, to).filter((mail) => subject.test(mail.subject));
    if (found.length >= count) return found;
    if (Date.now() > deadline) {
      const seen = mailsTo(outboxDir, to).map((mail) => mail.subject);
      throw new Error(`no mail to ${to} with subject ${subject}; seen: ${JSON.stringify(seen)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('mail catalogue', () => {
  test('every language has every text of the English catalogue, none empty', () => {
    const english = shape(mailMessages.en);
    assert.ok(english.length > 40, 'the English catalogue is not empty');
    for (const language of supportedLanguages) {
      assert.deepEqual(shape(mailMessages[language]), english, language);
      const texts = JSON.stringify(mailMessages[language], (_key, value) =>
        typeof value === 'string' && value.trim() === '' ? '<<EMPTY>>' : value,
      );
      assert.equal(texts.includes('<<EMPTY>>'), false, `${language} has an empty text`);
      // A function text is translated too: rendered, it differs from English (except in English).
      if (language !== 'en') {
        assert.notEqual(mailMessages[language].subjects.confirmed('X', 'Y'), 'Confirmed: X with Y');
        assert.notEqual(mailMessages[language].passwordReset.subject, mailMessages.en.passwordReset.subject);
      }
    }
  });

  test('the mail language is the primary subtag when it is one of the five, else English', () => {
    assert.equal(mailLanguage('de'), 'de');
    assert.equal(mailLanguage('de-AT'), 'de');
    assert.equal(mailLanguage('zh_CN'), 'zh');
    assert.equal(mailLanguage('FR-ca'), 'fr');
    assert.equal(mailLanguage('pt-BR'), 'en');
    assert.equal(mailLanguage('klingon'), 'en');
    assert.equal(mailLanguage(''), 'en');
    assert.equal(mailLanguage(null), 'en');
  });
});

describe('e-mails in the recipient language', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ jobPollSeconds: 0 });
  });
  after(async () => {
    await t?.close();
  });

  const day = utcDate(4);
  const book = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/public/bookings', payload });
  /** Weekday and month of `instant` as Intl writes them in `locale` and `zone`. */
  const weekdayAndMonth = (instant: string, locale: string, zone: string) => {
    const parts = new Intl.DateTimeFormat(locale, { timeZone: zone, weekday: 'long', month: 'long' });
    const of = (type: string) => parts.formatToParts(new Date(instant)).find((p) => p.type === type)?.value;
    return { weekday: of('weekday') ?? '', month: of('month') ?? '' };
  };

  test('a German attendee reads German, a French host reads French, also on cancellation', async () => {
    const host = await seedHost(t.app, { timeZone: 'Europe/Paris' });
    await t.app.db.update(users).set({ language: 'fr' }).where(eq(users.id, host.user.id));
    const { eventType } = await seedEventType(t.app, host.user.id, {
      title: 'Projektgespräch',
      location: 'in_person',
    });
    const start = utcInstant(day, '10:00');
    const attendeeEmail = 'greta.de@example.com';
    const created = await book({
      event_type_id: eventType.id,
      start_time: start,
      attendee_name: 'Greta',
      attendee_email: attendeeEmail,
      timezone: 'Europe/Berlin',
      language: 'de-DE',
    });
    assert.equal(created.statusCode, 201, created.body);
    const link = created.json().data.link_secret as string;

    const [toAttendee] = await waitForMails(t.config.outboxDir, attendeeEmail, /Projektgespräch/);
    assert.match(toAttendee.subject, /^Bestätigt: Projektgespräch mit /);
    const german = weekdayAndMonth(start, 'de-DE', 'Europe/Berlin');
    const end = new Date(new Date(start).getTime() + 30 * 60_000).toISOString();
    const berlinTime = (instant: string) =>
      new Intl.DateTimeFormat('de-DE', {
        timeZone: 'Europe/Berlin',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(new Date(instant));
    for (const body of [toAttendee.text, toAttendee.html]) {
      assert.ok(body.includes(german.weekday), `German weekday ${german.weekday}`);
      assert.ok(body.includes(german.month), `German month ${german.month}`);
      assert.ok(body.includes('Hallo Greta,'), 'German greeting');
      assert.ok(body.includes('Vor Ort'), 'German location');
      assert.ok(body.includes(`${berlinTime(start)} – ${berlinTime(end)} (Europe/Berlin)`), '24-hour time');
    }
    assert.equal(toAttendee.text.includes('Your booking'), false, 'no English text left');

    const [toHost] = await waitForMails(t.config.outboxDir, host.user.email, /Projektgespräch/);
    assert.equal(toHost.subject, 'Nouvelle réservation : Projektgespräch avec Greta');
    const french = weekdayAndMonth(start, 'fr-FR', 'Europe/Paris');
    assert.ok(toHost.text.includes(french.weekday), `French weekday ${french.weekday}`);
    assert.ok(toHost.text.includes(french.month), `French month ${french.month}`);
    assert.ok(toHost.text.includes('Greta a réservé un créneau avec vous.'), 'French lead');
    assert.ok(toHost.text.includes('Organisateur : '), 'French label');

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${link}/cancel`,
      payload: {},
    });
    assert.ok(cancelled.statusCode < 300, cancelled.body);
    const [attendeeCancel] = await waitForMails(t.config.outboxDir, attendeeEmail, /^Abgesagt: /);
    assert.ok(attendeeCancel.subject.includes(german.weekday), attendeeCancel.subject);
    assert.ok(attendeeCancel.text.includes('Greta hat diese Buchung abgesagt.'));
    const [hostCancel] = await waitForMails(t.config.outboxDir, host.user.email, /^Annulé : /);
    assert.ok(hostCancel.subject.includes(french.weekday), hostCancel.subject);
    assert.ok(hostCancel.text.includes('Greta a annulé cette réservation.'));
  });

  test('an unknown or missing language gets English; a Chinese attendee gets Chinese', async () => {
    const host = await seedHost(t.app);
    const { eventType } = await seedEventType(t.app, host.user.id, { title: 'Sync' });
    const cases = [
      {
        email: 'pt.attendee@example.com',
        language: 'pt-BR',
        time: '09:00',
        subject: /^Confirmed: Sync with /,
      },
      {
        email: 'none.attendee@example.com',
        language: undefined,
        time: '10:00',
        subject: /^Confirmed: Sync with /,
      },
      { email: 'zh.attendee@example.com', language: 'zh-CN', time: '11:00', subject: /^已确认：Sync（与 / },
    ];
    for (const item of cases) {
      const created = await book({
        event_type_id: eventType.id,
        start_time: utcInstant(day, item.time),
        attendee_name: 'Attendee',
        attendee_email: item.email,
        timezone: 'UTC',
        ...(item.language ? { language: item.language } : {}),
      });
      assert.equal(created.statusCode, 201, created.body);
    }
    for (const item of cases) {
      const [mail] = await waitForMails(t.config.outboxDir, item.email, /Sync/);
      assert.match(mail.subject, item.subject, item.language ?? 'no language');
    }
    const [chinese] = await waitForMails(t.config.outboxDir, 'zh.attendee@example.com', /Sync/);
    assert.ok(chinese.text.includes('年'), 'Chinese date');
    assert.ok(chinese.text.includes(weekdayAndMonth(utcInstant(day, '11:00'), 'zh-CN', 'UTC').weekday));
    const [english] = await waitForMails(t.config.outboxDir, 'pt.attendee@example.com', /Sync/);
    const en = weekdayAndMonth(utcInstant(day, '09:00'), 'en-US', 'UTC');
    assert.ok(english.text.includes(`${en.weekday}, ${en.month}`), 'English date');
    assert.ok(english.text.includes('9:00 AM – 9:30 AM (UTC)'), 'English 12-hour time');
  });

  test('the password-reset mail is in the account language', async () => {
    const account = await registerAccount(t.app, { language: 'es' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: account.user.email },
    });
    assert.ok(response.statusCode < 300, response.body);
    const [mail] = await waitForMails(t.config.outboxDir, account.user.email, /contraseña/);
    assert.equal(mail.subject, 'Restablece tu contraseña de Slotwise');
    assert.ok(mail.text.includes('Abre este enlace para elegir una nueva contraseña.'));
    assert.ok(mail.html.includes('/reset-password#token='));
  });
});
