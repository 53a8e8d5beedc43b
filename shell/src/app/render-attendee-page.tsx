import { prefetchedHydration } from '@slotwise/shared/api/prefetched-responses';
import { commonCatalogue } from '@slotwise/shared/i18n/common-catalogue';
import { i18n, useMessages } from '@slotwise/shared/i18n/i18n';
import type { RemoteName } from '@slotwise/shared/remote/remote-module';
import { Component, type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { loadAttendeePage } from '../features/attendee-pages/attendee-page';
import { replayOnceHydrated } from './held-input';
import { yieldToMain } from './yield-to-main';

export interface AttendeeVisit {
  remote: RemoteName;
  /** The route-table path, e.g. '/:username/:slug'. */
  path: string;
  params: Record<string, string>;
  /** The runtime config's API base URL. */
  apiBaseUrl: string;
}

/** Hands the page over to the full app once shown (`onHandOver` itself runs only once). */
function HandOver({ onHandOver }: { onHandOver: () => void }) {
  useEffect(() => onHandOver(), [onHandOver]);
  return null;
}

/**
 * Hands over when the page throws while rendering. Written here rather than react-error-boundary
 * (the app's): the attendee surface then starts without that library (its JS budget).
 */
class HandOverOnError extends Component<
  { children: ReactNode; onHandOver: () => void; onMount?: () => void },
  { failed: boolean }
> {
  state = { failed: false };
  componentDidMount() {
    this.props.onMount?.();
  }
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <HandOver onHandOver={this.props.onHandOver} /> : this.props.children;
  }
}

/** Inside another site's frame (/embed.js), where the app itself must never run. */
export function isFramed(): boolean {
  return window.parent !== window;
}

/**
 * What a frame shows where the page cannot (an unknown link, a remote that is down): the
 * not-found texts, with the way home opening in a new tab, never the app inside the other site's
 * page (docs/product.md#framing-and-the-embed).
 */
export function FramedFallback() {
  const t = useMessages(commonCatalogue);
  return (
    <main style={{ padding: '48px 16px', textAlign: 'center', fontFamily: 'system-ui, sans-serif' }}>
      <h1 style={{ fontSize: '1.5rem', margin: '0 0 12px' }}>{t('notFound.title')}</h1>
      <p style={{ margin: '0 0 16px' }}>{t('notFound.description')}</p>
      <a href="/" target="_blank" rel="noopener noreferrer">
        {t('notFound.home')}
      </a>
    </main>
  );
}

/**
 * The attendee surface: an attendee page alone, on React and the page's own code, without the
 * app's store, router and UI library (the booking page's JS budget). While it loads, the
 * server-drawn preview shows. For anything the page cannot show itself (an unknown link, a
 * remote that is down or broken) it hands over to the full app, which renders the same path
 * with its not-found page or its "Try Again" fallback.
 */
export async function renderAttendeePage(visit: AttendeeVisit, startApp: () => void): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  let handedOver = false;
  const handOver = (root?: Root) => {
    if (handedOver) return;
    handedOver = true;
    // In a frame the app (and whoever is signed in to it) never runs: the fallback instead.
    if (isFramed()) {
      queueMicrotask(() => renderFramedFallback(container, root));
      return;
    }
    // After this render pass: React must not be unmounting a root it is rendering.
    queueMicrotask(() => {
      root?.unmount();
      // A hydrated root's container is the drawn page's: the app shows in #root.
      hydrated?.remove();
      startApp();
    });
  };
  let hydrated: HTMLElement | null = null;
  let root: Root | undefined;
  const NotFound = () => <HandOver onHandOver={() => handOver(root)} />;
  // Loaded before the first render, not suspended on: React holds back content that replaces a
  // shown Suspense fallback for up to 300 ms (docs/attendee-pages.md#two-surfaces).
  let Page: Awaited<ReturnType<typeof loadAttendeePage>>;
  try {
    Page = await loadAttendeePage(visit.remote, visit.path, 0, NotFound);
  } catch {
    handOver();
    return;
  }
  // The module's evaluation was this task's work; the page's render starts in the next one.
  await yieldToMain();
  // The server's markup, hydrated when its module drew it so in the language shown
  // (docs/attendee-pages.md#hydration): its nodes become the page's. Else the page renders into
  // #root and the drawn copy goes once it shows.
  const preview = document.getElementById('server-preview');
  hydrated = preview && prefetchedHydration()?.language === i18n.language ? preview : null;
  if (preview && !hydrated) (await import('./server-preview')).removeServerPreviewWhenPageShows();
  const onMount = hydrated ? replayOnceHydrated(hydrated) : undefined;
  const page = (
    <StrictMode>
      <HandOverOnError onHandOver={() => handOver(root)} onMount={onMount}>
        <Page
          params={visit.params}
          NotFound={NotFound}
          apiBaseUrl={visit.apiBaseUrl}
          {...(hydrated ? { hydrating: true } : {})}
        />
      </HandOverOnError>
    </StrictMode>
  );
  // A transition: React renders (or hydrates) the page in slices of about 5 ms, yielding to the
  // browser between them, instead of one task of 100+ ms on a slow phone (a default-priority
  // render is not sliced). The drawn view stays meanwhile, and a click on it is held (held-input).
  startTransition(() => {
    if (hydrated)
      root = hydrateRoot(hydrated, page, {
        // A mismatch: React renders the page afresh (the drawn nodes are then replaced).
        onRecoverableError: (error) =>
          console.error('The attendee page did not hydrate the drawn markup.', error),
      });
    else {
      root = createRoot(container);
      root.render(page);
    }
  });
}

/** The framed fallback in place of the page (its root, if it had one, is unmounted first). */
function renderFramedFallback(container: HTMLElement, root?: Root) {
  root?.unmount();
  document.getElementById('server-preview')?.remove();
  createRoot(container).render(
    <StrictMode>
      <FramedFallback />
    </StrictMode>,
  );
}
