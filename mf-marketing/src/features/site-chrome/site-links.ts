/** The public pages the navbar and footer point to (product-spec §2, decisions §9). */
export interface SiteLink {
  to: string;
  label: string;
}

/** The spec leaves the Solutions menu empty; it lists the product's own pages instead. */
export const solutionLinks: readonly SiteLink[] = [
  { to: '/features', label: 'Features' },
  { to: '/integrations', label: 'Integrations' },
  { to: '/enterprise', label: 'Enterprise' },
];

export const footerColumns: readonly { heading: string; links: readonly SiteLink[] }[] = [
  {
    heading: 'Product',
    links: [...solutionLinks, { to: '/pricing', label: 'Pricing' }],
  },
  {
    heading: 'Project',
    links: [
      { to: '/about', label: 'About' },
      { to: '/blog', label: 'Blog' },
      { to: '/careers', label: 'Careers' },
      { to: '/contact', label: 'Contact' },
    ],
  },
  {
    heading: 'Support',
    links: [
      { to: '/help', label: 'Help' },
      { to: '/privacy', label: 'Privacy' },
      { to: '/terms', label: 'Terms' },
      { to: '/security', label: 'Security' },
    ],
  },
];
