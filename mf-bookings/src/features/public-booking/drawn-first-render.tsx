// The browser's first render of a page the server drew, when the shell hydrates it
// (docs/attendee-pages.md#hydration): it must equal the drawn markup, so it renders from what the
// server's render depended on beside the API's answers, then becomes the browser's own page.
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { ServerRenderContext } from './attendee-ui';

/**
 * What the server module's render depended on beside the answers and the language, carried to
 * the browser in `#prefetched-api` (`hydrate.state`). The zone and the clock format need no
 * carrying: drawn on the server they are the page address's zone (else UTC) and the language's
 * clock, which the browser works out alike. Nor a drawn form's hidden fields (posting without
 * JavaScript): React's hydration passes over hidden inputs it does not render.
 */
export interface DrawnRenderState {
  /** The server's clock when it drew the page (ms since the epoch): the calendar's today. */
  now: number;
}

/** The state from `#prefetched-api`, when it is one (a module of another release may differ). */
export function drawnRenderStateOf(value: unknown): DrawnRenderState | null {
  const now = (value as Partial<DrawnRenderState> | null | undefined)?.now;
  return typeof now === 'number' ? { now } : null;
}

/** "Now" for the page's render: the server's instant while the drawn page is hydrated, else the clock's. */
export const RenderNowContext = createContext<number | null>(null);

/** The instant a render reads "today" from (undefined: the clock's). */
export function useRenderNow(): Date | undefined {
  const now = useContext(RenderNowContext);
  return now === null ? undefined : new Date(now);
}

/**
 * Gives the page, for its first render only, what the server's render was given (the server's
 * render context, its clock); once hydrated, the page is the browser's (its zone and clock
 * format: public-booking-page.tsx). The elements stay the same, only the values change: a
 * changed tree would remount the page.
 */
export function DrawnFirstRender({ state, children }: { state: DrawnRenderState; children: ReactNode }) {
  const [drawn, setDrawn] = useState(true);
  useEffect(() => setDrawn(false), []);
  return (
    <ServerRenderContext value={drawn}>
      <RenderNowContext value={drawn ? state.now : null}>{children}</RenderNowContext>
    </ServerRenderContext>
  );
}
