import { createContext, useContext } from 'react';

/**
 * The page address's query ('?duration=60'). In the browser it is the address bar's; the server
 * render (attendee-preview.tsx) has no address bar and provides the request's query instead, so
 * the drawn view and the browser's first render choose alike.
 */
export const PageQueryContext = createContext<string | null>(null);

export function usePageQuery(): string {
  const given = useContext(PageQueryContext);
  return given ?? globalThis.location?.search ?? '';
}
