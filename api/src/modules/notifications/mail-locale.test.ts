import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { BookingDetails, BookingHost, BookingRow } from '../../db/schema/bookings.schema';
import { users } from '../../db/schema/users.schema';
import { mimeParts, seedEventType, seedHost, utcDate } from '../../testing/booking-seed.helper';
import { CONFIRMATION_LINK, readOutbox } from '../../testing/outbox.helper';
import { createTestApp, type TestApp } from '../../testing/test-app.helper';
import { buildBookingInvite } from './booking-invite.ics';
import {
  bookingCancelledMail,
  bookingConfirmedMail,
  bookingCreatedMail,
  bookingMeetLinkMail,
  bookingRejectedMail,
  bookingReminderMail,
  bookingRescheduledMail,
  formatWhen,
  type MailContent,
  teamHostChangeMail,
} from './booking-mail.templates';
import { inviteMessages } from './invite-messages';
import { locationMailMessages } from './location-mail-messages';
import { mailLocale, mailMessages } from './mail-messages';
import { teamMailMessages } from './team-mail-messages';

// Dates and clocks follow the recipient's full locale (docs/product.md#language): en-GB day-month
// and 24 hours, en-US 12 hours, fr-FR French in the attendee's zone; .ics words too.

const monday = new Date('2026-12-07T13:00:00Z'); // 14:00 in Paris
const mondayEnd = new Date('2026-12-07T13:30:00Z');

describe('dates in the full locale', () => {
  test('fr-FR, en-GB, en-US, de-DE and es-MX write dates and clocks their own way', () => {
    assert.deepEqual(formatWhen(monday, mondayEnd, 'Europe/Paris', 'fr-FR'), {
      date: 'lundi 7 décembre 2026',
      time: '14:00 – 14:30 (Europe/Paris)',
    });
    assert.deepEqual(formatWhen(monday, mondayEnd, 'Europe/London', 'en-GB'), {
      date: 'Monday 7 December 2026',
      time: '13:00 – 13:30 (Europe/London)',
    });
    assert.deepEqual(formatWhen(monday, mondayEnd, 'America/New_York', 'en-US'), {
      date: 'Monday, December 7, 2026',
      time: '8:00 AM – 8:30 AM (America/New_York)',
    });
    assert.deepEqual(formatWhen(monday, mondayEnd, 'Europe/Berlin', 'de-DE'), {
      date: 'Montag, 7. Dezember 2026',
      time: '14:00 – 14:30 (Europe/Berlin)',
    });
    // A 12-hour Spanish locale keeps its clock, with Spanish words.
    assert.match(formatWhen(monday, mondayEnd, 'America/Mexico_City', 'es-MX').time, /^7:00 \S/);
    // A bare language is written in its usual style; another language's tag falls back to English.
    assert.equal(formatWhen(monday, mondayEnd, 'UTC', 'en').time, '1:00 PM – 1:30 PM (UTC)');
    assert.equal(formatWhen(monday, mondayEnd, 'UTC', 'pt-BR').date, 'Monday, December 7, 2026');
  });

  test('the recipient locale is the tag of the mail language, canonical, else the language', () => {
    assert.deepEqual(mailLocale('fr-FR'), { language: 'fr', tag: 'fr-FR' });
    assert.deepEqual(mailLocale('en_gb'), { language: 'en', tag: 'en-GB' });
    assert.deepEqual(mailLocale('pt-BR'), { language: 'en', tag: 'en' });
    assert.deepEqual(mailLocale('not a tag!'), { language: 'en', tag: 'en' });
    assert.deepEqual(mailLocale(null), { language: 'en', tag: 'en' });
  });
});

function details(overrides: Partial<BookingRow> = {}, host: Partial<BookingHost> = {}): BookingDetails {
  const booking = {
    id: '6f1c7a52-4c55-4d0e-9a4e-2b8f2f0c0a01',
    linkSecret: 'f'.repeat(64),
    hostId: 'h',
    eventTypeId: 'e',
    status: 'confirmed',
    startTime: monday,
    endTime: mondayEnd,
    blockedStart: monday,
    blockedEnd: mondayEnd,
    seatKey: 'k',
    seats: 1,
    attendeeName: 'Jeanne Martin',
    attendeeEmail: 'jeanne@example.com',
    attendeePhone: '+33 6 12 34 56 78',
    additionalAttendees: [],
    answers: [],
    timezone: 'Europe/Paris',
    language: 'fr-FR',
    googleMeetLink: null,
    googleCalendarEventId: null,
    cancellationReason: 'imprévu',
    cancelledAt: null,
    meetLinkMailed: null,
    cancelledBy: null,
    rejected: false,
    rescheduledBy: null,
    rescheduledAt: null,
    sequence: 1,
    createdAt: monday,
    updatedAt: monday,
    ...overrides,
  } as BookingRow;
  return {
    booking,
    eventType: {
      id: 'e',
      title: 'Réunion',
      slug: 'reunion',
      duration: 30,
      location: 'phone',
      locationPhoneFrom: 'attendee',
      kind: 'one_on_one',
      reminders: [],
      minimumNoticeMinutes: 0,
    },
    host: {
      id: 'h',
      name: 'Paul',
      surname: 'Durand',
      username: 'paul',
      email: 'paul@example.com',
      avatar: null,
      timeZone: 'Europe/Paris',
      language: 'fr',
      ...host,
    },
  };
}

