// The browser's first render of a page the server drew, when the shell hydrates it
// (docs/attendee-pages.md#hydration): it must equal the drawn markup, so it renders from what the
// server's render depended on beside the API's answers, then becomes the browser's own page.
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { ServerRenderContext } from './attendee-ui';
import { type NoScriptForm, NoScriptFormContext } from './page-address';

/**
 * What the server module's render depended on beside the answers and the language, carried to
 * the browser in `#prefetched-api` (`hydrate.state`). The zone and the clock format need no
 * carrying: drawn on the server they are the page address's zone (else UTC) and the language's
 * clock, which the browser works out alike.
 */
export interface DrawnRenderState {
  /** The server's clock when it drew the page (ms since the epoch): the calendar's today. */
  now: number;
  /**
   * A drawn form's no-JavaScript part: its hidden token and key, and what a post left (the
   * entered values, the errors, a notice). The first render draws them as the server did, so
   * the hidden fields are React's nodes too (hydration would otherwise pass over them).
   */
  form?: NoScriptForm;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A drawn form's part, when it has the shape the server gives. */
function noScriptFormOf(value: unknown): NoScriptForm | null {
  if (!isObject(value)) return null;
  const { token, idempotencyKey, posted } = value;
  if (typeof token !== 'string' || typeof idempotencyKey !== 'string') return null;
  if (posted !== null && !(isObject(posted) && isObject(posted.fields) && isObject(posted.errors)))
    return null;
  return { token, idempotencyKey, posted: posted as NoScriptForm['posted'] };
}

/** The state from `#prefetched-api`, when it is one (a module of another release may differ). */
export function drawnRenderStateOf(value: unknown): DrawnRenderState | null {
  if (!isObject(value) || typeof value.now !== 'number') return null;
  if (value.form === undefined) return { now: value.now };
  const form = noScriptFormOf(value.form);
  return form ? { now: value.now, form } : null;
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
 * render context, its clock, a drawn form's no-JavaScript part); once hydrated, the page is the
 * browser's (its zone and clock format: public-booking-page.tsx), and its forms post through its
 * code (the hidden fields go; what a post left was taken as the form's first state). The
 * elements stay the same, only the values change: a changed tree would remount the page.
 */
export function DrawnFirstRender({ state, children }: { state: DrawnRenderState; children: ReactNode }) {
  const [drawn, setDrawn] = useState(true);
  useEffect(() => setDrawn(false), []);
  return (
    <ServerRenderContext value={drawn}>
      <RenderNowContext value={drawn ? state.now : null}>
        <NoScriptFormContext value={drawn ? (state.form ?? null) : null}>{children}</NoScriptFormContext>
      </RenderNowContext>
    </ServerRenderContext>
  );
}
