import { renderWithProviders } from '@slotwise/shared/testing/render-with-providers';
import { screen } from '@testing-library/react';
import { ContentPage } from './content-page';
import { contentPageTexts } from './content-page-texts';

describe('ContentPage', () => {
  it.each(Object.keys(contentPageTexts))('renders %s with its heading, sections and title', (path) => {
    const page = contentPageTexts[path];
    renderWithProviders(<ContentPage path={path} />, { route: path });
    expect(screen.getByRole('heading', { level: 1, name: page.title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
      page.sections.map((section) => section.heading),
    );
    expect(document.title).toBe(`${page.title} · Slotwise`);
  });

  it('tells how to self-host with the real command', () => {
    renderWithProviders(<ContentPage path="/features" />, { route: '/features' });
    expect(screen.getByText('$ npm ci && npm start')).toBeInTheDocument();
  });
});
