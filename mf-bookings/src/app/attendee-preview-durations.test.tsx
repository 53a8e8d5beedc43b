import { mockFetch } from '@slotwise/shared/testing/fetch-mock';
import { render, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { sampleEventType } from '../features/public-booking/api-mock.testing';
import attendeeModule from './attendee-module';
import { renderAttendeePreview } from './attendee-preview';

// The server-drawn booking page chooses the duration its link names, as the browser does
// (docs/product.md#several-durations, docs/attendee-pages.md#the-server-render).

jest.setTimeout(60_000);

const call = '/api/public/event-types/ada/intro-call';
const eventType = { ...sampleEventType, duration: 30, durations: [15, 30, 60] };

/** The Duration group's pressed button in some markup. */
function pressedIn(html: string): string | null {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  const group = within(holder).getByRole('group', { name: 'Duration' });
  return (
    within(group)
      .getAllByRole('button')
      .find((button) => button.getAttribute('aria-pressed') === 'true')?.textContent ?? null
  );
}

afterEach(() => {
  jest.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('the booking page drawn on the server with ?duration=', () => {
  it.each([
    ['?duration=60', '60 min'],
    ['?duration=45', '30 min'],
    [undefined, '30 min'],
  ])('draws %s with %s pressed, as the browser renders that address', async (search, pressed) => {
    const preview = await renderAttendeePreview({
      pathname: '/ada/intro-call',
      ...(search ? { search } : {}),
      language: 'en',
      answers: { [call]: { data: eventType } },
    });
    if (!preview) throw new Error('no preview');
    expect(pressedIn(preview.html)).toBe(pressed);

    window.history.replaceState(null, '', `/ada/intro-call${search ?? ''}`);
    mockFetch((request) =>
      request.url === call ? { status: 200, data: { data: eventType } } : new Promise(() => {}),
    );
    const page = attendeeModule.routes.find((candidate) => candidate.path === '/:username/:slug');
    if (!page) throw new Error('no booking route');
    const { container } = render(
      <StrictMode>
        <page.Component
          params={{ username: 'ada', slug: 'intro-call' }}
          NotFound={() => null}
          apiBaseUrl=""
        />
      </StrictMode>,
    );
    await screen.findByRole('heading', { level: 1 });
    expect(pressedIn(container.innerHTML)).toBe(pressed);
  });
});
