// What the visitor did on a server-drawn page before its code took over (held by the inline
// script shell/server/browser/hold-preview-input.browser.js), done again on the page's code:
// on the app's page (server-preview.ts) or on the same nodes once hydrated
// (render-attendee-page.tsx, docs/attendee-pages.md#hydration).

// Hidden inputs are not the visitor's (and the server draws some the browser does not: a form's
// token for posting without JavaScript), so they do not count in the positions.
export const fieldSelector = 'input:not([type="hidden"]), textarea, select';
export const valueSetters = {
  input: Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set,
  textarea: Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set,
  select: Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set,
};

/** How long a held press waits for its button to be enabled (the page's data still loading). */
const PRESS_WAIT_MS = 10_000;

/**
 * Presses `button` now, or once it is enabled: the app's first view may show a day disabled
 * until its free times arrive, though the drawn page offered it (a press then would be lost).
 */
export function pressWhenEnabled(button: HTMLButtonElement | undefined): void {
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

/**
 * For a drawn page about to be hydrated: takes what was held until now, and gives what to call
 * once hydrated (once: StrictMode mounts twice): #server-preview marked `data-hydrated` (the
 * journeys and the bench read it), then the held input replayed on the same nodes. A press
 * after `hydrateRoot` React replays itself.
 */
export function replayOnceHydrated(preview: HTMLElement): () => void {
  const held = takeHeldInput(preview);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    preview.setAttribute('data-hydrated', '');
    replayHeldInput(preview, held);
  };
}
