import { changeAppLanguage, translate } from '@slotwise/shared/i18n/i18n';
import { renderWithProviders } from '@slotwise/shared/testing/render-with-providers';
import { act, screen } from '@testing-library/react';
import type { MarketingKey } from '../../app/locales/en';
import { catalogueValues, marketingCatalogue } from '../../app/marketing-catalogue';
import { ContentPage } from './content-page';
import { contentPageTexts } from './content-page-texts';

const text = (key: MarketingKey) => translate(marketingCatalogue, key, catalogueValues('en'));

describe('ContentPage', () => {
  it.each(Object.keys(contentPageTexts))('renders %s with its heading, sections and title', (path) => {
    const page = contentPageTexts[path];
    renderWithProviders(<ContentPage path={path} />, { route: path });
    expect(screen.getByRole('heading', { level: 1, name: text(page.title) })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
      page.sections.map((section) => text(section.heading)),
    );
    expect(document.title).toBe(`${text(page.title)} · Slotwise`);
  });

  it('fills in the product name and the limits in English', () => {
    renderWithProviders(<ContentPage path="/terms" />, { route: '/terms' });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms' })).toBeInTheDocument();
    expect(screen.getByText('The short version of the rules for using Slotwise.')).toBeInTheDocument();
    expect(
      screen.getByText(
        '$0 per month, no credit card required. It includes unlimited event types, up to 5 of them active at a time.',
      ),
    ).toBeInTheDocument();
  });

  it('tells how to self-host with the real command', () => {
    renderWithProviders(<ContentPage path="/features" />, { route: '/features' });
    expect(screen.getByText('$ npm ci && npm start')).toBeInTheDocument();
  });

  it('is written in German when German is chosen, the command left as it is (docs/product.md#language)', async () => {
    renderWithProviders(<ContentPage path="/terms" />, { route: '/terms' });
    await act(() => changeAppLanguage('de'));
    expect(screen.getByRole('heading', { level: 1, name: 'Nutzungsbedingungen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Der kostenlose Tarif' })).toBeInTheDocument();
    expect(screen.getByText(/^0\s\$ pro Monat, keine Kreditkarte erforderlich/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Preise' })).toHaveAttribute('href', '/pricing');
    expect(document.title).toBe('Nutzungsbedingungen · Slotwise');
  });
});
