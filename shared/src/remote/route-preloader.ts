import { useMemo } from 'react';

/** Warms whatever a path needs (the shell: the remote that owns it) before it is visited. */
export type RoutePreloader = (path: string) => void;

let registeredPreloader: RoutePreloader | undefined;

/**
 * The shell registers its preloader once at start. Remotes cannot import the shell, so links
 * in a remote reach it through this (shared, singleton) module instead.
 */
export function registerRoutePreloader(preloader: RoutePreloader | undefined): void {
  registeredPreloader = preloader;
}

/** Asks the registered preloader to warm `path`; does nothing without one (standalone, tests). */
export function preloadRoute(path: string): void {
  registeredPreloader?.(path);
}

export interface RoutePreloadHandlers {
  onMouseEnter: () => void;
  onFocus: () => void;
  onTouchStart: () => void;
}

/**
 * Props for a link to `path` that warm its page on hover, keyboard focus or touch, so the
 * click finds the remote already loaded. Plain function: usable inside a `.map()`.
 */
export function routePreloadHandlers(path: string): RoutePreloadHandlers {
  const warm = () => preloadRoute(path);
  return { onMouseEnter: warm, onFocus: warm, onTouchStart: warm };
}

/** `routePreloadHandlers` with a stable identity per path: `<Link to={to} {...usePreloadRoute(to)}>`. */
export function usePreloadRoute(path: string): RoutePreloadHandlers {
  return useMemo(() => routePreloadHandlers(path), [path]);
}