/** Every word of four letters or more of a catalogue's texts (functions rendered with x, y). */
function wordsOf(catalogue: unknown): Set<string> {
  const words = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      for (const word of value.match(/\p{L}{4,}/gu) ?? []) words.add(word.toLowerCase());
    } else if (typeof value === 'function') {
      walk((value as (...args: unknown[]) => unknown)('x', 'y'));
    } else if (value && typeof value === 'object' && !('formatLong' in value)) {
      for (const inner of Object.values(value)) walk(inner);
    }
  };
  walk(catalogue);
  return words;
}

const catalogues = (language: 'en' | 'fr') => [
  mailMessages[language],
  inviteMessages[language],
  locationMailMessages[language],
  teamMailMessages[language],
];

/** English words of the mail and invite templates that French does not use itself. */
const englishOnly = (() => {
  const french = new Set(catalogues('fr').flatMap((one) => [...wordsOf(one)]));
  const english = new Set(catalogues('en').flatMap((one) => [...wordsOf(one)]));
  // Month and day names are the date-fns locale's, tested through the dates.
  for (const name of ['monday', 'december']) english.add(name);
  return [...english].filter((word) => !french.has(word));
})();

function englishWordsIn(text: string): string[] {
  const found = new Set((text.match(/\p{L}{4,}/gu) ?? []).map((word) => word.toLowerCase()));
  return englishOnly.filter((word) => found.has(word));
}

/** The .ics unfolded (RFC 5545 folds long lines) with its text escapes undone. */
function unfoldIcs(ics: string): string {
  return ics
    .replace(/\r?\n[ \t]/g, '')
    .replace(/\\n/g, '\n')
    .replace(/\\([,;\\])/g, '$1');
}

