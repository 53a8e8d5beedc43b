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

// Hidden inputs are not the visitor's (and the server draws some the browser does not: a form's
// token for posting without JavaScript), so they do not count in the positions.
const fieldSelector = 'input:not([type="hidden"]), textarea, select';
const valueSetters = {
  input: Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set,
  textarea: Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set,
  select: Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set,
};

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

/** How long a held press waits for its button to be enabled (the page's data still loading). */
const PRESS_WAIT_MS = 10_000;

/**
 * Presses `button` now, or once it is enabled: the app's first view may show a day disabled
 * until its free times arrive, though the drawn page offered it (a press then would be lost).
 */
function pressWhenEnabled(button: HTMLButtonElement | undefined): void {
  if (!button) return;
  if (!button.disabled) {
    button.click();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!button.isConnected) observer.disconnect();
    else if (!button.disabled) {
      observer.disconnect();
      button.click();
    }
  });
  observer.observe(button, { attributes: true, attributeFilter: ['disabled'] });
  setTimeout(() => observer.disconnect(), PRESS_WAIT_MS);
}

/** What the visitor did on a drawn page before its code started hydrating it (held-input). */
export interface HeldInput {
  /** A form that posts was submitted. */
  submit: boolean;
  /** The button pressed (the node itself: hydration keeps it). */
  pressed: HTMLButtonElement | undefined;
}

/**
 * Takes what the held-input script noted on #server-preview, before `hydrateRoot`: what happens
 * from then on React replays itself once hydrated, so a later note is not the page's to replay.
 */
export function takeHeldInput(preview: HTMLElement): HeldInput {
  const click = preview.getAttribute('data-pending-click');
  const held = {
    submit: preview.hasAttribute('data-pending-submit'),
    pressed: click === null ? undefined : preview.querySelectorAll('button')[Number(click)],
  };
  preview.removeAttribute('data-pending-submit');
  preview.removeAttribute('data-pending-click');
  return held;
}

/**
 * Once the drawn page is hydrated (its nodes are the page's): a value typed before reaches the
 * page's state, and a held submit or press happens. Hydration keeps a typed value in the field
 * and React takes it as what it rendered, so the field is set back to the drawn value through
 * React's own setter and to the typed one through the element's: the input event is then a change.
 */
export function replayHeldInput(preview: HTMLElement, held: HeldInput): void {
  for (const field of preview.querySelectorAll<HTMLInputElement>(fieldSelector)) {
    // A select has no defaultValue to tell a change by (none of these pages draws one for scripts).
    if (field.tagName === 'SELECT') continue;
    if (field.type === 'checkbox' || field.type === 'radio') {
      if (field.checked === field.defaultChecked) continue;
      const checked = field.checked;
      field.checked = !checked;
      field.click();
    } else if (field.value !== field.defaultValue) {
      const typed = field.value;
      field.value = field.defaultValue;
      valueSetters[field.tagName.toLowerCase() as keyof typeof valueSetters]?.call(field, typed);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
  // After the page's own updates of its first commit (the visitor's zone: a press before them
  // would ask the free times of the server's zone too).
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (held.submit)
        (
          preview.querySelector<HTMLFormElement>('form[method="post"]') ?? preview.querySelector('form')
        )?.requestSubmit();
      else pressWhenEnabled(held.pressed);
    }, 0),
  );
}
