import { resetPrefetchedResponses } from '@slotwise/shared/api/prefetched-responses';
import type { PublicEventType, PublicQuestion } from '@slotwise/shared/contract/bookings.contract';
import { guestMessages, questionMessages } from '@slotwise/shared/contract/questions.contract';
import type { SentRequest } from '@slotwise/shared/testing/api-mock';
import { mockFetch } from '@slotwise/shared/testing/fetch-mock';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '../../app/locales/attendee.en';
import { freeTimesFor, sampleBooking, sampleEventType } from './api-mock.testing';
import { withAttendeeData } from './attendee-data-provider';
import { prefillAnswers, prefillGuests } from './booking-prefill';
import { PublicBookingPage as PublicBookingPageAlone } from './public-booking-page';

// The booking form's questions by type, guests and the link's prefill (docs/product.md#questions-and-guests).

const PublicBookingPage = withAttendeeData(PublicBookingPageAlone);
jest.setTimeout(30_000);
jest.mock('./time-zones', () => ({
  ...jest.requireActual('./time-zones'),
  browserTimeZone: () => 'Europe/Berlin',
}));
const now = new Date('2026-11-10T12:00:00Z');
const eventTypeUrl = '/api/public/event-types/ada/intro-call';
const times = { '2026-11-23': [{ start: '2026-11-23T14:00:00.000Z' }] };

const id = (n: number) => `b5d2c5c4-2f3e-4a4b-9c1d-00000000000${n}`;
const questions: PublicQuestion[] = [
  {
    id: id(1),
    question_text: 'Topic',
    required: true,
    answer_type: 'select',
    sort_order: 0,
    options: ['Sales', 'Support'],
  },
  {
    id: id(2),
    question_text: 'Team size',
    required: true,
    answer_type: 'radio',
    sort_order: 1,
    options: ['1-10', '11+'],
  },
  {
    id: id(3),
    question_text: 'Tools',
    required: false,
    answer_type: 'checkboxes',
    sort_order: 2,
    options: ['Slack', 'Email'],
  },
  { id: id(4), question_text: 'Seats', required: false, answer_type: 'number', sort_order: 3, options: [] },
  { id: id(5), question_text: 'Website', required: false, answer_type: 'url', sort_order: 4, options: [] },
];
const eventType: PublicEventType = { ...sampleEventType, questions };

function api(booking?: (request: SentRequest) => { status: number; data: unknown }) {
  return mockFetch((request) => {
    if (request.url === eventTypeUrl && request.method === 'GET')
      return { status: 200, data: { data: eventType } };
    if (request.url === `${eventTypeUrl}/free-times` && request.method === 'GET')
      return { status: 200, data: { data: freeTimesFor(request, times) } };
    if (request.url === '/api/public/bookings' && request.method === 'POST')
      return booking?.(request) ?? { status: 201, data: { data: sampleBooking() } };
    return { status: 404, data: { message: 'Not found' } };
  });
}

function NotFound() {
  return <h1>Not found</h1>;
}

const setupUser = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

async function openForm(user: ReturnType<typeof setupUser>) {
  render(<PublicBookingPage params={{ username: 'ada', slug: 'intro-call' }} NotFound={NotFound} />);
  const day = await screen.findByRole('button', { name: 'Monday, November 23, 2026' });
  await waitFor(() => expect(day).toBeEnabled());
  await user.click(day);
  await user.click(await screen.findByRole('button', { name: '3:00 PM' }));
  await screen.findByRole('heading', { name: 'Enter Details' });
}

beforeEach(() => {
  jest.useFakeTimers({ now, advanceTimers: true });
  resetPrefetchedResponses();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  window.history.pushState({}, '', '/');
});

