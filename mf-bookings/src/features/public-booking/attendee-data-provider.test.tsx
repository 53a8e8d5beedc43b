import { resetPrefetchedResponses } from '@slotwise/shared/api/prefetched-responses';
import type { PublicProfile } from '@slotwise/shared/contract/public-profile.contract';
import { mockFetch } from '@slotwise/shared/testing/fetch-mock';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { AttendeeDataProvider } from './attendee-data-provider';
import { profilePath, usePublicProfile } from './public-booking.api';

const profileOf = (name: string): PublicProfile => ({
  host: { name, surname: 'Lovelace', username: 'ada', avatar: null },
  event_types: [],
});

/** Shows what its page's profile query has. */
function ProfileName({ label }: { label: string }) {
  const { data, isLoading } = usePublicProfile('ada');
  return <p>{`${label}: ${isLoading ? 'loading' : (data?.host.name ?? 'none')}`}</p>;
}

beforeEach(() => resetPrefetchedResponses());
afterEach(() => {
  jest.restoreAllMocks();
  document.getElementById('prefetched-api')?.remove();
});

describe('AttendeeDataProvider', () => {
  it('gives each page its own base URL and cache, side by side (nothing kept per module)', async () => {
    // Each answer names the host it was asked at.
    const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const host = new URL(String(input)).host;
      return new Response(JSON.stringify({ data: profileOf(host) }), { status: 200 });
    });
    render(
      <>
        <AttendeeDataProvider apiBaseUrl="https://one.example.test">
          <ProfileName label="first" />
        </AttendeeDataProvider>
        <AttendeeDataProvider apiBaseUrl="https://two.example.test/">
          <ProfileName label="second" />
        </AttendeeDataProvider>
      </>,
    );
    expect(await screen.findByText('first: one.example.test')).toBeInTheDocument();
    expect(await screen.findByText('second: two.example.test')).toBeInTheDocument();
    expect(spy.mock.calls.map(([input]) => String(input)).sort()).toEqual([
      `https://one.example.test${profilePath('ada')}`,
      `https://two.example.test${profilePath('ada')}`,
    ]);
  });

  it('draws the answers it is given (the server render) in its first render, asking nothing', () => {
    const spy = jest.spyOn(globalThis, 'fetch');
    const html = renderToString(
      <AttendeeDataProvider apiBaseUrl="" answers={{ [profilePath('ada')]: profileOf('Ada') }}>
        <ProfileName label="server" />
      </AttendeeDataProvider>,
    );
    expect(html).toContain('server: Ada');
    expect(spy).not.toHaveBeenCalled();
  });

  it('starts from the answers the page’s HTML carries, then asks the API for later views', async () => {
    const block = document.createElement('script');
    block.id = 'prefetched-api';
    block.type = 'application/json';
    block.textContent = JSON.stringify({
      responses: { [profilePath('ada')]: { data: profileOf('From HTML') } },
    });
    document.body.append(block);
    const { sent } = mockFetch(() => ({ status: 200, data: { data: profileOf('From API') } }));
    const { unmount } = render(
      <AttendeeDataProvider apiBaseUrl="">
        <ProfileName label="first view" />
      </AttendeeDataProvider>,
    );
    expect(screen.getByText('first view: From HTML')).toBeInTheDocument();
    unmount();
    render(
      <AttendeeDataProvider apiBaseUrl="">
        <ProfileName label="later view" />
      </AttendeeDataProvider>,
    );
    expect(await screen.findByText('later view: From API')).toBeInTheDocument();
    expect(sent.map((request) => request.url)).toEqual([profilePath('ada')]);
  });

  it('refuses a query outside a provider instead of asking with no base URL', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<ProfileName label="alone" />)).toThrow(/AttendeeDataProvider/);
  });
});
