import type { MarketingKey } from '../../app/locales/en';

// The short public pages of docs/product.md#routes-and-access: true statements about this product only. No
// customers, figures or dates are invented; anything not built yet is called planned. Every
// text is a key of the marketing catalogue, so each page reads in the visitor's language.

export interface ContentLink {
  to: string;
  label: MarketingKey;
}

export interface ContentSection {
  heading: MarketingKey;
  paragraphs?: readonly MarketingKey[];
  items?: readonly MarketingKey[];
  /** A shell command shown as code (never translated). */
  command?: string;
  links?: readonly ContentLink[];
}

export interface ContentPageText {
  title: MarketingKey;
  eyebrow: MarketingKey;
  lead: MarketingKey;
  sections: readonly ContentSection[];
}

const selfHostCommand = 'npm ci && npm start';

export const contentPageTexts: Readonly<Record<string, ContentPageText>> = {
  '/features': {
    title: 'features.title',
    eyebrow: 'footer.product',
    lead: 'features.lead',
    sections: [
      {
        heading: 'features.eventTypes.heading',
        paragraphs: ['features.eventTypes.p1'],
        items: [
          'features.eventTypes.item1',
          'features.eventTypes.item2',
          'features.eventTypes.item3',
          'features.eventTypes.item4',
          'features.eventTypes.item5',
        ],
      },
      { heading: 'features.schedules.heading', paragraphs: ['features.schedules.p1'] },
      { heading: 'features.bookingPage.heading', paragraphs: ['features.bookingPage.p1'] },
      { heading: 'features.noDoubleBooking.heading', paragraphs: ['features.noDoubleBooking.p1'] },
      { heading: 'features.emails.heading', paragraphs: ['features.emails.p1'] },
      { heading: 'features.googleSync.heading', paragraphs: ['features.googleSync.p1'] },
      { heading: 'features.teams.heading', paragraphs: ['features.teams.p1', 'features.teams.p2'] },
      { heading: 'features.dashboard.heading', paragraphs: ['features.dashboard.p1'] },
      {
        heading: 'features.selfHost.heading',
        paragraphs: ['features.selfHost.p1'],
        command: selfHostCommand,
        links: [
          { to: '/integrations', label: 'nav.integrations' },
          { to: '/pricing', label: 'nav.pricing' },
        ],
      },
    ],
  },
  '/integrations': {
    title: 'integrations.title',
    eyebrow: 'footer.product',
    lead: 'integrations.lead',
    sections: [
      {
        heading: 'integrations.google.heading',
        items: [
          'integrations.google.item1',
          'integrations.google.item2',
          'integrations.google.item3',
          'integrations.google.item4',
          'integrations.google.item5',
        ],
      },
      { heading: 'integrations.signIn.heading', paragraphs: ['integrations.signIn.p1'] },
      { heading: 'integrations.email.heading', paragraphs: ['integrations.email.p1'] },
      {
        heading: 'integrations.planned.heading',
        items: ['integrations.planned.item1', 'integrations.planned.item2'],
        paragraphs: ['integrations.planned.p1'],
        links: [{ to: '/careers', label: 'integrations.planned.contribute' }],
      },
    ],
  },
  '/enterprise': {
    title: 'enterprise.title',
    eyebrow: 'footer.product',
    lead: 'enterprise.lead',
    sections: [
      {
        heading: 'enterprise.runIt.heading',
        paragraphs: ['enterprise.runIt.p1'],
        command: selfHostCommand,
      },
      { heading: 'enterprise.scale.heading', paragraphs: ['enterprise.scale.p1'] },
      {
        heading: 'enterprise.config.heading',
        items: ['enterprise.config.item1', 'enterprise.config.item2', 'enterprise.config.item3'],
        links: [
          { to: '/security', label: 'footer.security' },
          { to: '/privacy', label: 'footer.privacy' },
        ],
      },
    ],
  },
  '/about': {
    title: 'about.title',
    eyebrow: 'footer.project',
    lead: 'about.lead',
    sections: [
      { heading: 'about.purpose.heading', paragraphs: ['about.purpose.p1'] },
      { heading: 'about.status.heading', paragraphs: ['about.status.p1'] },
      {
        heading: 'about.built.heading',
        paragraphs: ['about.built.p1'],
        links: [
          { to: '/features', label: 'nav.features' },
          { to: '/blog', label: 'about.built.releaseNotes' },
        ],
      },
    ],
  },
  '/blog': {
    title: 'blog.title',
    eyebrow: 'footer.project',
    lead: 'blog.lead',
    sections: [
      {
        heading: 'blog.first.heading',
        paragraphs: ['blog.first.p1'],
        items: [
          'blog.first.item1',
          'blog.first.item2',
          'blog.first.item3',
          'blog.first.item4',
          'blog.first.item5',
          'blog.first.item6',
          'blog.first.item7',
          'blog.first.item8',
        ],
      },
      {
        heading: 'blog.next.heading',
        items: ['blog.next.item1', 'blog.next.item2', 'blog.next.item3'],
        links: [{ to: '/contact', label: 'blog.next.report' }],
      },
    ],
  },
  '/careers': {
    title: 'careers.title',
    eyebrow: 'footer.project',
    lead: 'careers.lead',
    sections: [
      { heading: 'careers.contribute.heading', paragraphs: ['careers.contribute.p1'] },
      {
        heading: 'careers.start.heading',
        items: ['careers.start.item1', 'careers.start.item2', 'careers.start.item3', 'careers.start.item4'],
        links: [{ to: '/about', label: 'about.title' }],
      },
    ],
  },
  '/contact': {
    title: 'contact.title',
    eyebrow: 'footer.project',
    lead: 'contact.lead',
    sections: [
      { heading: 'contact.questions.heading', paragraphs: ['contact.questions.p1'] },
      {
        heading: 'contact.security.heading',
        paragraphs: ['contact.security.p1'],
        links: [{ to: '/security', label: 'footer.security' }],
      },
      {
        heading: 'contact.account.heading',
        paragraphs: ['contact.account.p1'],
        links: [{ to: '/help', label: 'footer.help' }],
      },
    ],
  },
  '/help': {
    title: 'help.title',
    eyebrow: 'footer.support',
    lead: 'help.lead',
    sections: [
      { heading: 'help.account.heading', paragraphs: ['help.account.p1'] },
      { heading: 'help.availability.heading', paragraphs: ['help.availability.p1'] },
      { heading: 'help.eventType.heading', paragraphs: ['help.eventType.p1'] },
      { heading: 'help.share.heading', paragraphs: ['help.share.p1'] },
      { heading: 'help.bookings.heading', paragraphs: ['help.bookings.p1'] },
      { heading: 'help.google.heading', paragraphs: ['help.google.p1'] },
      {
        heading: 'help.password.heading',
        paragraphs: ['help.password.p1'],
        links: [
          { to: '/login', label: 'nav.signIn' },
          { to: '/contact', label: 'footer.contact' },
        ],
      },
    ],
  },
  '/privacy': {
    title: 'privacy.title',
    eyebrow: 'footer.support',
    lead: 'privacy.lead',
    sections: [
      {
        heading: 'privacy.stored.heading',
        items: [
          'privacy.stored.item1',
          'privacy.stored.item2',
          'privacy.stored.item3',
          'privacy.stored.item4',
          'privacy.stored.item5',
        ],
      },
      { heading: 'privacy.cookies.heading', paragraphs: ['privacy.cookies.p1'] },
      { heading: 'privacy.tracking.heading', paragraphs: ['privacy.tracking.p1'] },
      { heading: 'privacy.visibility.heading', paragraphs: ['privacy.visibility.p1'] },
      {
        heading: 'privacy.responsible.heading',
        paragraphs: ['privacy.responsible.p1'],
        links: [
          { to: '/security', label: 'footer.security' },
          { to: '/terms', label: 'footer.terms' },
        ],
      },
    ],
  },
  '/terms': {
    title: 'terms.title',
    eyebrow: 'footer.support',
    lead: 'terms.lead',
    sections: [
      { heading: 'terms.software.heading', paragraphs: ['terms.software.p1'] },
      {
        heading: 'terms.plan.heading',
        paragraphs: ['terms.plan.p1'],
        links: [{ to: '/pricing', label: 'nav.pricing' }],
      },
      {
        heading: 'terms.fair.heading',
        items: ['terms.fair.item1', 'terms.fair.item2', 'terms.fair.item3'],
      },
      {
        heading: 'terms.instances.heading',
        paragraphs: ['terms.instances.p1'],
        links: [{ to: '/privacy', label: 'footer.privacy' }],
      },
    ],
  },
  '/security': {
    title: 'security.title',
    eyebrow: 'footer.support',
    lead: 'security.lead',
    sections: [
      {
        heading: 'security.accounts.heading',
        items: [
          'security.accounts.item1',
          'security.accounts.item2',
          'security.accounts.item3',
          'security.accounts.item4',
          'security.accounts.item5',
          'security.accounts.item6',
        ],
      },
      {
        heading: 'security.bookings.heading',
        items: ['security.bookings.item1', 'security.bookings.item2', 'security.bookings.item3'],
      },
      {
        heading: 'security.report.heading',
        paragraphs: ['security.report.p1'],
        links: [
          { to: '/privacy', label: 'footer.privacy' },
          { to: '/contact', label: 'footer.contact' },
        ],
      },
    ],
  },
};
