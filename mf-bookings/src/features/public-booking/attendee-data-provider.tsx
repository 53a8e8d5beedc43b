import {
  forgetPrefetchedAnswers,
  prefetchedAnswers,
  prefetchedHydration,
} from '@slotwise/shared/api/prefetched-responses';
import { unwrapData } from '@slotwise/shared/contract/data-envelope.contract';
import type { AttendeePageProps } from '@slotwise/shared/remote/attendee-module';
import {
  type ComponentType,
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { attendeeApiCaller, type CallApi } from './attendee-api-client';
import { DrawnFirstRender, drawnRenderStateOf } from './drawn-first-render';

const AttendeeApiContext = createContext<CallApi | null>(null);

/** The API calls of the attendee page being shown, at the base URL its provider was given. */
export function useAttendeeApi(): CallApi {
  const callApi = useContext(AttendeeApiContext);
  if (!callApi)
    throw new Error('An attendee page renders inside AttendeeDataProvider (app/attendee-module.ts)');
  return callApi;
}

/** Answers known before the page renders, by the path its queries ask (public-booking.api.ts). */
export type KnownAnswers = Record<string, unknown>;

/** The answers the page's HTML carries (`#prefetched-api`, the shell's server fetched them), unwrapped. */
function answersOfThePage(): KnownAnswers {
  return Object.fromEntries(
    Object.entries(prefetchedAnswers()).map(([path, body]) => [path, unwrapData(body as { data: unknown })]),
  );
}

interface AttendeeDataProviderProps {
  /** The runtime config's API base URL ('' = the page's origin, which proxies /api). */
  apiBaseUrl: string;
  /** The server render's answers (app/attendee-preview.tsx); in the browser, those of the page's HTML. */
  answers?: KnownAnswers;
  children: ReactNode;
}

/**
 * The data of one attendee page: the API at its base URL, and its own SWR cache (pages render
 * alone, or inside the app beside its store, never sharing). Its first render already has the
 * answers known before it, so it does not start with a loading view.
 */
export function AttendeeDataProvider({ apiBaseUrl, answers, children }: AttendeeDataProviderProps) {
  const callApi = useMemo(() => attendeeApiCaller(apiBaseUrl), [apiBaseUrl]);
  const swr = useMemo<SWRConfiguration>(
    () => ({
      provider: () => new Map(),
      fallback: answers ?? answersOfThePage(),
      // An answer is kept for the page's lifetime: nothing reloads on focus or reconnection,
      // only on Try Again, polling, or after a booking, cancellation or move.
      revalidateIfStale: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      shouldRetryOnError: false,
    }),
    [answers],
  );
  // The HTML's answers are the first view's: later views (and their GETs) ask the API.
  useEffect(() => forgetPrefetchedAnswers(), []);
  return (
    <AttendeeApiContext value={callApi}>
      <SWRConfig value={swr}>{children}</SWRConfig>
    </AttendeeApiContext>
  );
}

/**
 * An attendee page as the shell mounts it (app/attendee-module.ts): inside its data provider and,
 * when the shell hydrates the server's markup, first rendered as the server drew it.
 */
export function withAttendeeData(Page: ComponentType<AttendeePageProps>): ComponentType<AttendeePageProps> {
  return function AttendeePageWithData(props: AttendeePageProps) {
    // Read once: the root's tree keeps its shape.
    const [drawn] = useState(() =>
      props.hydrating ? drawnRenderStateOf(prefetchedHydration()?.state) : null,
    );
    const page = <Page {...props} />;
    return (
      <AttendeeDataProvider apiBaseUrl={props.apiBaseUrl ?? ''}>
        {drawn ? <DrawnFirstRender state={drawn}>{page}</DrawnFirstRender> : page}
      </AttendeeDataProvider>
    );
  };
}
