import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { supportedLanguages } from '@slotwise/shared/contract/limits.contract';
import { and, eq, sql } from 'drizzle-orm';
import { bookings } from '../../db/schema/bookings.schema';
import { jobs } from '../../db/schema/jobs.schema';
import { users } from '../../db/schema/users.schema';
import { seedHost, utcDate, utcInstant } from '../../testing/booking-seed.helper';
import { readOutbox } from '../../testing/outbox.helper';
import { createTestApp, type TestApp } from '../../testing/test-app.helper';
import { MAIL_JOB } from './mail.job';
import { teamMailMessages } from './team-mail-messages';

type Host = Awaited<ReturnType<typeof seedHost>>;

let t: TestApp;
before(async () => {
  t = await createTestApp({ jobPollSeconds: 0 });
});
after(async () => {
  await t?.close();
});

let counter = 0;
const call = (who: Host | null, method: 'POST' | 'PUT', url: string, payload: object = {}) =>
  t.app.inject({
    method,
    url,
    payload,
    headers: who ? { authorization: `Bearer ${who.accessToken}` } : {},
  });

async function hostIn(language: string, slots?: { dayOfWeek: number; startTime: string; endTime: string }[]) {
  const host = await seedHost(t.app, slots ? { slots } : {});
  counter += 1;
  // Distinct names: the mails name the acting, new or previous host.
  const name = `Host${counter}${language}`;
  await t.app.db.update(users).set({ language, name, surname: null }).where(eq(users.id, host.user.id));
  return { ...host, name };
}

async function teamType(owner: Host, others: Host[], kind: 'round_robin' | 'collective', extra: object = {}) {
  counter += 1;
  const team = (await call(owner, 'POST', '/api/teams', { name: `Mail team ${counter}` })).json().data as {
    id: string;
  };
  for (const other of others) {
    const invited = await call(owner, 'POST', `/api/teams/${team.id}/members`, { email: other.user.email });
    const accepted = await call(other, 'POST', `/api/teams/invitations/${invited.json().data.id}/accept`);
    assert.equal(accepted.statusCode, 200, accepted.body);
  }
  const created = await call(owner, 'POST', '/api/event-types', {
    title: `Team call ${counter}`,
    slug: `team-call-${counter}`,
    event_type: kind,
    team_id: team.id,
    location: 'in_person',
    minimum_notice_minutes: 0,
    ...extra,
  });
  assert.equal(created.statusCode, 201, created.body);
  return created.json().data as { id: string };
}

/** The attendee's link secret of each booking made here, by booking id. */
const linkSecrets = new Map<string, string>();

async function book(eventTypeId: string, start: string, name = 'Ines') {
  const booked = await call(null, 'POST', '/api/public/bookings', {
    event_type_id: eventTypeId,
    start_time: start,
    attendee_name: name,
    attendee_email: `${name.toLowerCase()}@example.com`,
    timezone: 'UTC',
  });
  assert.equal(booked.statusCode, 201, booked.body);
  const { id, link_secret: link } = booked.json().data as { id: string; link_secret: string };
  linkSecrets.set(id, link);
  return id;
}

/** The booking's mails sent so far: template, recipient and decoded text, from their jobs and the outbox. */
async function mailsOf(bookingId: string) {
  await t.app.jobs.runDue();
  await t.app.jobs.idle();
  const queued = await t.app.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, MAIL_JOB), sql`${jobs.payload}->>'bookingId' = ${bookingId}`));
  const outbox = readOutbox(t.config.outboxDir);
  return queued.map((job) => {
    const mail = outbox.find((one) => one.file.endsWith(`-${job.id}.eml`));
    assert.ok(mail, `mail job ${job.id} was sent`);
    const to = /^To: (.*)$/m.exec(mail.raw)?.[1]?.trim() ?? '';
    return { template: String((job.payload as { template?: string }).template), to, text: mail.decoded };
  });
}

const forHost = (mails: Awaited<ReturnType<typeof mailsOf>>, template: string, host: Host) =>
  mails.filter((mail) => mail.template === template && mail.to.includes(host.user.email));