describe('booking form: question types', () => {
  it('draws each type accessibly and checks the answers before sending', async () => {
    const user = setupUser();
    const { sent } = api();
    await openForm(user);
    expect(screen.getByRole('combobox', { name: /^Topic/ }).tagName).toBe('SELECT');
    const size = screen.getByRole('radiogroup', { name: /^Team size/ });
    expect(size.tagName).toBe('FIELDSET');
    expect(
      within(size)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['1-10', '11+']);
    const tools = screen.getByRole('group', { name: /^Tools/ });
    expect(within(tools).getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: /^Seats/ })).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByRole('textbox', { name: /^Website/ })).toHaveAttribute('type', 'url');

    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Grace Hopper');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'grace@example.test');
    await user.type(screen.getByRole('textbox', { name: /^Seats/ }), 'ten');
    await user.type(screen.getByRole('textbox', { name: /^Website/ }), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findAllByText('This question needs an answer')).toHaveLength(2);
    expect(screen.getByText('Enter a number')).toBeInTheDocument();
    expect(screen.getByText('Enter a web address that starts with http:// or https://')).toBeInTheDocument();
    // The first invalid control takes the focus: the list of the first question.
    expect(screen.getByRole('combobox', { name: /^Topic/ })).toHaveFocus();
    expect(sent.some((r) => r.method === 'POST')).toBe(false);

    await user.selectOptions(screen.getByRole('combobox', { name: /^Topic/ }), 'Support');
    await user.click(within(size).getByRole('radio', { name: '11+' }));
    await user.click(within(tools).getByRole('checkbox', { name: 'Email' }));
    await user.click(within(tools).getByRole('checkbox', { name: 'Slack' }));
    await user.clear(screen.getByRole('textbox', { name: /^Seats/ }));
    await user.type(screen.getByRole('textbox', { name: /^Seats/ }), '12');
    await user.clear(screen.getByRole('textbox', { name: /^Website/ }));
    await user.type(screen.getByRole('textbox', { name: /^Website/ }), 'https://example.org');
    await user.click(screen.getByRole('button', { name: 'Add guests' }));
    const guests = screen.getByRole('textbox', { name: 'Guests' });
    expect(guests).toHaveFocus();
    await user.type(guests, 'bob@example.test, carol@example.test');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByRole('heading', { name: 'Confirmed' })).toBeInTheDocument();
    const post = sent.find((r) => r.method === 'POST')!;
    expect((post.body as { answers: unknown }).answers).toEqual([
      { question_id: id(1), answer: 'Support' },
      { question_id: id(2), answer: '11+' },
      { question_id: id(3), answer: ['Email', 'Slack'] },
      { question_id: id(4), answer: '12' },
      { question_id: id(5), answer: 'https://example.org' },
    ]);
    expect((post.body as { guests: unknown }).guests).toEqual(['bob@example.test', 'carol@example.test']);
  });

  it('refuses a bad guest address and shows the API per-question message on its field', async () => {
    const user = setupUser();
    const { sent } = api(() => ({
      status: 422,
      data: {
        message: 'Validation failed',
        errors: { [`answers.${id(1)}`]: ['Choose one of the options offered'] },
      },
    }));
    await openForm(user);
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Grace Hopper');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'grace@example.test');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Topic/ }), 'Sales');
    await user.click(screen.getByRole('radio', { name: '1-10' }));
    await user.click(screen.getByRole('button', { name: 'Add guests' }));
    await user.type(screen.getByRole('textbox', { name: 'Guests' }), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(sent.some((r) => r.method === 'POST')).toBe(false);

    await user.clear(screen.getByRole('textbox', { name: 'Guests' }));
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    const topic = screen.getByRole('combobox', { name: /^Topic/ });
    await waitFor(() => expect(topic).toHaveAccessibleDescription('Choose one of the options offered'));
  });

  it('fills the name, e-mail, questions and guests from the link', async () => {
    window.history.pushState(
      {},
      '',
      '/ada/intro-call?name=Ann%20Lee&email=ann%40example.test&q1=support&q2=Nope&q3=Slack&q3=Email&q4=7&guests=bob%40example.test,carol%40example.test',
    );
    const user = setupUser();
    api();
    await openForm(user);
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Ann Lee');
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('ann@example.test');
    // The option as the host wrote it; a value not offered is left for the attendee.
    expect(screen.getByRole('combobox', { name: /^Topic/ })).toHaveValue('Support');
    expect(screen.getByRole('radio', { name: '1-10' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: '11+' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Slack' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Email' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /^Seats/ })).toHaveValue('7');
    expect(screen.getByRole('textbox', { name: 'Guests' })).toHaveValue(
      'bob@example.test, carol@example.test',
    );
  });
});

describe('prefill helpers', () => {
  it('reads q1…q5 by position and ignores what does not fit', () => {
    expect(prefillAnswers(questions, '?q1=SALES&q3=Fax&q3=email&q5=http%3A%2F%2Fa.example&q6=x')).toEqual({
      [id(1)]: 'Sales',
      [id(3)]: ['Email'],
      [id(5)]: 'http://a.example',
    });
    expect(prefillAnswers(questions, '')).toEqual({});
    expect(prefillGuests('?guests=a%40x.test;b%40y.test&guests=c%40z.test')).toBe(
      'a@x.test, b@y.test, c@z.test',
    );
  });
});

describe('attendee texts of the API messages', () => {
  it('repeat the contract messages word for word, so the page can translate them', () => {
    expect(en.notAnOption).toBe(questionMessages.notAnOption);
    expect(en.oneOption).toBe(questionMessages.oneOption);
    expect(en.numberInvalid).toBe(questionMessages.numberInvalid);
    expect(en.urlInvalid).toBe(questionMessages.urlInvalid);
    expect(en.guestsTooMany).toBe(guestMessages.tooMany);
  });
});
