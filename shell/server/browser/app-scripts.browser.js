// @ts-check
// The shell's scripts a page holds back (#app-scripts, written by the server: prerendered-pages.ts,
// attendee-preview.page.ts) and how its inline loader starts them.

/**
 * The files listed in #app-scripts: the shell's scripts, in order, and files to preload.
 * @template Preload
 * @returns {{ scripts: string[]; preload: Preload[] }}
 */
export function readAppScripts() {
  return JSON.parse(String(document.getElementById('app-scripts')?.textContent));
}

/** Asks for a file early. @param {string} href @param {string} as */
export function preloadFile(href, as) {
  const link = Object.assign(document.createElement('link'), { rel: 'preload', as, href });
  // A fetch() of the same URL is made without credentials (CORS): so is its preload.
  if (as === 'fetch') link.crossOrigin = 'anonymous';
  document.head.appendChild(link);
}

/** Runs the scripts in their order, as `defer` scripts would. @param {string[]} scripts */
export function runInOrder(scripts) {
  for (const src of scripts) {
    const script = document.createElement('script');
    script.src = src;
    script.async = false;
    document.head.appendChild(script);
  }
}
