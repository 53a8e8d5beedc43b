import type { Language } from '@slotwise/shared/i18n/languages';

/**
 * A public page a remote draws to HTML at its build (shared/src/federation/prerender-pages.ts), from its own
 * components, for the shell's server to send before any JavaScript runs
 * (docs/front-end.md#prerendered-pages). A remote lists its own in
 * src/app/prerendered-pages.ts; its title and description are the page's <title> and
 * <meta name="description">.
 */
export interface PrerenderedPageHead {
  /** A route-table path without parameters, e.g. '/pricing'. */
  path: string;
  title: string;
  description: string;
}

/** What the build writes for one page and the shell's server reads. */
export interface PrerenderedPage extends PrerenderedPageHead {
  /** The language it is drawn in (older builds: English only, without this field). */
  language?: Language;
  /** The page's markup with its styles inline. */
  html: string;
}

/**
 * Where a page's file is, relative to the remote's manifest: '/' is 'index', '/a/b' is 'a--b';
 * English is `<key>.json`, another language `<key>.<language>.json` (drawn in that language).
 */
export function prerenderedFileOf(path: string, language: Language = 'en'): string {
  const key = path.replace(/^\/+|\/+$/g, '').replace(/\//g, '--') || 'index';
  return `prerendered/${key}${language === 'en' ? '' : `.${language}`}.json`;
}

/** Stands for the page's host in prerendered HTML; the shell's server writes the request's. */
export const prerenderedHostPlaceholder = '__SLOTWISE_PAGE_HOST__';

/** `window.location.host`, or while prerendering (no window) the placeholder for it. */
export function pageHost(): string {
  return typeof window === 'undefined' ? prerenderedHostPlaceholder : window.location.host;
}
