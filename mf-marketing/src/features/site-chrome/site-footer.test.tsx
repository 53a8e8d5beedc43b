import { changeAppLanguage } from '@slotwise/shared/i18n/i18n';
import { routeTable } from '@slotwise/shared/remote/route-table';
import { renderWithProviders } from '@slotwise/shared/testing/render-with-providers';
import { act, screen } from '@testing-library/react';
import { SiteFooter } from './site-footer';

const publicPages = [
  '/features',
  '/integrations',
  '/enterprise',
  '/about',
  '/blog',
  '/careers',
  '/contact',
  '/help',
  '/privacy',
  '/terms',
  '/security',
];

describe('SiteFooter', () => {
  it('links only to routes of the route table, and to every public page of the spec', () => {
    renderWithProviders(<SiteFooter />);
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href') ?? '');
    const knownPaths = new Set(routeTable.map((route) => route.path));
    const unknown = hrefs.filter((href) => !knownPaths.has(href));
    expect(unknown).toEqual([]);
    for (const page of publicPages) expect(hrefs).toContain(page);
  });

  it('shows a copyright line with the year and the product name', () => {
    renderWithProviders(<SiteFooter />);
    expect(
      screen.getByText(`© ${new Date().getFullYear()} Slotwise. Open-source software.`),
    ).toBeInTheDocument();
  });

  it('is written in German when German is chosen, the command left as it is (docs/product.md#language)', async () => {
    renderWithProviders(<SiteFooter />);
    await act(() => changeAppLanguage('de'));
    expect(screen.getByRole('navigation', { name: 'Produkt' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Datenschutz' })).toHaveAttribute('href', '/privacy');
    expect(
      screen.getByText(`© ${new Date().getFullYear()} Slotwise. Open-Source-Software.`),
    ).toBeInTheDocument();
    const selfHost = screen.getByText(/^Selbst hosten mit/);
    expect(selfHost).toHaveTextContent('Selbst hosten mit npm ci && npm start.');
  });
});
