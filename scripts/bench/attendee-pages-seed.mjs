// The six attendee pages of issue #27 with what they show, seeded through the API as a host would:
// a host open every day with a booking type (one question) and one booking (its cancel and
// reschedule pages), and a team of that host with a round-robin type (the team's pages).
// Used by the Lighthouse bench (lighthouse.bench.mjs).
import { api, bookFirstFreeTime, registerHostWithSchedule } from '../testing/api-calls.mjs';
import { newUser } from '../testing/test-users.mjs';

/**
 * @param {string} base the stack's URL
 * @returns {Promise<{ path: string, label: string, drawn: boolean }[]>} `drawn`: the server draws
 *   the page (mf-bookings' server module), so it is usable before its scripts
 */
export async function seedAttendeePages(base) {
  const app = { url: base };
  const host = newUser('attendee');
  const timeZone = 'Europe/Berlin';
  const { token, user, scheduleId } = await registerHostWithSchedule(app, host, {
    timeZone,
    scheduleName: 'Every day',
    hours: ['08:00', '20:00'],
  });
  const created = await api(app, '/api/event-types', {
    method: 'POST',
    token,
    body: {
      title: 'Intro call',
      slug: 'intro-call',
      description: 'A 30-minute call to get to know each other.',
      duration: 30,
      availability_id: scheduleId,
      questions: [{ question_text: 'What should we talk about?', required: true, answer_type: 'long' }],
    },
  });
  const question = created.data.questions?.[0]?.id;
  const booking = await bookFirstFreeTime(app, {
    username: user.username,
    slug: 'intro-call',
    eventTypeId: created.data.id,
    timeZone,
    answers: question ? [{ question_id: question, answer: 'The roadmap' }] : [],
  });
  const team = await api(app, '/api/teams', {
    method: 'POST',
    token,
    body: { name: `Support ${user.username}`, description: 'Customer calls' },
  });
  await api(app, '/api/event-types', {
    method: 'POST',
    token,
    body: {
      title: 'Support call',
      slug: 'support-call',
      description: 'Talk to whoever of the team is free.',
      duration: 30,
      event_type: 'round_robin',
      team_id: team.data.id,
    },
  });
  return [
    { path: `/${user.username}/intro-call`, label: '/{username}/{slug}', drawn: true },
    { path: `/${user.username}`, label: '/{username}', drawn: true },
    { path: `/team/${team.data.slug}/support-call`, label: '/team/{team}/{slug}', drawn: true },
    { path: `/team/${team.data.slug}`, label: '/team/{team}', drawn: true },
    { path: `/cancel/${booking.link_secret}`, label: '/cancel/{id}', drawn: true },
    { path: `/reschedule/${booking.link_secret}`, label: '/reschedule/{id}', drawn: false },
  ];
}