describe('French mails and invites have no English word', () => {
  test('the guard knows the English template words', () => {
    for (const word of ['with', 'confirmed', 'cancel', 'reschedule', 'booking', 'attached', 'monday'])
      assert.ok(englishOnly.includes(word), word);
    assert.deepEqual(englishWordsIn('Your booking is confirmed with Paul').sort(), [
      'booking',
      'confirmed',
      'with',
      'your',
    ]);
  });

  test('every mail kind, text and HTML, and every invite, to a fr-FR reader', () => {
    const url = 'https://slotwise.test';
    const live = details();
    const pending = details({ status: 'pending' });
    const cancelled = details({ status: 'cancelled' });
    const previous = {
      startTime: new Date('2026-12-04T09:00:00Z'),
      endTime: new Date('2026-12-04T09:30:00Z'),
    };
    const other = details().host;
    const mails: [string, MailContent][] = [
      ['created attendee', bookingCreatedMail(live, 'attendee', url, 'fr-FR')],
      ['created host', bookingCreatedMail(live, 'host', url, 'fr-FR')],
      ['pending attendee', bookingCreatedMail(pending, 'attendee', url, 'fr-FR')],
      ['pending host', bookingCreatedMail(pending, 'host', url, 'fr-FR')],
      ['confirmed', bookingConfirmedMail(live, url, 'fr-FR')],
      ['rejected', bookingRejectedMail(cancelled, 'fr-FR')],
      ['cancelled attendee', bookingCancelledMail(cancelled, 'attendee', 'host', 'fr-FR')],
      ['cancelled host', bookingCancelledMail(cancelled, 'host', 'attendee', 'fr-FR')],
      ['rescheduled by host', bookingRescheduledMail(live, previous, url, 'fr-FR')],
      [
        'rescheduled attendee',
        bookingRescheduledMail(pending, previous, url, 'fr-FR', 'attendee', 'attendee'),
      ],
      ['rescheduled host', bookingRescheduledMail(pending, previous, url, 'fr-FR', 'host', 'attendee')],
      [
        'meet link attendee',
        bookingMeetLinkMail(
          details({ googleMeetLink: 'https://meet.google.com/a' }),
          'attendee',
          url,
          'fr-FR',
        ),
      ],
      [
        'meet link host',
        bookingMeetLinkMail(details({ googleMeetLink: 'https://meet.google.com/a' }), 'host', url, 'fr-FR'),
      ],
      ['reminder', bookingReminderMail(live, url, 'fr-FR')],
      ...(['confirmed', 'rejected', 'rescheduled', 'assigned', 'reassignedAway'] as const).map(
        (change): [string, MailContent] => [
          `team ${change}`,
          teamHostChangeMail(live, change, { actor: other, previous, newHost: other }, url, 'fr-FR'),
        ],
      ),
    ];
    for (const [kind, mail] of mails) {
      for (const [part, body] of [
        ['subject', mail.subject],
        ['text', mail.text],
        // The visible text of the HTML part (its tags and attributes are not read).
        ['html', mail.html.replace(/<[^>]+>/g, ' ')],
      ]) {
        assert.deepEqual(englishWordsIn(body.replace(/https?:\/\/\S+/g, '')), [], `${kind} ${part}: ${body}`);
      }
    }
    // The dates are French, in the attendee's zone (and the host's).
    const created = mails[0][1];
    for (const body of [created.text, created.html]) {
      assert.ok(body.includes('lundi 7 décembre 2026'), body);
      assert.ok(body.includes('14:00 – 14:30 (Europe/Paris)'), body);
      assert.ok(body.includes('Appel téléphonique : +33 6 12 34 56 78'), body);
    }
    for (const [recipient, reason, booking] of [
      ['attendee', 'created', live],
      ['host', 'created', live],
      ['attendee', 'cancelled', cancelled],
      ['host', 'rescheduled', live],
    ] as const) {
      const ics = unfoldIcs(buildBookingInvite(booking, url, reason, recipient, 'fr-FR'));
      const summary = /^SUMMARY:(.*)$/m.exec(ics)?.[1] ?? '';
      const description = /^DESCRIPTION:(.*(?:\n(?![A-Z-]+[:;]).*)*)/m.exec(ics)?.[1] ?? '';
      const location = /^LOCATION:(.*)$/m.exec(ics)?.[1] ?? '';
      assert.equal(summary, 'Réunion avec Paul Durand');
      assert.deepEqual(
        englishWordsIn(`${summary} ${description} ${location}`.replace(/https?:\/\/\S+/g, '')),
        [],
        ics,
      );
      assert.ok(location.startsWith('Appel téléphonique'), location);
      if (reason === 'cancelled') assert.equal(description, 'Annulé. Motif : imprévu');
      else if (recipient === 'attendee')
        assert.match(description, /^Pour changer d’horaire : https.*\nPour annuler : https/);
      else assert.match(description, /^Détails : https/);
    }
  });

  test('an English invite stays English (the guard is not blind)', () => {
    const ics = unfoldIcs(
      buildBookingInvite(details(), 'https://slotwise.test', 'created', 'attendee', 'en-GB'),
    );
    assert.match(ics, /^SUMMARY:Réunion with Paul Durand$/m);
    assert.ok(englishWordsIn(ics).includes('reschedule'));
  });
});

