import type { EventType } from '@slotwise/shared/contract/event-types.contract';
import { mockApi } from '@slotwise/shared/testing/api-mock';
import { renderWithProviders } from '@slotwise/shared/testing/render-with-providers';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleEventType, sampleUser } from './api-mock.testing';
import { embedSnippet } from './embed-snippet';
import { EventTypesPage } from './event-types-page';
import { chooseMenuItem } from './interactions.testing';
import '@slotwise/shared/testing/chakra-test-setup';

jest.setTimeout(20_000);

const intro = sampleEventType({ id: 'e1', title: 'Intro call', slug: 'intro-call', public: true });

function renderPage(eventTypes: EventType[]) {
  mockApi(({ method, url }) => {
    if (method === 'GET' && url === '/api/event-types') return { status: 200, data: { data: eventTypes } };
    return { status: 200, data: { data: [] } };
  });
  return renderWithProviders(<EventTypesPage />, {
    route: '/dashboard/event-types',
    preloadedState: { session: { user: sampleUser, isAuthenticated: true } },
  });
}

afterEach(() => jest.restoreAllMocks());

describe('embedSnippet', () => {
  const options = {
    origin: 'https://app.example',
    link: 'jane/intro-call',
    theme: '#0f766e',
    buttonText: 'Book "now"',
  };

  it('writes each mode’s HTML for /embed.js, escaping attribute values', () => {
    expect(embedSnippet('inline', options)).toBe(
      '<div data-slotwise-inline="jane/intro-call" data-slotwise-theme="#0f766e"></div>\n<script src="https://app.example/embed.js" async></script>',
    );
    expect(embedSnippet('popup', options)).toContain(
      '<button type="button" data-slotwise-popup="jane/intro-call" data-slotwise-theme="#0f766e">Book &quot;now&quot;</button>',
    );
    expect(embedSnippet('floating', options)).toBe(
      '<script src="https://app.example/embed.js" data-slotwise-floating="jane/intro-call" data-slotwise-theme="#0f766e" data-slotwise-text="Book &quot;now&quot;" async></script>',
    );
  });
});

describe('the Embed dialog', () => {
  it('opens from the card menu with the inline snippet and a live preview, and copies each mode', async () => {
    const user = userEvent.setup({ delay: null });
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderPage([intro]);
    await chooseMenuItem(user, 'Actions for Intro call', 'Embed');
    const dialog = await screen.findByRole('dialog', { name: 'Embed Intro call' });
    const code = within(dialog).getByRole('textbox', { name: 'Code' });
    expect(code).toHaveValue(
      `<div data-slotwise-inline="jane/intro-call" data-slotwise-theme="#4f46e5"></div>\n<script src="${window.location.origin}/embed.js" async></script>`,
    );
    expect(within(dialog).getByTitle('Preview')).toHaveAttribute(
      'src',
      `${window.location.origin}/jane/intro-call?embed=1&theme=%234f46e5`,
    );

    await user.click(within(dialog).getByText('Floating button'));
    expect((code as HTMLTextAreaElement).value).toContain('data-slotwise-floating="jane/intro-call"');
    expect((code as HTMLTextAreaElement).value).toContain('data-slotwise-text="Book a meeting"');
    await user.click(within(dialog).getByRole('button', { name: 'Copy code' }));
    await act(async () => {});
    expect(writeText).toHaveBeenCalledWith((code as HTMLTextAreaElement).value);
    expect(within(dialog).getByText('Code copied')).toBeInTheDocument();

    await user.click(within(dialog).getByText('Popup'));
    expect((code as HTMLTextAreaElement).value).toContain('data-slotwise-popup="jane/intro-call"');
    await user.click(within(dialog).getByRole('button', { name: 'Book a meeting' }));
    expect(within(dialog).getByTitle('Preview')).toBeInTheDocument();
  });

  it('embeds a team type by its /team/{team}/{slug} link', async () => {
    const user = userEvent.setup({ delay: null });
    const team = sampleEventType({
      id: 'e9',
      title: 'Team demo',
      slug: 'demo',
      team: { id: 't1', name: 'Acme', slug: 'acme' },
    } as Partial<EventType>);
    renderPage([team]);
    await chooseMenuItem(user, 'Actions for Team demo', 'Embed');
    const dialog = await screen.findByRole('dialog', { name: 'Embed Team demo' });
    expect(within(dialog).getByRole('textbox', { name: 'Code' })).toHaveValue(
      `<div data-slotwise-inline="team/acme/demo" data-slotwise-theme="#4f46e5"></div>\n<script src="${window.location.origin}/embed.js" async></script>`,
    );
  });
});
