// jsdom lacks what Chakra UI and React Router expect from a browser.
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { changeAppLanguage } from '@slotwise/shared/i18n/i18n';
import { cleanup } from '@testing-library/react';

Object.assign(globalThis, { TextEncoder, TextDecoder });

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
Element.prototype.scrollTo ??= () => {};
Element.prototype.scrollIntoView ??= () => {};

// i18n starts synchronously in English (the spec's texts, which tests assert); a test that
// switches language leaves the next one in English again.
afterEach(async () => {
  cleanup(); // unmount first (idempotent), so the switch re-renders nothing outside act()
  await changeAppLanguage('en');
});