/** The outbox's mails to `to`, once `count` have arrived: subject, text, HTML and .ics. */
async function mailsTo(outboxDir: string, to: string, count: number) {
  const deadline = Date.now() + 8000;
  for (;;) {
    const mails = readOutbox(outboxDir).filter(
      (mail) => mail.raw.includes(`To: ${to}`) && !CONFIRMATION_LINK.test(mail.decoded),
    );
    if (mails.length >= count) {
      return mails.map((mail) => {
        const parts = mimeParts(mail.raw);
        const part = (type: RegExp) => parts.find((p) => type.test(p.headers))?.body ?? '';
        return {
          text: part(/Content-Type: text\/plain/i),
          html: part(/Content-Type: text\/html/i),
          ics: unfoldIcs(part(/Content-Type: text\/calendar/i)),
        };
      });
    }
    if (Date.now() > deadline) throw new Error(`only ${mails.length} of ${count} mails to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('each recipient reads the booking in their own full locale', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ jobPollSeconds: 0 });
  });
  after(async () => {
    await t?.close();
  });

  /** The Monday 8 to 14 days ahead, 15:00 UTC (16:00 in Paris in winter, 10:00 in New York). */
  const nextMonday = () => {
    for (let days = 8; ; days += 1) {
      const date = utcDate(days);
      if (new Date(`${date}T00:00:00Z`).getUTCDay() === 1) return date;
    }
  };
  const expected = (instant: Date, locale: string, zone: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { timeZone: zone, ...options }).format(instant);

  test('fr-FR attendee in Paris, en-GB host (saved in Settings), en-US host: dates, clocks and invites', async () => {
    const gb = await seedHost(t.app, { timeZone: 'Europe/London' });
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/settings',
      headers: { authorization: `Bearer ${gb.accessToken}` },
      payload: {
        name: 'Gabriel',
        username: gb.user.username,
        time_zone: 'Europe/London',
        language: 'en',
        locale: 'en-gb',
      },
    });
    assert.equal(saved.statusCode, 200, saved.body);
    const [stored] = await t.app.db
      .select({ locale: users.locale })
      .from(users)
      .where(eq(users.id, gb.user.id));
    assert.equal(stored?.locale, 'en-GB');
    const us = await seedHost(t.app, { timeZone: 'America/New_York' });

    const date = nextMonday();
    const start = new Date(`${date}T15:00:00Z`);
    const end = new Date(start.getTime() + 30 * 60_000);
    for (const [host, email] of [
      [gb, 'jeanne.gb@example.com'],
      [us, 'jeanne.us@example.com'],
    ] as const) {
      const { eventType } = await seedEventType(t.app, host.user.id, { title: 'Point projet' });
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/public/bookings',
        payload: {
          event_type_id: eventType.id,
          start_time: start.toISOString(),
          attendee_name: 'Jeanne',
          attendee_email: email,
          timezone: 'Europe/Paris',
          language: 'fr-FR',
        },
      });
      assert.equal(created.statusCode, 201, created.body);
      const link = created.json().data.link_secret as string;
      const cancelled = await t.app.inject({
        method: 'POST',
        url: `/api/public/bookings/${link}/cancel`,
        payload: {},
      });
      assert.ok(cancelled.statusCode < 300, cancelled.body);
    }

    // The attendee: French words, French date and 24-hour clock in Paris, French invite.
    const paris = {
      date: expected(start, 'fr-FR', 'Europe/Paris', { dateStyle: 'full' }),
      from: expected(start, 'fr-FR', 'Europe/Paris', { timeStyle: 'short' }),
      to: expected(end, 'fr-FR', 'Europe/Paris', { timeStyle: 'short' }),
    };
    const toAttendee = await mailsTo(t.config.outboxDir, 'jeanne.gb@example.com', 2);
    for (const mail of toAttendee) {
      for (const body of [mail.text, mail.html]) {
        assert.ok(body.includes(paris.date), `${paris.date} in ${body}`);
        assert.ok(body.includes(`${paris.from} – ${paris.to} (Europe/Paris)`), body);
        assert.deepEqual(englishWordsIn(body.replace(/<[^>]+>|https?:\/\/\S+/g, ' ')), [], body);
      }
      assert.match(mail.ics, /^SUMMARY:Point projet avec /m);
      assert.match(mail.ics, /^DESCRIPTION:(Pour changer d’horaire|Annulé)/m);
    }

    // The en-GB host: day-month and 24 hours in London; the en-US host: 12 hours in New York.
    const london = {
      date: expected(start, 'en-GB', 'Europe/London', {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }),
      from: expected(start, 'en-GB', 'Europe/London', {
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
    };
    const toGb = await mailsTo(t.config.outboxDir, gb.user.email, 2);
    for (const mail of toGb) {
      for (const body of [mail.text, mail.html]) {
        assert.ok(body.includes(london.date.replace(',', '')), `${london.date} in ${body}`);
        assert.ok(body.includes(`${london.from} – `), body);
        assert.doesNotMatch(body, /\d:\d\d [AP]M/);
      }
      assert.match(mail.ics, /^SUMMARY:Point projet with /m);
    }
    const toUs = await mailsTo(t.config.outboxDir, us.user.email, 2);
    const newYork = expected(start, 'en-US', 'America/New_York', {
      hour: 'numeric',
      minute: '2-digit',
    }).replace(/\s/g, ' ');
    for (const mail of toUs) {
      for (const body of [mail.text, mail.html]) {
        assert.ok(body.includes(`${newYork} – `), `${newYork} in ${body}`);
        assert.ok(body.includes(expected(start, 'en-US', 'America/New_York', { dateStyle: 'full' })), body);
      }
    }
  });
});
