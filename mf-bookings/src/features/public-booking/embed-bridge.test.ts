import type { PublicBooking } from '@slotwise/shared/contract/bookings.contract';
import {
  embedBookingOf,
  parentOrigin,
  postToParent,
  prefillFromAddress,
  themeColourOf,
} from './embed-bridge';

describe('the embed’s address parameters', () => {
  it('reads the prefill and a six-digit theme colour, nothing else', () => {
    expect(prefillFromAddress('?name=Ann&email=a%40b.test')).toEqual({ name: 'Ann', email: 'a@b.test' });
    expect(prefillFromAddress('')).toEqual({ name: '', email: '' });
    expect(themeColourOf('?theme=%230f766e')).toBe('#0f766e');
    expect(themeColourOf('?theme=0F766E')).toBe('#0F766E');
    expect(themeColourOf('?theme=red;}body{display:none')).toBeNull();
    expect(themeColourOf('')).toBeNull();
  });
});

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, v: string) => values.set(key, v),
  };
}

describe("the embedding page's origin", () => {
  it('is exactly the http(s) origin the embed gave, kept for the next pages of the frame', () => {
    const storage = memoryStorage();
    expect(parentOrigin('?embed=1&embed_origin=https%3A%2F%2Fshop.example', storage, [])).toBe(
      'https://shop.example',
    );
    // The next page of the frame (a link from the profile to a booking page) has no parameter.
    expect(parentOrigin('', storage, [])).toBe('https://shop.example');
    for (const bad of ['*', 'null', 'javascript:alert(1)', 'https://shop.example/path', 'shop.example', '']) {
      expect([bad, parentOrigin(`?embed_origin=${encodeURIComponent(bad)}`, memoryStorage(), [])]).toEqual([
        bad,
        null,
      ]);
    }
  });

  it('is refused when the browser names another parent', () => {
    expect(
      parentOrigin('?embed_origin=https%3A%2F%2Fshop.example', memoryStorage(), ['https://evil.example']),
    ).toBe(null);
    expect(
      parentOrigin('?embed_origin=https%3A%2F%2Fshop.example', memoryStorage(), ['https://shop.example']),
    ).toBe('https://shop.example');
  });
});

describe('posting to the embedding page', () => {
  const realParent = window.parent;
  let posted: jest.Mock;
  beforeEach(() => {
    posted = jest.fn();
    Object.defineProperty(window, 'parent', { configurable: true, value: { postMessage: posted } });
  });
  afterEach(() => {
    Object.defineProperty(window, 'parent', { configurable: true, value: realParent });
  });

  it("posts to the parent's origin only, and nothing when it is unknown (never '*')", () => {
    postToParent({ type: 'slotwise:height', data: 600 }, 'https://shop.example');
    expect(posted).toHaveBeenCalledWith({ type: 'slotwise:height', data: 600 }, 'https://shop.example');
    postToParent({ type: 'slotwise:height', data: 700 }, null);
    expect(posted).toHaveBeenCalledTimes(1);
    expect(posted.mock.calls.every(([, target]) => target !== '*')).toBe(true);
  });

  it("tells of a booking what the parent needs, never who booked, their answers or the link's secret", () => {
    const booking = {
      id: 'b1',
      status: 'confirmed',
      start_time: '2030-01-01T10:00:00Z',
      end_time: '2030-01-01T10:30:00Z',
      timezone: 'UTC',
      attendee_name: 'Ann Lee',
      attendee_phone: '+1 555 0100',
      link_secret: 'a'.repeat(64),
      cancellation_reason: null,
      event_type: { title: 'Intro', slug: 'intro', duration: 30, location: 'zoom', kind: 'one_on_one' },
      host: { name: 'Alice', surname: null, username: 'alice', avatar: null },
    } as unknown as PublicBooking;
    const told = JSON.stringify(embedBookingOf(booking));
    for (const secret of ['Ann Lee', '+1 555 0100', 'a'.repeat(64), 'alice'])
      expect(told).not.toContain(secret);
    expect(embedBookingOf(booking)).toEqual({
      id: 'b1',
      status: 'confirmed',
      start_time: '2030-01-01T10:00:00Z',
      end_time: '2030-01-01T10:30:00Z',
      timezone: 'UTC',
      event_type: { title: 'Intro', slug: 'intro', duration: 30 },
    });
  });
});
