/**
 * @jest-environment jsdom
 */
// /embed.js (shell/public/embed.js, copied as is into the build): its size beside the 3 KB
// goal, and what it does on a host page (inline, popup, floating, the framed page's messages).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const source = readFileSync(join(__dirname, '..', 'public', 'embed.js'));

type SlotwiseApi = {
  floating: (link: string, options?: Record<string, string>) => HTMLButtonElement;
  popup: (link: string, options?: Record<string, string>) => void;
  close: () => void;
  on: (type: string, listener: (data: unknown) => void) => void;
};
const api = () => (window as unknown as { Slotwise: SlotwiseApi }).Slotwise;

function post(frame: HTMLIFrameElement | null, data: unknown, origin = 'http://localhost') {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: frame?.contentWindow ?? null }));
}

describe('/embed.js', () => {
  it('is at most 3 KB compressed (brotli and gzip)', () => {
    expect(brotliCompressSync(source).length).toBeLessThanOrEqual(3072);
    expect(gzipSync(source, { level: 9 }).length).toBeLessThanOrEqual(3072);
  });

  beforeAll(() => {
    document.body.innerHTML = `
      <div id="inline" data-slotwise-inline="alice/intro" data-slotwise-theme="#0f766e"
        data-slotwise-name="Ann Lee" data-slotwise-email="ann@example.com"></div>
      <button id="open" data-slotwise-popup="/alice/intro">Book</button>`;
    // The page's script, as a <script> tag runs it (jsdom's document.currentScript is null:
    // the links point at the page's own origin).
    new Function(source.toString())();
  });

  it('puts the booking page inline, with the theme and the prefill in its address', () => {
    const frame = document.querySelector<HTMLIFrameElement>('#inline iframe');
    const url = new URL(frame?.src ?? '');
    expect(url.pathname).toBe('/alice/intro');
    expect(url.searchParams.get('embed')).toBe('1');
    // Its events come to this page's origin only, never '*'.
    expect(url.searchParams.get('embed_origin')).toBe(window.location.origin);
    expect(url.searchParams.get('theme')).toBe('#0f766e');
    expect(url.searchParams.get('name')).toBe('Ann Lee');
    expect(url.searchParams.get('email')).toBe('ann@example.com');
  });

  it('sizes the frame to the height its page posts, only from its own origin', () => {
    const frame = document.querySelector<HTMLIFrameElement>('#inline iframe');
    post(frame, { type: 'slotwise:height', data: 812.4 });
    expect(frame?.style.height).toBe('813px');
    post(frame, { type: 'slotwise:height', data: 99 }, 'https://evil.example');
    expect(frame?.style.height).toBe('813px');
  });

  it('hands the typed events to the listeners', () => {
    const frame = document.querySelector<HTMLIFrameElement>('#inline iframe');
    const booked = jest.fn();
    api().on('slotwise:booking-successful', booked);
    post(frame, { type: 'slotwise:booking-successful', data: { id: 'b1' } });
    post(frame, { type: 'other', data: {} });
    expect(booked).toHaveBeenCalledTimes(1);
    expect(booked.mock.calls[0][0]).toEqual({ id: 'b1' });
  });

  it('opens the popup from an element and closes it with Escape', () => {
    document.getElementById('open')?.click();
    const dialog = document.querySelector('[role="dialog"]');
    expect(new URL(dialog?.querySelector('iframe')?.src ?? '').pathname).toBe('/alice/intro');
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('adds a floating button in the theme colour that opens the popup', () => {
    const button = api().floating('team/acme/demo', { text: 'Talk to us', theme: '#0f766e' });
    expect(button.textContent).toBe('Talk to us');
    expect(button.style.position).toBe('fixed');
    expect(button.style.background).toMatch(/#0f766e|rgb\(15, 118, 110\)/);
    button.click();
    const frame = document.querySelector<HTMLIFrameElement>('[role="dialog"] iframe');
    expect(new URL(frame?.src ?? '').pathname).toBe('/team/acme/demo');
    api().close();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });
});
