import {
  preloadRoute,
  registerRoutePreloader,
  routePreloadHandlers,
} from '@slotwise/shared/remote/route-preloader';

afterEach(() => registerRoutePreloader(undefined));

describe('route preloader', () => {
  it('does nothing until a preloader is registered', () => {
    expect(() => preloadRoute('/pricing')).not.toThrow();
  });

  it('passes the path to the registered preloader from hover, focus and touch', () => {
    const preloader = jest.fn();
    registerRoutePreloader(preloader);
    const handlers = routePreloadHandlers('/dashboard/settings');
    handlers.onMouseEnter();
    handlers.onFocus();
    handlers.onTouchStart();
    expect(preloader).toHaveBeenCalledTimes(3);
    expect(preloader).toHaveBeenCalledWith('/dashboard/settings');
  });
});
