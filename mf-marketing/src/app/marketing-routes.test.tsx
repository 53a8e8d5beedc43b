import { routeRedirects, routeTable } from '@slotwise/shared/remote/route-table';
import { renderWithProviders } from '@slotwise/shared/testing/render-with-providers';
import { screen } from '@testing-library/react';
import { contentPagePaths, marketingRoutes } from './marketing-routes';

// A lazily loaded page is compiled on first import; on a busy shared machine that, and the
// first render of the whole layout, take seconds.
const lazyPage = { timeout: 10_000 };
jest.setTimeout(30_000);

const reachablePaths = new Set([...routeTable.map((route) => route.path), ...Object.keys(routeRedirects)]);

describe('marketing routes', () => {
  it.each(marketingRoutes.map((route) => route.path))(
    '%s renders inside the marketing layout, sets a title, and links only to real pages',
    async (path) => {
      const route = marketingRoutes.find((candidate) => candidate.path === path)!;
      renderWithProviders(<route.Component />, { route: path });
      expect(await screen.findByRole('heading', { level: 1 }, lazyPage)).toBeInTheDocument();
      expect(screen.getByRole('banner')).toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
      expect(document.title).toMatch(/Slotwise/);

      const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href') ?? '');
      const dead = hrefs.filter((href) => !href.startsWith('#') && !reachablePaths.has(href));
      expect(dead).toEqual([]);
    },
  );

  it('gives each content page a distinct document title', async () => {
    const titles = new Set<string>();
    for (const path of contentPagePaths) {
      const route = marketingRoutes.find((candidate) => candidate.path === path)!;
      const view = renderWithProviders(<route.Component />, { route: path });
      await screen.findByRole('heading', { level: 1 }, lazyPage);
      titles.add(document.title);
      view.unmount();
    }
    expect(titles.size).toBe(contentPagePaths.length);
  });
});
