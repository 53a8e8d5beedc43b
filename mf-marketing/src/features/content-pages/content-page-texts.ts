import { brand, limits } from '@slotwise/shared/contract/limits.contract';

// The short public pages of decisions §9: true statements about this product only. No
// customers, figures or dates are invented; anything not built yet is called planned.

export interface ContentLink {
  to: string;
  label: string;
}

export interface ContentSection {
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
  /** A shell command shown as code. */
  command?: string;
  links?: readonly ContentLink[];
}

export interface ContentPageText {
  title: string;
  eyebrow: string;
  lead: string;
  sections: readonly ContentSection[];
}

const selfHostCommand = 'npm ci && npm start';
const name = brand.name;

export const contentPageTexts: Readonly<Record<string, ContentPageText>> = {
  '/features': {
    title: 'Features',
    eyebrow: 'Product',
    lead: `What ${name} does today, in its ${brand.releaseLabel.toLowerCase()}: event types, availability, a public booking page, emails and Google Calendar.`,
    sections: [
      {
        heading: 'Event types',
        paragraphs: [
          'An event type is a kind of meeting you offer: a title, a description, a duration (15, 30, 45, 60 or 120 minutes), a location such as Google Meet, and the availability schedule it books from.',
        ],
        items: [
          'One-on-one, group, collective and round-robin types',
          'Buffer times before and after each meeting',
          `Up to ${limits.maxReminders} reminders, by default an email 24 hours before`,
          `Up to ${limits.maxQuestions} questions for the person booking`,
          '“Requires confirmation”, when you want to approve each booking',
        ],
      },
      {
        heading: 'Availability schedules with time zones',
        paragraphs: [
          'A schedule holds weekly hours in its own time zone (such as Europe/Berlin), several intervals per day, and date overrides for holidays or one-off changes. A new account starts with “Working hours”: Monday to Friday, 09:00 to 17:00, in the time zone of your browser.',
        ],
      },
      {
        heading: 'A public booking page',
        paragraphs: [
          'Every active event type is bookable at /{username}/{slug}. Visitors see times in their own time zone (and can change it), switch between a 12-hour and a 24-hour clock, pick a day on a month calendar and answer your questions.',
        ],
      },
      {
        heading: 'No double booking',
        paragraphs: [
          'Two people cannot take the same time: the database itself refuses overlapping bookings for a host, so it holds even with several servers. If a time is taken while someone is booking it, they are asked to pick another one.',
        ],
      },
      {
        heading: 'Emails with calendar invites',
        paragraphs: [
          'Hosts and attendees get an email when a booking is made, confirmed, rejected or cancelled, with an .ics invite and a cancellation link, plus the reminders of the event type.',
        ],
      },
      {
        heading: 'Google Calendar sync',
        paragraphs: [
          'Connect one or more Google accounts in Settings. Busy times in your primary calendar block booking slots, and confirmed bookings become calendar events, with a Google Meet link when the location is Google Meet.',
        ],
      },
      {
        heading: 'Teams',
        paragraphs: [
          'Create a team, invite members by email, and offer round-robin event types (one free member takes each booking) or collective ones (every member must be free).',
        ],
      },
      {
        heading: 'A dashboard for your bookings',
        paragraphs: [
          'Confirm, reject, cancel and delete bookings from a list or a calendar view. Basic analytics show your bookings per week, by status and by event type. The interface is available in English, Spanish, French, German and Chinese.',
        ],
      },
      {
        heading: 'Open source and self-hostable',
        paragraphs: [
          'Run it on your own machine or server with one command. It uses an embedded PostgreSQL (PGlite) by default, so there is no database to install, or your own PostgreSQL server through DATABASE_URL.',
        ],
        command: selfHostCommand,
        links: [
          { to: '/integrations', label: 'Integrations' },
          { to: '/pricing', label: 'Pricing' },
        ],
      },
    ],
  },
  '/integrations': {
    title: 'Integrations',
    eyebrow: 'Product',
    lead: `What ${name} connects to today, and what is planned.`,
    sections: [
      {
        heading: 'Google Calendar (available)',
        items: [
          'Busy times in your primary calendar block booking slots',
          'Confirmed bookings become events in the connected calendar',
          'A Google Meet link is created when the location is Google Meet',
          'Cancelling a booking removes its calendar event',
          'Connect several Google accounts; connecting one never changes how you sign in',
        ],
      },
      {
        heading: 'Sign in with Google (available)',
        paragraphs: [
          'Sign in with a Google account instead of a password, once whoever runs the instance has configured a Google OAuth client.',
        ],
      },
      {
        heading: 'Email (available)',
        paragraphs: [
          'Booking emails carry an .ics invite that any calendar app can import, and the confirmation screen offers “Add to Google Calendar”. Emails go through the SMTP server the instance is configured with; without one, a local instance writes each message as an .eml file into its data folder, so you can see what would be sent.',
        ],
      },
      {
        heading: 'Planned',
        items: ['Office 365 (Microsoft Calendar)', 'Apple Calendar (iCloud)'],
        paragraphs: ['Both appear as “Coming Soon” in Settings. Contributions are welcome.'],
        links: [{ to: '/careers', label: 'How to contribute' }],
      },
    ],
  },
  '/enterprise': {
    title: 'Enterprise',
    eyebrow: 'Product',
    lead: `There is no separate enterprise edition and no sales team. Organisations run the same open-source ${name}, on their own infrastructure.`,
    sections: [
      {
        heading: 'Run it yourself',
        paragraphs: [
          'Start it with one command. The embedded database suits a trial or a small team; for production, point DATABASE_URL at your PostgreSQL server. Both use one schema and one set of migrations.',
        ],
        command: selfHostCommand,
      },
      {
        heading: 'Scale out safely',
        paragraphs: [
          'Several API replicas can run behind a load balancer. Double bookings are prevented by a database constraint rather than by a check in one process, and reminders are jobs stored in the database, so no reminder is sent twice.',
        ],
      },
      {
        heading: 'Your configuration',
        items: [
          'Your own SMTP server for every email',
          'Your own Google OAuth client for sign-in and calendar access',
          'Teams with owners, admins and members; round-robin and collective event types',
        ],
        links: [
          { to: '/security', label: 'Security' },
          { to: '/privacy', label: 'Privacy' },
        ],
      },
    ],
  },
  '/about': {
    title: `About ${name}`,
    eyebrow: 'Project',
    lead: `${name} is an open-source meeting-scheduling app, in the spirit of Calendly and Cal.com.`,
    sections: [
      {
        heading: 'What it is for',
        paragraphs: [
          'Hosts publish bookable event types under a personal link, and attendees pick a time without back-and-forth messages. It serves individuals, businesses and developers.',
        ],
      },
      {
        heading: 'Where it stands',
        paragraphs: [
          `${name} is an ${brand.releaseLabel.toLowerCase()}: event types, availability schedules, the public booking page, emails and Google Calendar sync are in place, and rough edges remain.`,
        ],
      },
      {
        heading: 'How it is built',
        paragraphs: [
          'A React front end made of independently deployed micro-frontends (Chakra UI, Redux Toolkit, React Router), and a Fastify API on PostgreSQL, or on PGlite, an embedded PostgreSQL, when no server is given.',
        ],
        links: [
          { to: '/features', label: 'Features' },
          { to: '/blog', label: 'Release notes' },
        ],
      },
    ],
  },
  '/blog': {
    title: 'Blog',
    eyebrow: 'Project',
    lead: 'Release notes: what changed in each release.',
    sections: [
      {
        heading: `${brand.releaseLabel}: the first release`,
        paragraphs: ['The first version you can run and use. It includes:'],
        items: [
          'Accounts with sign-in by email or username, and sign-in with Google',
          'Event types with durations, buffers, reminders and questions',
          'Availability schedules with time zones and date overrides',
          'The public booking page at /{username}/{slug}, with no double booking',
          'Emails with .ics invites and cancellation links',
          'Google Calendar sync and Google Meet links',
          'A dashboard with bookings, a calendar view and basic analytics',
          `The Free plan: $0 per month, up to ${limits.maxActiveEventTypes} active event types`,
        ],
      },
      {
        heading: 'What comes next',
        items: [
          'Office 365 and Apple Calendar',
          'Notification settings',
          'Polishing what users of the alpha report',
        ],
        links: [{ to: '/contact', label: 'Report a problem' }],
      },
    ],
  },
  '/careers': {
    title: 'Careers',
    eyebrow: 'Project',
    lead: `${name} is an open-source project, not a company with open positions: we are not hiring.`,
    sections: [
      {
        heading: 'Contribute instead',
        paragraphs: [
          'We are an open-source project; contribute on the repository. Open an issue to discuss a change, then send a pull request. Fixes, translations and documentation are as welcome as features.',
        ],
      },
      {
        heading: 'Good places to start',
        items: [
          'Translations of the five interface languages (en, es, fr, de, zh)',
          'The planned Office 365 and Apple Calendar integrations',
          'Accessibility and small-screen fixes',
          'Documentation for self-hosting',
        ],
        links: [{ to: '/about', label: `About ${name}` }],
      },
    ],
  },
  '/contact': {
    title: 'Contact',
    eyebrow: 'Project',
    lead: `${name} is built in the open, so conversations happen on the project's repository.`,
    sections: [
      {
        heading: 'Questions, ideas and bug reports',
        paragraphs: [
          'Open an issue on the repository. For a bug, say what you did, what you expected and what happened instead.',
        ],
      },
      {
        heading: 'Security problems',
        paragraphs: [
          'Please do not report them in a public issue; the Security page says how to report them.',
        ],
        links: [{ to: '/security', label: 'Security' }],
      },
      {
        heading: 'Your account on someone else’s instance',
        paragraphs: [
          `If someone else runs the ${name} you use, its operator manages your account and data: ask them first.`,
        ],
        links: [{ to: '/help', label: 'Help' }],
      },
    ],
  },
  '/help': {
    title: 'Help',
    eyebrow: 'Support',
    lead: `Getting started with ${name}, step by step.`,
    sections: [
      {
        heading: '1. Create an account',
        paragraphs: [
          'Sign up with your email and a username (it becomes part of your booking links), or with Google. You get a default schedule, “Working hours”: Monday to Friday, 09:00 to 17:00, in your browser’s time zone.',
        ],
      },
      {
        heading: '2. Set your availability',
        paragraphs: [
          'Under Availability, change your weekly hours, add date overrides, or create more schedules. Exactly one schedule is your default.',
        ],
      },
      {
        heading: '3. Create an event type',
        paragraphs: [
          `Under Event Types, choose New Event Type and set its title, duration, location and schedule. Active event types are public; the Free plan allows ${limits.maxActiveEventTypes} of them.`,
        ],
      },
      {
        heading: '4. Share your link',
        paragraphs: [
          'Each active event type is bookable at /{username}/{slug}. Use Copy Link on its card and send it, or put it on your site.',
        ],
      },
      {
        heading: '5. Manage your bookings',
        paragraphs: [
          'Under Bookings, confirm or reject pending bookings, cancel confirmed ones, and switch to the calendar view to see your month.',
        ],
      },
      {
        heading: 'Connect Google Calendar',
        paragraphs: [
          'In Settings, open Calendar Integrations and connect a Google account. Its busy times then block your slots, and confirmed bookings appear in its calendar.',
        ],
      },
      {
        heading: 'Forgot your password?',
        paragraphs: [
          'Choose “Forgot password” on the sign-in page. If the email belongs to an account, a single-use link valid for one hour is sent to it.',
        ],
        links: [
          { to: '/login', label: 'Sign in' },
          { to: '/contact', label: 'Contact' },
        ],
      },
    ],
  },
  '/privacy': {
    title: 'Privacy',
    eyebrow: 'Support',
    lead: `What ${name} stores and why. It is short, because it stores little.`,
    sections: [
      {
        heading: 'What is stored',
        items: [
          'Your account: name, surname, username, email, avatar, time zone and language',
          'Your password, only as an argon2id hash, never the password itself',
          'Your event types, availability schedules and bookings',
          'For each booking: the attendee’s name, email, time zone, answers to your questions and any additional attendees',
          'Connected Google accounts: name, email, granted scopes, and access tokens, stored encrypted',
        ],
      },
      {
        heading: 'Tokens and cookies',
        paragraphs: [
          'To keep you signed in, your browser holds a short-lived access token in local storage and a refresh cookie the page’s scripts cannot read; an XSRF-TOKEN cookie protects against cross-site requests. There are no other cookies.',
        ],
      },
      {
        heading: 'No tracking',
        paragraphs: [
          'No analytics scripts, no advertising, no third-party trackers. The basic analytics in your dashboard count your own bookings; they do not follow visitors.',
        ],
      },
      {
        heading: 'Who sees what',
        paragraphs: [
          'People booking you see your name, avatar and the public details of the event type. A cancellation link shows the summary of its booking, never other attendees’ data. Emails go through the SMTP server the instance is configured with; Google receives data only for the accounts you connect.',
        ],
      },
      {
        heading: 'Who is responsible',
        paragraphs: [`Whoever runs a ${name} instance controls its data. If you self-host it, that is you.`],
        links: [
          { to: '/security', label: 'Security' },
          { to: '/terms', label: 'Terms' },
        ],
      },
    ],
  },
  '/terms': {
    title: 'Terms',
    eyebrow: 'Support',
    lead: `The short version of the rules for using ${name}.`,
    sections: [
      {
        heading: 'The software',
        paragraphs: [
          `${name} is open-source software, provided as is, without warranty of any kind. It is an ${brand.releaseLabel.toLowerCase()}: expect rough edges, and keep your own copy of data you care about.`,
        ],
      },
      {
        heading: 'The Free plan',
        paragraphs: [
          `$0 per month, no credit card required. It includes unlimited event types, up to ${limits.maxActiveEventTypes} of them active at a time.`,
        ],
        links: [{ to: '/pricing', label: 'Pricing' }],
      },
      {
        heading: 'Using it fairly',
        items: [
          'Use it lawfully, and only invite people to book who want to meet you',
          'Do not flood other people’s booking pages with automated bookings',
          'Keep your password to yourself',
        ],
      },
      {
        heading: 'Instances',
        paragraphs: [
          `Whoever operates a ${name} instance is responsible for it and may add their own rules to these.`,
        ],
        links: [{ to: '/privacy', label: 'Privacy' }],
      },
    ],
  },
  '/security': {
    title: 'Security',
    eyebrow: 'Support',
    lead: `How ${name} protects accounts and bookings.`,
    sections: [
      {
        heading: 'Accounts',
        items: [
          'Passwords are hashed with argon2id',
          'Failed sign-ins are rate-limited per account and per address',
          'Access tokens are short-lived; the refresh cookie is httpOnly and SameSite, rotated on every use, with reuse detection',
          'An XSRF-TOKEN cookie and X-XSRF-TOKEN header protect calls authenticated by cookie',
          'Password reset links are single-use and expire after one hour, and the answer is the same whether or not the email exists',
          'Sign-in with Google uses the OAuth 2.0 authorization-code flow with PKCE and state; Google tokens are stored encrypted',
        ],
      },
      {
        heading: 'Bookings',
        items: [
          'Overlapping bookings for a host are refused by a database constraint',
          'Booking ids are random UUIDs, so a cancellation link cannot be guessed',
          'A cancellation page shows its own booking only, never other attendees’ data',
        ],
      },
      {
        heading: 'Reporting a vulnerability',
        paragraphs: [
          'Please report it privately to the maintainers on the repository, not in a public issue, so it can be fixed before it is disclosed.',
        ],
        links: [
          { to: '/privacy', label: 'Privacy' },
          { to: '/contact', label: 'Contact' },
        ],
      },
    ],
  },
};
