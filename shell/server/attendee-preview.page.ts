// The HTML of an attendee page with its first view drawn by its remote's server module
// (attendee-preview.source.ts): the shell's page with the module's markup and CSS, the API's
// answers handed to the page, and the inline scripts (browser/*.browser.js) with the CSP sources
// that allow exactly them (inline-scripts.csp.ts).
import type { Language } from '@slotwise/shared/i18n/languages';
import type { AttendeePreview } from '@slotwise/shared/remote/attendee-preview';
import { type PreloadHint, preloadLinksHtml, type RemoteStylesheet } from './attendee-preload';
import { escapeHtml } from './escape-html';
import {
  afterPaintLoaderScript,
  afterPaintLoaderScriptHash,
  freeTimesPrefetchScript,
  freeTimesPrefetchScriptHash,
  heldInputScript,
  heldInputScriptHash,
} from './inline-scripts.csp';
import { paintWholePageHtml, withoutShellScripts } from './prerendered-pages';

/** The script sources an attendee page with a drawn first view needs beside 'self'. */
export function attendeePreviewScriptSources(freeTimesBase: string | undefined): string {
  const always = `${heldInputScriptHash} ${afterPaintLoaderScriptHash}`;
  return freeTimesBase ? `${always} ${freeTimesPrefetchScriptHash}` : always;
}

/** JSON inside a <script> or <style> element: nothing in it may close the element. */
const inertInElement = (text: string) => text.replace(/</g, '\\u003c');

/**
 * The shell's HTML with an attendee page's first view: the remote's markup as #server-preview
 * (the page's own root stays hidden until the page shows, then takes over what was typed or
 * pressed: shell/src/app/server-preview.ts),
 * its stylesheet inline, its title and description, the language it is drawn in, and the API
 * answers it was drawn from handed to the page (plus the free-times prefetch).
 *
 * The inline stylesheet is the remote's CSS file for those pages (its server build extracts the
 * same rules as its browser build), and says so when it is exactly that file's content (not, for
 * a few seconds, while the module and the manifest of a new release are not both read yet):
 * `data-href` is the file's URL, which is how Rspack's CSS loading runtime, and the shell's
 * federation runtime plugin (shell/src/app/federation-runtime.plugin.ts), recognise a
 * stylesheet the page already has: the page's code does not download it.
 */
export function attendeePreviewHtml(
  indexHtml: string,
  preview: AttendeePreview,
  {
    answers,
    freeTimesBase,
    language,
    preloads = [],
    stylesheet,
  }: {
    answers: Record<string, unknown>;
    freeTimesBase?: string;
    language: Language;
    /** The remote's files to start with the shell's (attendee-preload.ts). */
    preloads?: PreloadHint[];
    /** The remote's CSS file for these pages (attendee-preload.ts, stylesheetOf). */
    stylesheet?: RemoteStylesheet | null;
  },
): string {
  // Everything runs after the paint (afterPaintLoaderScript). A booking page (the one with free
  // times: its calendar's time to usable has a budget) downloads the shell's scripts from the
  // head; the other pages ask for them after the paint too, which keeps them out of Lighthouse's
  // simulated LCP (docs/attendee-pages.md#the-server-render).
  const shell = withoutShellScripts(indexHtml);
  const { scripts } = shell;
  const shellHints = (files: string[]) => files.map((href) => ({ href, as: 'script' as const }));
  const early: PreloadHint[] = freeTimesBase ? shellHints([...scripts, ...shell.preload]) : [];
  const preload = freeTimesBase ? preloads : [...shellHints(shell.preload), ...preloads];
  const sameCss = stylesheet && stylesheet.css.trim() === preview.css.trim();
  const cssFile = sameCss ? ` data-href="${escapeHtml(stylesheet.url)}"` : '';
  let html = shell.html.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
  // A page the module says its code can hydrate: the language it is drawn in and its first
  // render's state (docs/attendee-pages.md#hydration).
  const hydrate = preview.hydration ? { hydrate: { language, state: preview.hydration } } : {};
  const handoff = JSON.stringify({
    responses: answers,
    ...(freeTimesBase ? { freeTimesBase } : {}),
    ...hydrate,
  });
  const head = [
    preview.title ? `<title>${escapeHtml(preview.title)}</title>` : '',
    preview.description !== undefined
      ? `<meta name="description" content="${escapeHtml(preview.description)}" />`
      : '',
    preview.robots === 'noindex' ? '<meta name="robots" content="noindex" />' : '',
    `<style${cssFile}>${preview.css.replace(/<\/style/gi, '<\\/style')}</style>`,
    '<style>#server-preview~#root{display:none}</style>',
    paintWholePageHtml,
    `<script id="prefetched-api" type="application/json">${inertInElement(handoff)}</script>`,
    freeTimesBase ? `<script>${freeTimesPrefetchScript}</script>` : '',
    `<script>${heldInputScript}</script>`,
    preloadLinksHtml(early),
    `<script id="app-scripts" type="application/json">${inertInElement(JSON.stringify({ scripts, preload }))}</script>`,
    `<script>${afterPaintLoaderScript}</script>`,
  ].join('');
  if (preview.description !== undefined) html = html.replace(/<meta name="description"[^>]*>/, '');
  if (preview.title) html = html.replace(/<title>[^<]*<\/title>/, '');
  // Replacer functions: a `$&` in the host's texts must stay text, not a replacement pattern.
  return (
    html
      // The drawn page works without scripts (docs/attendee-pages.md): no "needs JavaScript" notice.
      .replace(/<noscript>[^<]*<\/noscript>/, '')
      .replace('</head>', () => `${head}</head>`)
      .replace(
        '<div id="root"></div>',
        () => `<div id="server-preview" data-prerendered="">${preview.html}</div><div id="root"></div>`,
      )
  );
}
