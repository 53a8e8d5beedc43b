import { fieldSelector, pressWhenEnabled, valueSetters } from './held-input';

/**
 * The shell's server may send a page's first content in the HTML (#server-preview: an attendee
 * page drawn by its remote's server module, shell/server/attendee-preview.page.ts, or a public page
 * its remote prerendered, prerendered-pages.ts) so it paints before any JavaScript.
 * It stays while the app loads and goes as soon as the app shows the real page: a main heading,
 * or an error.
 */
export function removeServerPreviewWhenPageShows(doc: Document = document): void {
  const preview = doc.getElementById('server-preview');
  const root = doc.getElementById('root');
  if (!preview || !root) return;
  const pageShows = () => root.querySelector('h1, [role="alert"], [data-testid="remote-error"]') !== null;
  const observer = new MutationObserver(() => {
    if (!pageShows()) return;
    observer.disconnect();
    if (preview.hasAttribute('data-prerendered')) handOverPrerenderedPage(preview, root);
    preview.remove();
  });
  observer.observe(root, { childList: true, subtree: true });
}

/**
 * A prerendered page (the same markup the app draws) was usable before the app: what the
 * visitor did there carries over to the app's page, matched by position. Typed values are set
 * through the element's own value setter plus an input event, which React's inputs see as typing;
 * the focus moves to the same field; a submit or button press held by the page's inline script
 * (shell/server/browser/hold-preview-input.browser.js) happens again on the app's page.
 */
export function handOverPrerenderedPage(preview: HTMLElement, root: HTMLElement): void {
  const before = [...preview.querySelectorAll<HTMLInputElement>(fieldSelector)];
  const after = [...root.querySelectorAll<HTMLInputElement>(fieldSelector)];
  const doc = preview.ownerDocument;
  const focused = doc.activeElement;
  before.forEach((field, index) => {
    const target = after[index];
    if (!target || target.tagName !== field.tagName || target.type !== field.type) return;
    // Only what the visitor changed: a field the server drew differently from the browser (the
    // booking page's time zone, known only there) keeps the page's own value.
    if (field.type === 'checkbox' || field.type === 'radio') {
      if (field.checked !== field.defaultChecked && field.checked !== target.checked) target.click();
    } else if (field.value !== field.defaultValue && field.value !== target.value) {
      valueSetters[field.tagName.toLowerCase() as keyof typeof valueSetters]?.call(target, field.value);
      target.dispatchEvent(new Event('input', { bubbles: true }));
    }
    if (field === focused) target.focus();
  });
  // After React has rendered what those input events changed.
  const submit = preview.hasAttribute('data-pending-submit');
  const click = preview.getAttribute('data-pending-click');
  setTimeout(() => {
    // The form that posts (a page's GET form only holds choices, replayed as presses).
    if (submit)
      (
        root.querySelector<HTMLFormElement>('form[method="post"]') ?? root.querySelector('form')
      )?.requestSubmit();
    else if (click !== null) pressWhenEnabled(root.querySelectorAll('button')[Number(click)]);
  }, 0);
}