describe('team bookings: every other host gets the confirmed, rejected and rescheduled mails', () => {
  test('collective: the other host reads the confirmation and the reschedule in their language, the acting host none', async () => {
    const a = await hostIn('fr');
    const b = await hostIn('de');
    const eventType = await teamType(a, [b], 'collective', { requires_confirmation: true });
    const id = await book(eventType.id, utcInstant(utcDate(5), '10:00'));

    const confirmed = await call(a, 'POST', `/api/bookings/${id}/confirm`);
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    let mails = await mailsOf(id);
    const [toB] = forHost(mails, 'booking-confirmed:host', b);
    assert.ok(toB, JSON.stringify(mails.map((mail) => [mail.template, mail.to])));
    assert.ok(toB.text.includes(`${a.name} hat die Buchung mit Ines bestätigt.`), toB.text);
    assert.ok(toB.text.includes('BEGIN:VCALENDAR'), 'with its invite');
    assert.equal(forHost(mails, 'booking-confirmed:host', a).length, 0, 'not to the host who confirmed');

    const moved = await call(b, 'POST', `/api/bookings/${id}/reschedule`, {
      start_time: utcInstant(utcDate(5), '14:00'),
    });
    assert.equal(moved.statusCode, 200, moved.body);
    mails = await mailsOf(id);
    const [toA] = forHost(mails, 'booking-rescheduled:host', a);
    assert.ok(toA, JSON.stringify(mails.map((mail) => [mail.template, mail.to])));
    assert.ok(
      toA.text.includes(`${b.name} a déplacé la réservation avec Ines à un nouvel horaire.`),
      toA.text,
    );
    assert.ok(toA.text.includes('Auparavant : '), 'the previous time');
    assert.equal(forHost(mails, 'booking-rescheduled:host', b).length, 0);
  });

  test('collective: a rejection reaches the other host, with the reason and a CANCEL invite', async () => {
    const a = await hostIn('en');
    const b = await hostIn('es');
    const eventType = await teamType(a, [b], 'collective', { requires_confirmation: true });
    const id = await book(eventType.id, utcInstant(utcDate(6), '11:00'), 'Olga');
    const rejected = await call(a, 'POST', `/api/bookings/${id}/reject`, {
      cancellation_reason: 'Fully booked',
    });
    assert.equal(rejected.statusCode, 200, rejected.body);
    const mails = await mailsOf(id);
    const [toB] = forHost(mails, 'booking-rejected:host', b);
    assert.ok(toB, JSON.stringify(mails.map((mail) => [mail.template, mail.to])));
    assert.ok(toB.text.includes(`${a.name} rechazó la solicitud de reserva de Olga.`), toB.text);
    assert.ok(toB.text.includes('Fully booked'));
    assert.match(toB.text, /METHOD:CANCEL/);
    assert.equal(forHost(mails, 'booking-rejected:host', a).length, 0);
  });

  test('round robin: a reassigning reschedule tells the new host they host it and the previous host where it went', async () => {
    const morning = [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
      dayOfWeek,
      startTime: '09:00',
      endTime: '12:00',
    }));
    const afternoon = [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
      dayOfWeek,
      startTime: '13:00',
      endTime: '17:00',
    }));
    const a = await hostIn('en', morning);
    const b = await hostIn('de', afternoon);
    const eventType = await teamType(a, [b], 'round_robin');
    const id = await book(eventType.id, utcInstant(utcDate(7), '10:00'), 'Pia');
    assert.equal((await t.app.db.select().from(bookings).where(eq(bookings.id, id)))[0].hostId, a.user.id);

    const moved = await call(a, 'POST', `/api/bookings/${id}/reschedule`, {
      start_time: utcInstant(utcDate(7), '14:00'),
    });
    assert.equal(moved.statusCode, 200, moved.body);
    assert.equal((await t.app.db.select().from(bookings).where(eq(bookings.id, id)))[0].hostId, b.user.id);
    const mails = await mailsOf(id);
    const [toNew] = forHost(mails, 'booking-assigned:host', b);
    assert.ok(toNew, JSON.stringify(mails.map((mail) => [mail.template, mail.to])));
    assert.ok(toNew.text.includes('Sie sind jetzt der Gastgeber.'), toNew.text);
    const [toPrevious] = forHost(mails, 'booking-reassignedAway:host', a);
    assert.ok(toPrevious);
    assert.ok(toPrevious.text.includes(`now goes to ${b.name}`), toPrevious.text);
    assert.match(toPrevious.text, /METHOD:CANCEL/);
    const [toAttendee] = mails.filter((mail) => mail.template === 'booking-rescheduled');
    assert.ok(toAttendee?.text.includes(b.name), 'the attendee is told the new host');
    assert.equal(mails.filter((mail) => mail.template === 'booking-rescheduled:host').length, 0);
  });
});

