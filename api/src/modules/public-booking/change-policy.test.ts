import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { PublicBooking } from '@slotwise/shared/contract/bookings.contract';
import { privateSharingMessages } from '@slotwise/shared/contract/private-sharing.contract';
import { seedEventType, seedHost, utcDate, utcInstant } from '../../testing/booking-seed.helper';
import { readOutbox } from '../../testing/outbox.helper';
import { createTestApp, type TestApp } from '../../testing/test-app.helper';

// docs/product.md#cancel-and-reschedule-policy: what the attendee may still change themself.

let t: TestApp;
before(async () => {
  t = await createTestApp({ jobPollSeconds: 0 });
});
after(async () => {
  await t?.close();
});

let counter = 0;

async function newHost() {
  const account = await seedHost(t.app);
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${account.accessToken}` },
      ...(payload === undefined ? {} : { payload }),
    });
  return { ...account, call };
}

type Policy = { attendeeChanges?: boolean; changeCutoffHours?: number; cancelReasonRequired?: boolean };

/** A host, a type with this policy, and a booking of it `days` ahead at 09:00 UTC. */
async function bookedUnder(policy: Policy, days = 3) {
  const host = await newHost();
  const { eventType } = await seedEventType(t.app, host.user.id, policy);
  const email = `policy.${process.pid}.${++counter}@example.com`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/public/bookings',
    payload: {
      event_type_id: eventType.id,
      start_time: utcInstant(utcDate(days), '09:00'),
      attendee_name: 'Grace Hopper',
      attendee_email: email,
      timezone: 'UTC',
    },
  });
  assert.equal(response.statusCode, 201, response.body);
  const { id, link_secret: link } = response.json().data as { id: string; link_secret: string };
  return { host, eventType, id, link, email, day: utcDate(days) };
}

const cancel = (link: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api/public/bookings/${link}/cancel`, payload });
const reschedule = (link: string, start_time: string) =>
  t.app.inject({ method: 'POST', url: `/api/public/bookings/${link}/reschedule`, payload: { start_time } });
/** The attendee's confirmation mail, once the outbox jobs ran. */
async function mailTo(email: string) {
  await t.app.jobs.runDue();
  await t.app.jobs.idle();
  const mail = readOutbox(t.config.outboxDir).find((m) => m.raw.includes(`To: ${email}`));
  assert.ok(mail, `a mail to ${email}`);
  return mail;
}

const readPublic = async (link: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/public/bookings/${link}` })).json().data as PublicBooking;

describe('the attendee under the change policy', () => {
  test('inside the cutoff: both refused with the policy words (403); the host still can', async () => {
    // 720 hours (30 days): a booking 3 days ahead is inside.
    const booked = await bookedUnder({ changeCutoffHours: 720 });
    const view = await readPublic(booked.link);
    assert.deepEqual(view.change_policy, {
      attendee_changes: true,
      cutoff_hours: 720,
      reason_required: false,
      allowed_now: false,
      contact_email: booked.host.user.email,
    });

    const refused = await cancel(booked.link, { cancellation_reason: 'Sick' });
    assert.deepEqual(
      [refused.statusCode, refused.json().message, refused.json().error],
      [403, privateSharingMessages.cancelCutoff(720), undefined],
    );
    const moved = await reschedule(booked.link, utcInstant(booked.day, '11:00'));
    assert.deepEqual(
      [moved.statusCode, moved.json().message],
      [403, privateSharingMessages.rescheduleCutoff(720)],
    );
    assert.equal((await readPublic(booked.link)).status, 'confirmed', 'nothing changed');

    // The host's own actions are not held to it.
    const hostMove = await booked.host.call('POST', `/api/bookings/${booked.id}/reschedule`, {
      start_time: utcInstant(booked.day, '11:00'),
    });
    assert.equal(hostMove.statusCode, 200, hostMove.body);
    const hostCancel = await booked.host.call('POST', `/api/bookings/${booked.id}/cancel`, {});
    assert.equal(hostCancel.statusCode, 200, hostCancel.body);
  });

  test('outside the cutoff the attendee may cancel; the mail states the policy', async () => {
    const booked = await bookedUnder({ changeCutoffHours: 24 }, 3);
    assert.equal((await readPublic(booked.link)).change_policy?.allowed_now, true);
    const mail = await mailTo(booked.email);
    assert.match(mail.decoded, /You can cancel or reschedule online up to 24 hours before the start\./);
    const moved = await reschedule(booked.link, utcInstant(booked.day, '10:00'));
    assert.equal(moved.statusCode, 200, moved.body);
    const cancelled = await cancel(booked.link);
    assert.equal(cancelled.statusCode, 200, cancelled.body);
  });

  test('a required reason: refused without one (422 on the field), accepted with one', async () => {
    const booked = await bookedUnder({ cancelReasonRequired: true });
    for (const payload of [{}, { cancellation_reason: '   ' }, { cancellation_reason: null }]) {
      const refused = await cancel(booked.link, payload);
      assert.equal(refused.statusCode, 422, JSON.stringify(payload));
      assert.deepEqual(refused.json().errors, {
        cancellation_reason: [privateSharingMessages.reasonRequired],
      });
    }
    const done = await cancel(booked.link, { cancellation_reason: 'Travelling' });
    assert.equal(done.statusCode, 200, done.body);
    assert.equal(done.json().data.cancellation_reason, 'Travelling');
  });

  test('attendee changes switched off: nothing online, whatever the time; the host still can', async () => {
    const booked = await bookedUnder({ attendeeChanges: false }, 20);
    const view = await readPublic(booked.link);
    assert.equal(view.change_policy?.attendee_changes, false);
    assert.equal(view.change_policy?.allowed_now, false);
    const refused = await cancel(booked.link, { cancellation_reason: 'x' });
    assert.deepEqual(
      [refused.statusCode, refused.json().message, refused.json().error],
      [403, privateSharingMessages.changesOff, undefined],
    );
    const moved = await reschedule(booked.link, utcInstant(booked.day, '11:00'));
    assert.deepEqual([moved.statusCode, moved.json().message], [403, privateSharingMessages.changesOff]);
    const mail = await mailTo(booked.email);
    assert.match(mail.decoded, /The host does not allow cancelling or rescheduling online/);
    const hostCancel = await booked.host.call('POST', `/api/bookings/${booked.id}/cancel`, {});
    assert.equal(hostCancel.statusCode, 200, hostCancel.body);
  });

  test('the default policy changes nothing: cancel without a reason until the start', async () => {
    const booked = await bookedUnder({});
    const view = await readPublic(booked.link);
    assert.equal(view.change_policy?.allowed_now, true);
    assert.equal((await cancel(booked.link)).statusCode, 200);
  });
});
