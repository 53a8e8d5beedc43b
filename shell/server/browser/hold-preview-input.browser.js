// @ts-check
// Shared by the inline scripts of the drawn attendee pages (held-input.browser.js) and of the
// prerendered pages (app-loader.browser.js).

/** #server-preview when `node` is inside it, else null. @param {EventTarget | null} node */
function previewHolding(node) {
  const preview = document.getElementById('server-preview');
  return preview && node instanceof Node && preview.contains(node) ? preview : null;
}

/**
 * A submit button that names a choice of a GET form (name=value), or one marked `data-choice` (a
 * form's own step without JavaScript, e.g. adding a row), not a form's own submit.
 * @param {EventTarget | null | undefined} node
 */
function isChoice(node) {
  return (
    node instanceof HTMLButtonElement &&
    node.name !== '' &&
    node.form !== null &&
    (node.form.method === 'get' || node.hasAttribute('data-choice'))
  );
}

/**
 * A page drawn by the server (#server-preview) is usable before its code: a submit in it is
 * stopped (a form without its code would navigate) and a button press noted, both marked on
 * #server-preview, whence the page's code replays them when it takes over, with what was typed
 * (shell/src/app/server-preview.ts).
 * @param {() => void} [onHeld] called once a submit or a button press is held
 */
export function holdPreviewInput(onHeld) {
  document.addEventListener(
    'submit',
    (event) => {
      const preview = previewHolding(event.target);
      if (!preview) return;
      event.preventDefault();
      // A named submit button of a GET form is a choice (a day, a month, a time: the page's
      // address without JavaScript), noted as its press below; a form that posts is held whole.
      const submitter = /** @type {SubmitEvent} */ (event).submitter;
      if (isChoice(submitter)) return;
      preview.setAttribute('data-pending-submit', '');
      onHeld?.();
    },
    true,
  );
  document.addEventListener(
    'click',
    (event) => {
      const preview = previewHolding(event.target);
      const pressed = preview && event.target instanceof Element ? event.target.closest('button') : null;
      const button = pressed && (pressed.type !== 'submit' || isChoice(pressed)) ? pressed : null;
      if (!preview || !button) return;
      const index = [...preview.querySelectorAll('button')].indexOf(
        /** @type {HTMLButtonElement} */ (button),
      );
      preview.setAttribute('data-pending-click', String(index));
      onHeld?.();
    },
    true,
  );
}
