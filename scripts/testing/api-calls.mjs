// The API as the browser reaches it: JSON calls through the shell's /api proxy (the journeys and
// the bench).

/**
 * A JSON call; throws with the status and body on anything but 2xx.
 * @param {{ url: string }} app
 * @param {string} path
 * @param {{ method?: string, body?: unknown, token?: string }} [options]
 */
export async function api(app, path, { method = 'GET', body, token } = {}) {
  const response = await fetch(`${app.url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/** 'yyyy-MM-dd' of an instant in a zone. */
export const dayIn = (instant, timeZone) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(instant),
  );

const everyDay = (start_time, end_time) =>
  [1, 2, 3, 4, 5, 6, 7].map((day_of_week) => ({ day_of_week, start_time, end_time }));

/**
 * A host registered through the API in `timeZone`, with one schedule open every day
 * (09:00-17:00 unless `hours` says otherwise).
 * @param {{ url: string }} app
 * @param {{ name: string, surname?: string, username: string, email: string, password: string }} user
 * @param {{ timeZone: string, scheduleName?: string, hours?: [string, string] }} options
 */
export async function registerHostWithSchedule(
  app,
  user,
  { timeZone, scheduleName = 'Office hours', hours = ['09:00', '17:00'] },
) {
  const registered = await api(app, '/api/auth/register', {
    method: 'POST',
    body: {
      name: user.name,
      surname: user.surname,
      username: user.username,
      email: user.email,
      password: user.password,
      password_confirmation: user.password,
      time_zone: timeZone,
    },
  });
  const token = registered.access_token;
  const schedule = await api(app, '/api/availabilities', {
    method: 'POST',
    token,
    body: { name: scheduleName, time_zone: timeZone, slots: everyDay(...hours) },
  });
  return { token, user: registered.user, scheduleId: schedule.data.id };
}

/**
 * Books the first free time of the next two weeks as an attendee would (the booking page's
 * calls), and returns the booking.
 * @param {{ url: string }} app
 * @param {{ username: string, slug: string, eventTypeId: string, timeZone: string, name?: string, email?: string, answers?: { question_id: string, answer: string }[] }} booking
 */
export async function bookFirstFreeTime(
  app,
  {
    username,
    slug,
    eventTypeId,
    timeZone,
    name = 'Grace Hopper',
    email = 'grace.hopper@example.test',
    answers = [],
  },
) {
  const today = dayIn(Date.now(), timeZone);
  const inTwoWeeks = dayIn(Date.now() + 14 * 86_400_000, timeZone);
  const freeTimes = await api(
    app,
    `/api/public/event-types/${username}/${slug}/free-times?start=${today}&end=${inTwoWeeks}&time_zone=${encodeURIComponent(timeZone)}`,
  );
  const firstTime = freeTimes.data.days.find((day) => day.times.length > 0)?.times[0];
  if (!firstTime) throw new Error(`no free time of ${username}/${slug} in the next two weeks`);
  const created = await api(app, '/api/public/bookings', {
    method: 'POST',
    body: {
      event_type_id: eventTypeId,
      start_time: firstTime.start,
      attendee_name: name,
      attendee_email: email,
      timezone: timeZone,
      answers,
    },
  });
  return created.data;
}
