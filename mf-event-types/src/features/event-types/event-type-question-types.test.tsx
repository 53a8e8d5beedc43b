import type { EventType } from '@slotwise/shared/contract/event-types.contract';
import { mockApi } from '@slotwise/shared/testing/api-mock';
import { renderWithProviders } from '@slotwise/shared/testing/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleEventType, sampleSchedule, sampleUser } from './api-mock.testing';
import { EventTypesPage } from './event-types-page';
import { chooseMenuItem, fill } from './interactions.testing';
import '@slotwise/shared/testing/chakra-test-setup';

// The Questions tab's types and options (docs/product.md#questions-and-guests).

const schedule = sampleSchedule({
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Office',
  is_default: true,
});

function mockEventTypesApi(eventTypes: EventType[] = []) {
  return mockApi(({ method, url, body }) => {
    if (method === 'GET' && url === '/api/event-types') return { status: 200, data: { data: eventTypes } };
    if (method === 'GET' && url === '/api/availabilities') return { status: 200, data: { data: [schedule] } };
    if (method === 'POST' || method === 'PUT')
      return { status: 200, data: { data: sampleEventType(body as Partial<EventType>) } };
    return { status: 404, data: { message: 'Not found' } };
  });
}

function renderPage() {
  return renderWithProviders(<EventTypesPage />, {
    route: '/dashboard/event-types',
    preloadedState: { session: { user: sampleUser, isAuthenticated: true } },
  });
}

async function openQuestions(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'New Event Type' }));
  const dialog = await screen.findByRole('dialog', { name: 'New Event Type' });
  await fill(user, within(dialog).getByLabelText(/^Title/), 'Discovery');
  await user.click(within(dialog).getByRole('tab', { name: 'Questions' }));
  return dialog;
}

afterEach(() => jest.restoreAllMocks());

describe('Questions tab: question types', () => {
  it('offers the eight types; a choice type edits its options and sends them without blank rows', async () => {
    const api = mockEventTypesApi();
    const user = userEvent.setup({ delay: null });
    renderPage();
    const dialog = await openQuestions(user);
    await user.click(within(dialog).getByRole('button', { name: 'Add question' }));
    const type = within(dialog).getByLabelText('Answer type');
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Short answer',
      'Long answer',
      'Dropdown (one choice)',
      'Radio buttons (one choice)',
      'Checkboxes (several choices)',
      'Phone number',
      'Number',
      'Web address (URL)',
    ]);
    await fill(user, within(dialog).getByLabelText('Question 1'), 'Team size');
    await user.selectOptions(type, 'radio');
    const options = within(dialog).getByRole('group', { name: 'Options of question 1' });
    await fill(user, within(options).getByLabelText('Option 1 of question 1'), ' 1-10 ');
    await fill(user, within(options).getByLabelText('Option 2 of question 1'), '11-50');
    await user.click(within(options).getByRole('button', { name: 'Add option' }));
    // The third row stays blank: dropped on save.
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = api.sent.find((request) => request.method === 'POST');
    expect((post?.body as { questions: unknown[] } | undefined)?.questions).toEqual([
      {
        question_text: 'Team size',
        required: false,
        answer_type: 'radio',
        active: true,
        sort_order: 0,
        options: ['1-10', '11-50'],
      },
    ]);
  });

  it('refuses repeated options under the question, and sends nothing', async () => {
    const api = mockEventTypesApi();
    const user = userEvent.setup({ delay: null });
    renderPage();
    const dialog = await openQuestions(user);
    await user.click(within(dialog).getByRole('button', { name: 'Add question' }));
    await fill(user, within(dialog).getByLabelText('Question 1'), 'Plan');
    await user.selectOptions(within(dialog).getByLabelText('Answer type'), 'select');
    await fill(user, within(dialog).getByLabelText('Option 1 of question 1'), 'Pro');
    await fill(user, within(dialog).getByLabelText('Option 2 of question 1'), 'pro');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const options = await within(dialog).findByRole('group', { name: 'Options of question 1' });
    expect(within(options).getByText('Each option must be different')).toBeInTheDocument();
    expect(options).toHaveAttribute('aria-invalid', 'true');
    // Said once, under the options.
    expect(within(dialog).getAllByText('Each option must be different')).toHaveLength(1);
    expect(api.sent.filter((request) => request.method === 'POST')).toHaveLength(0);

    // Removing the repeat lets it through.
    await user.click(within(options).getByRole('button', { name: 'Remove option 2 of question 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.sent.filter((request) => request.method === 'POST')).toHaveLength(1));
  });

  it('a choice type with no option is refused; other types send no options', async () => {
    const api = mockEventTypesApi();
    const user = userEvent.setup({ delay: null });
    renderPage();
    const dialog = await openQuestions(user);
    const add = within(dialog).getByRole('button', { name: 'Add question' });
    await user.click(add);
    await user.click(add);
    await fill(user, within(dialog).getByLabelText('Question 1'), 'Phone');
    await fill(user, within(dialog).getByLabelText('Question 2'), 'Tools');
    const [first, second] = within(dialog).getAllByLabelText('Answer type');
    await user.selectOptions(first, 'phone');
    await user.selectOptions(second, 'checkboxes');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Add at least one option')).toBeInTheDocument();
    expect(api.sent.filter((request) => request.method === 'POST')).toHaveLength(0);
    await fill(user, within(dialog).getByLabelText('Option 1 of question 2'), 'Slack');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = api.sent.find((request) => request.method === 'POST');
    expect((post?.body as { questions: unknown[] } | undefined)?.questions).toEqual([
      { question_text: 'Phone', required: false, answer_type: 'phone', active: true, sort_order: 0 },
      {
        question_text: 'Tools',
        required: false,
        answer_type: 'checkboxes',
        active: true,
        sort_order: 1,
        options: ['Slack'],
      },
    ]);
  });

  it('editing a type shows its stored options', async () => {
    mockEventTypesApi([
      sampleEventType({
        title: 'Stored',
        questions: [
          {
            id: '44444444-4444-4444-8444-444444444444',
            question_text: 'Topic',
            required: true,
            answer_type: 'select',
            active: true,
            sort_order: 0,
            options: ['Sales', 'Support'],
          },
        ],
      }),
    ]);
    const user = userEvent.setup({ delay: null });
    renderPage();
    await chooseMenuItem(user, 'Actions for Stored', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Event Type' });
    await user.click(within(dialog).getByRole('tab', { name: 'Questions' }));
    expect(within(dialog).getByLabelText('Option 1 of question 1')).toHaveValue('Sales');
    expect(within(dialog).getByLabelText('Option 2 of question 1')).toHaveValue('Support');
    expect(within(dialog).getByLabelText('Answer type')).toHaveValue('select');
  });
});
