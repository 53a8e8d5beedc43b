// Slotwise embed (docs/attendee-pages.md#embedding): a booking page on another site, inline, in a
// popup or behind a floating button. Plain JS with no dependency: it is served as written,
// and embed-script.test.ts keeps it under 3 KB compressed.
//   <script src="https://slotwise.example/embed.js" async></script>
//   <div data-slotwise-inline="alice/intro"></div>
//   <button data-slotwise-popup="alice/intro" data-slotwise-theme="#0f766e">Book</button>
//   Slotwise.floating('alice/intro', { text: 'Book a call', theme: '#0f766e', name, email })
//   Slotwise.on('slotwise:booking-successful', (data) => ...)
(() => {
  if (window.Slotwise) return;
  const script = document.currentScript;
  const origin = new URL(script ? script.src : location.href).origin;
  const listeners = {};
  const frames = [];
  let modal;

  const optionsOf = (element) => ({
    theme: element.getAttribute('data-slotwise-theme'),
    name: element.getAttribute('data-slotwise-name'),
    email: element.getAttribute('data-slotwise-email'),
    text: element.getAttribute('data-slotwise-text'),
  });

  const frameOf = (link, options) => {
    const url = new URL(`/${String(link).replace(/^\/+/, '')}`, origin);
    url.searchParams.set('embed', '1');
    // The frame posts its events to this page's origin only (mf-bookings' embed-bridge.ts).
    url.searchParams.set('embed_origin', location.origin);
    for (const key of ['theme', 'name', 'email']) {
      if (options[key]) url.searchParams.set(key, options[key]);
    }
    // The embedding page's prefill goes on (docs/product.md#prefill), nothing else of its query.
    const page = new URLSearchParams(location.search);
    for (const key of ['name', 'email', 'guests', 'q1', 'q2', 'q3', 'q4', 'q5']) {
      if (!url.searchParams.has(key))
        for (const value of page.getAll(key)) url.searchParams.append(key, value);
    }
    const frame = document.createElement('iframe');
    frame.src = url.href;
    frame.title = 'Slotwise';
    frame.allow = 'payment';
    frame.style.cssText = 'border:0;width:100%;height:600px;display:block;color-scheme:normal';
    frames.push(frame);
    return frame;
  };

  const inline = (element, link, options = {}) => {
    const target = typeof element === 'string' ? document.querySelector(element) : element;
    target.replaceChildren(frameOf(link, options));
  };

  const close = () => {
    if (modal) modal.remove();
    modal = null;
  };

  const popup = (link, options = {}) => {
    close();
    modal = document.createElement('div');
    modal.setAttribute('role', 'dialog');
    modal.setAttribute('aria-modal', 'true');
    modal.style.cssText =
      'position:fixed;inset:0;z-index:2147483646;background:rgba(0,0,0,.5);overflow:auto;padding:40px 12px';
    const box = document.createElement('div');
    box.style.cssText = 'position:relative;max-width:1000px;margin:auto;background:#fff;border-radius:12px';
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = '\u00d7';
    button.setAttribute('aria-label', 'Close');
    button.style.cssText =
      'position:absolute;top:-36px;right:0;border:0;background:none;color:#fff;font:28px/1 sans-serif;cursor:pointer';
    button.onclick = close;
    modal.onclick = (event) => event.target === modal && close();
    box.append(button, frameOf(link, options));
    modal.append(box);
    document.body.append(modal);
    button.focus();
  };

  const floating = (link, options = {}) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = options.text || 'Book a meeting';
    button.style.cssText = `position:fixed;bottom:20px;right:20px;z-index:2147483645;border:0;border-radius:999px;padding:14px 22px;font:600 15px sans-serif;color:#fff;cursor:pointer;box-shadow:0 4px 12px rgba(0,0,0,.25);background:${options.theme || '#4f46e5'}`;
    button.onclick = () => popup(link, options);
    document.body.append(button);
    return button;
  };

  const on = (type, listener) => {
    listeners[type] = listeners[type] || [];
    listeners[type].push(listener);
  };

  addEventListener('message', (event) => {
    const message = event.data;
    if (event.origin !== origin || !message || !/^slotwise:/.test(message.type)) return;
    const frame = frames.find((candidate) => candidate.contentWindow === event.source);
    if (!frame) return;
    if (message.type === 'slotwise:height' && message.data > 0)
      frame.style.height = `${Math.ceil(message.data)}px`;
    for (const listener of listeners[message.type] || []) listener(message.data, frame);
  });

  const scan = () => {
    for (const element of document.querySelectorAll('[data-slotwise-inline]:not([data-slotwise-done])')) {
      element.setAttribute('data-slotwise-done', '');
      inline(element, element.getAttribute('data-slotwise-inline'), optionsOf(element));
    }
  };
  const start = () => {
    scan();
    const link = script?.getAttribute('data-slotwise-floating');
    if (link) floating(link, optionsOf(script));
  };

  document.addEventListener('click', (event) => {
    const element = event.target.closest?.('[data-slotwise-popup]');
    if (!element) return;
    event.preventDefault();
    popup(element.getAttribute('data-slotwise-popup'), optionsOf(element));
  });
  addEventListener('keydown', (event) => event.key === 'Escape' && close());

  window.Slotwise = { inline, popup, floating, close, on, scan };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
