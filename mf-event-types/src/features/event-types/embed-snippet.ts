// The HTML a host pastes into their site to embed a booking page (shell/public/embed.js reads
// these data attributes; docs/attendee-pages.md#embedding).

export const embedModes = ['inline', 'popup', 'floating'] as const;
export type EmbedMode = (typeof embedModes)[number];

export interface EmbedSnippetOptions {
  /** The app's origin, where /embed.js and the booking pages are served. */
  origin: string;
  /** The booking page's path without its leading slash: `alice/intro` or `team/acme/demo`. */
  link: string;
  /** `#rrggbb`. */
  theme: string;
  /** The popup or floating button's text. */
  buttonText: string;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function embedSnippet(mode: EmbedMode, options: EmbedSnippetOptions): string {
  const link = escapeAttribute(options.link);
  const theme = escapeAttribute(options.theme);
  const text = escapeAttribute(options.buttonText);
  const src = `${escapeAttribute(options.origin)}/embed.js`;
  if (mode === 'inline') {
    return `<div data-slotwise-inline="${link}" data-slotwise-theme="${theme}"></div>\n<script src="${src}" async></script>`;
  }
  if (mode === 'popup') {
    return `<button type="button" data-slotwise-popup="${link}" data-slotwise-theme="${theme}">${text}</button>\n<script src="${src}" async></script>`;
  }
  return `<script src="${src}" data-slotwise-floating="${link}" data-slotwise-theme="${theme}" data-slotwise-text="${text}" async></script>`;
}