describe('team bookings: the attendee moves them and every host is told', () => {
  const moveAsAttendee = (id: string, start: string) =>
    call(null, 'POST', `/api/public/bookings/${linkSecrets.get(id)}/reschedule`, { start_time: start });

  test('collective: each of three hosts gets the rescheduled mail in their language, once', async () => {
    const a = await hostIn('fr');
    const b = await hostIn('de');
    const c = await hostIn('zh');
    const eventType = await teamType(a, [b, c], 'collective');
    const id = await book(eventType.id, utcInstant(utcDate(8), '10:00'), 'Rosa');
    const moved = await moveAsAttendee(id, utcInstant(utcDate(8), '15:00'));
    assert.equal(moved.statusCode, 200, moved.body);
    const mails = await mailsOf(id);
    const expected: [Host & { name: string }, string, string][] = [
      [a, 'Rosa a déplacé cette réservation à un nouvel horaire.', 'Auparavant'],
      [b, 'Rosa hat diese Buchung auf einen neuen Termin verschoben.', 'Vorher'],
      [c, 'Rosa 已将此预约改到新的时间。', '原时间'],
    ];
    for (const [host, lead, previously] of expected) {
      const toHost = forHost(mails, 'booking-rescheduled:host', host);
      assert.equal(
        toHost.length,
        1,
        `${host.name}: ${JSON.stringify(mails.map((mail) => [mail.template, mail.to]))}`,
      );
      assert.ok(toHost[0].text.includes(lead), toHost[0].text);
      assert.ok(toHost[0].text.includes(previously), 'the previous time');
      assert.match(toHost[0].text, /METHOD:REQUEST/);
    }
    assert.equal(mails.filter((mail) => mail.template === 'booking-rescheduled:attendee').length, 1);
  });

  test('round robin: a move the assigned host is not free for tells the new host it is reassigned to them and the previous host where it went', async () => {
    const morning = [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
      dayOfWeek,
      startTime: '09:00',
      endTime: '12:00',
    }));
    const afternoon = [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
      dayOfWeek,
      startTime: '13:00',
      endTime: '17:00',
    }));
    const a = await hostIn('es', morning);
    const b = await hostIn('fr', afternoon);
    const eventType = await teamType(a, [b], 'round_robin');
    const id = await book(eventType.id, utcInstant(utcDate(9), '10:00'), 'Tom');
    assert.equal((await t.app.db.select().from(bookings).where(eq(bookings.id, id)))[0].hostId, a.user.id);
    const moved = await moveAsAttendee(id, utcInstant(utcDate(9), '14:00'));
    assert.equal(moved.statusCode, 200, moved.body);
    assert.equal((await t.app.db.select().from(bookings).where(eq(bookings.id, id)))[0].hostId, b.user.id);
    const mails = await mailsOf(id);
    const list = JSON.stringify(mails.map((mail) => [mail.template, mail.to]));
    const toNew = forHost(mails, 'booking-assigned:host', b);
    assert.equal(toNew.length, 1, list);
    assert.ok(
      toNew[0].text.includes(
        `Tom a déplacé sa réservation à un nouvel horaire et elle vous a été réattribuée (auparavant ${a.name})`,
      ),
      toNew[0].text,
    );
    const toPrevious = forHost(mails, 'booking-reassignedAway:host', a);
    assert.equal(toPrevious.length, 1, list);
    assert.ok(toPrevious[0].text.includes(`ahora es de ${b.name}`), toPrevious[0].text);
    assert.match(toPrevious[0].text, /METHOD:CANCEL/);
    // No second, plain "moved" mail to either host.
    assert.equal(mails.filter((mail) => mail.template === 'booking-rescheduled:host').length, 0, list);
    const [toAttendee] = mails.filter((mail) => mail.template === 'booking-rescheduled:attendee');
    assert.ok(toAttendee?.text.includes(b.name), 'the attendee is told the new host');
  });
});

test('the team mail texts exist in every language and are translated', () => {
  for (const language of supportedLanguages) {
    const texts = teamMailMessages[language];
    assert.deepEqual(Object.keys(texts.subjects), Object.keys(teamMailMessages.en.subjects), language);
    assert.deepEqual(Object.keys(texts.leads), Object.keys(teamMailMessages.en.leads), language);
    if (language !== 'en') {
      for (const key of Object.keys(texts.leads) as (keyof typeof texts.leads)[]) {
        assert.notEqual(
          texts.leads[key]('X', 'Y'),
          teamMailMessages.en.leads[key]('X', 'Y'),
          `${language} ${key}`,
        );
      }
    }
  }
});
