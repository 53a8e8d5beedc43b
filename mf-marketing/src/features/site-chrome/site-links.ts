import type { MarketingKey } from '../../app/locales/en';

/** The public pages the navbar and footer point to (docs/product.md#routes-and-access). */
export interface SiteLink {
  to: string;
  /** Its label in the marketing catalogue. */
  label: MarketingKey;
}

/** The spec leaves the Solutions menu empty; it lists the product's own pages instead. */
export const solutionLinks: readonly SiteLink[] = [
  { to: '/features', label: 'nav.features' },
  { to: '/integrations', label: 'nav.integrations' },
  { to: '/enterprise', label: 'nav.enterprise' },
];

export const footerColumns: readonly { heading: MarketingKey; links: readonly SiteLink[] }[] = [
  {
    heading: 'footer.product',
    links: [...solutionLinks, { to: '/pricing', label: 'nav.pricing' }],
  },
  {
    heading: 'footer.project',
    links: [
      { to: '/about', label: 'footer.about' },
      { to: '/blog', label: 'footer.blog' },
      { to: '/careers', label: 'footer.careers' },
      { to: '/contact', label: 'footer.contact' },
    ],
  },
  {
    heading: 'footer.support',
    links: [
      { to: '/help', label: 'footer.help' },
      { to: '/privacy', label: 'footer.privacy' },
      { to: '/terms', label: 'footer.terms' },
      { to: '/security', label: 'footer.security' },
    ],
  },
];
