import assert from 'node:assert/strict';
import { test } from 'node:test';
import { calendarEventOf } from './calendar-sync.job';
import type { SyncTarget } from './google-calendar.repository';

/** A booking of an in-person type with a phone number and an answer, by a host of `language`. */
function targetIn(language: string): SyncTarget {
  return {
    booking: {
      id: '0b6f3c1e-8a57-4f39-9d0e-3c6c3f1b2a10',
      linkSecret: '5e1c7d0a9b3f'.repeat(5).concat('77aa'),
      attendeeName: 'Alan Turing',
      attendeeEmail: 'alan@example.com',
      attendeePhone: '+33 1 23 45 67 89',
      additionalAttendees: [],
      answers: [{ question_text: 'Sujet ?', answer: 'Machines' }],
      startTime: new Date('2026-12-01T09:00:00Z'),
      endTime: new Date('2026-12-01T09:30:00Z'),
      googleMeetLink: null,
    },
    eventType: {
      title: 'Revue',
      location: 'in_person',
      locationAddress: '1 rue de Rivoli, Paris',
      locationPhone: null,
      locationPhoneFrom: 'host',
      locationUrl: null,
    },
    host: { name: 'Ada', surname: null, email: 'ada@example.com', timeZone: 'Europe/Paris', language },
  } as unknown as SyncTarget;
}

test("the host's Google Calendar event is written in the host's language", () => {
  const french = calendarEventOf(targetIn('fr'), 'https://slotwise.example');
  assert.equal(french.summary, 'Revue avec Alan Turing');
  assert.equal(
    french.description,
    [
      'Revue, réservé par Alan Turing (alan@example.com) avec Slotwise.',
      'En personne : 1 rue de Rivoli, Paris',
      'Téléphone : +33 1 23 45 67 89',
      'Sujet ?\nMachines',
      `Besoin d'annuler ? https://slotwise.example/cancel/${'5e1c7d0a9b3f'.repeat(5)}77aa`,
    ].join('\n\n'),
  );
  assert.equal(french.location, 'En personne : 1 rue de Rivoli, Paris');

  const english = calendarEventOf(targetIn('en'), 'https://slotwise.example');
  assert.equal(english.summary, 'Revue with Alan Turing');
  assert.match(
    english.description ?? '',
    /^Revue, booked by Alan Turing \(alan@example\.com\) with Slotwise\./,
  );
  assert.match(english.description ?? '', /\n\nIn person: 1 rue de Rivoli, Paris\n\nPhone: \+33/);
});
