import { brand } from '@slotwise/shared/contract/limits.contract';

// English is the current text of every public page and the fallback of every other language.
// {{brand}} is the product name, {{maxActive}} / {{maxReminders}} / {{maxQuestions}} the limits
// of limits.contract, {{price}} the Free plan's price written in the reader's language.
const marketing = {
  'release.label': brand.releaseLabel,
  'layout.loading': 'Loading',

  'nav.main': 'Main',
  'nav.mobile': 'Mobile',
  'nav.openMenu': 'Open menu',
  'nav.closeMenu': 'Close menu',
  'nav.solutions': 'Solutions',
  'nav.features': 'Features',
  'nav.integrations': 'Integrations',
  'nav.enterprise': 'Enterprise',
  'nav.pricing': 'Pricing',
  'nav.goToApp': 'Go to app',
  'nav.signIn': 'Sign in',

  'footer.tagline': 'Open-source meeting scheduling: publish your event types, share one link, get booked.',
  'footer.product': 'Product',
  'footer.project': 'Project',
  'footer.support': 'Support',
  'footer.about': 'About',
  'footer.blog': 'Blog',
  'footer.careers': 'Careers',
  'footer.contact': 'Contact',
  'footer.help': 'Help',
  'footer.privacy': 'Privacy',
  'footer.terms': 'Terms',
  'footer.security': 'Security',
  'footer.copyright': '© {{year}} {{brand}}. Open-source software.',
  'footer.selfHost': 'Self-host it with {{command}}.',

  'landing.documentTitle': '{{brand}} · Scheduling made simple',
  'landing.hero.badge': 'Early alpha · open source',
  'landing.hero.title': 'Scheduling made {{highlight}}',
  'landing.hero.titleHighlight': 'simple',
  'landing.hero.lead':
    'Publish your event types under one personal link. Invitees pick a time in their own time zone, and the meeting lands in your calendar, without the back-and-forth.',
  'landing.hero.signUp': 'Sign up',
  'landing.hero.howItWorks': 'How it works',
  'landing.noCreditCardRequired': 'No credit card required',
  'landing.properties': 'Product properties',
  'landing.property.openSource': 'Open source',
  'landing.property.selfHostable': 'Self-hostable',
  'landing.property.noCreditCard': 'No credit card',
  'landing.property.noTracking': 'No tracking',
  'landing.why.eyebrow': 'Why {{brand}}',
  'landing.why.title': 'Everything you need to get booked',
  'landing.why.text':
    'A booking page people understand at a glance, and a dashboard that keeps your week in order.',
  'landing.claim.simplified.title': 'Simplified scheduling',
  'landing.claim.simplified.text':
    'Share one link per event type. Invitees pick a free time, with no back-and-forth emails.',
  'landing.claim.timeZone.title': "Times in the invitee's time zone",
  'landing.claim.timeZone.text':
    'The booking page detects the visitor’s time zone and shows every time in it; they can change it.',
  'landing.claim.mobile.title': 'Mobile friendly',
  'landing.claim.mobile.text': 'The booking page and your dashboard work on a phone as well as on a desktop.',
  'landing.claim.calendars.title': 'Calendar integrations',
  'landing.claim.calendars.text':
    'Google Calendar today: busy times block slots and bookings become events. Outlook and more are on the roadmap.',
  'landing.claim.privacy.title': 'Privacy first',
  'landing.claim.privacy.text':
    'No tracking, no ads. Passwords are hashed with argon2id, and you can run it on your own server.',
  'landing.claim.fast.title': 'Fast',
  'landing.claim.fast.text':
    'A small, precompressed front end and a lean API, so pages open quickly even on mobile networks.',
  'landing.how.eyebrow': 'How it works',
  'landing.how.title': 'Three steps to your first booking',
  'landing.step.create.title': 'Create event types',
  'landing.step.create.text':
    'Give each kind of meeting a title, a duration and its details: location, buffers, questions, reminders.',
  'landing.step.share.title': 'Share your link',
  'landing.step.share.text':
    'Every event type gets a public page at /{username}/{slug}. Put it in your email signature or on your site.',
  'landing.step.booked.title': 'Get booked',
  'landing.step.booked.text':
    'Invitees pick a time. Both of you get an email with an .ics invite, and the meeting lands in your calendar.',
  'landing.correct.eyebrow': 'Built for real calendars',
  'landing.correct.title': 'Scheduling that stays correct',
  'landing.correct.text': 'The details that make a booking link trustworthy, handled for you.',
  'landing.blurb.smart.title': 'Smart scheduling',
  'landing.blurb.smart.text':
    'Prevents double bookings with a database constraint, and respects the buffer times you set around meetings.',
  'landing.blurb.timeZone.title': 'Time zone handling',
  'landing.blurb.timeZone.text':
    'Your availability lives in your time zone and stays right across daylight-saving changes on both sides.',
  'landing.blurb.team.title': 'Team scheduling',
  'landing.blurb.team.text':
    'Create a team and offer round-robin or collective event types across its members.',
  'landing.blurb.instant.title': 'Instant booking',
  'landing.blurb.instant.text':
    'Bookings confirm at once, or wait for your approval when you switch on “Requires confirmation”.',
  'landing.who.eyebrow': 'Who it is for',
  'landing.who.title': 'Made for people who live by their calendar',
  'landing.who.text':
    'Illustrative quotes: {{brand}} is an early alpha, so these describe the people it is built for. They are not reviews from named customers.',
  'landing.quote.consultant.quote': 'I send one link instead of five emails to find a time that works.',
  'landing.quote.consultant.who': 'An independent consultant',
  'landing.quote.studio.quote':
    'Clients book in their own time zone, so nobody joins an hour early any more.',
  'landing.quote.studio.who': 'A small remote studio',
  'landing.quote.selfHoster.quote':
    'We run it on our own server next to our other tools, and the data stays with us.',
  'landing.quote.selfHoster.who': 'A developer who self-hosts',
  'landing.quote.illustrative': '{{who}} (illustrative)',
  'landing.cta.title': 'Ready to share your first booking link?',
  'landing.cta.text': 'Create an account, set your availability and publish an event type in a few minutes.',
  'landing.cta.start': 'Start for free',
  'landing.cta.learnMore': 'Learn more',
  'landing.cta.learnMoreContext': " about Slotwise's features",

  'sample.label': 'Sample event card',
  'sample.host': 'Host',
  'sample.badge': 'Sample',
  'sample.title': 'Intro call',
  'sample.description':
    'A short first conversation to get to know each other and see how we can work together.',
  'sample.duration': '{{minutes}} minutes',
  'sample.selected': '(selected)',

  'pricing.documentTitle': 'Pricing · {{brand}}',
  'pricing.title': 'Pricing',
  'pricing.lead': 'One plan, and it is free: everything you need to share a booking link and get booked.',
  'pricing.plan': 'Free Plan',
  'pricing.perMonth': 'per month',
  'pricing.noCreditCardRequired': 'No credit card required',
  'pricing.featuresLabel': 'Free Plan features',
  'pricing.feature.unlimited': 'Unlimited event types',
  'pricing.feature.active': 'Up to {{maxActive}} active event types',
  'pricing.feature.links': 'Custom scheduling links',
  'pricing.feature.calendars': 'Calendar integrations (Google, Outlook)',
  'pricing.feature.emails': 'Automated email notifications',
  'pricing.feature.customization': 'Basic booking page customization',
  'pricing.feature.availability': 'Basic availability settings',
  'pricing.feature.analytics': 'Basic analytics',
  'pricing.calendarNote': 'Google Calendar works today; Outlook is coming soon.',
  'pricing.goToDashboard': 'Go to dashboard',
  'pricing.getStarted': 'Get started for free',
  'pricing.questions': 'Questions',
  'pricing.q.active.question': 'What counts as an active event type?',
  'pricing.q.active.answer':
    'One that is public, so anyone with its link can book it. You can keep as many inactive event types as you like and switch any {{maxActive}} of them on.',
  'pricing.q.selfHost.question': 'Can I run it on my own server?',
  'pricing.q.selfHost.answer':
    'Yes. {{brand}} is open source: clone the repository and run npm ci && npm start. It uses an embedded database by default, or your PostgreSQL server.',
  'pricing.q.calendars.question': 'Which calendars are supported?',
  'pricing.q.calendars.answer':
    'Google Calendar works today. Outlook (Office 365) and Apple Calendar are coming soon.',

  'features.title': 'Features',
  'features.lead':
    'What {{brand}} does today, in its early alpha: event types, availability, a public booking page, emails and Google Calendar.',
  'features.eventTypes.heading': 'Event types',
  'features.eventTypes.p1':
    'An event type is a kind of meeting you offer: a title, a description, a duration (15, 30, 45, 60 or 120 minutes), a location such as Google Meet, and the availability schedule it books from.',
  'features.eventTypes.item1': 'One-on-one, group, collective and round-robin types',
  'features.eventTypes.item2': 'Buffer times before and after each meeting',
  'features.eventTypes.item3': 'Up to {{maxReminders}} reminders, by default an email 24 hours before',
  'features.eventTypes.item4': 'Up to {{maxQuestions}} questions for the person booking',
  'features.eventTypes.item5': '“Requires confirmation”, when you want to approve each booking',
  'features.schedules.heading': 'Availability schedules with time zones',
  'features.schedules.p1':
    'A schedule holds weekly hours in its own time zone (such as Europe/Berlin), several intervals per day, and date overrides for holidays or one-off changes. A new account starts with “Working hours”: Monday to Friday, 09:00 to 17:00, in the time zone of your browser.',
  'features.bookingPage.heading': 'A public booking page',
  'features.bookingPage.p1':
    'Every active event type is bookable at /{username}/{slug}. Visitors see times in their own time zone (and can change it), switch between a 12-hour and a 24-hour clock, pick a day on a month calendar and answer your questions.',
  'features.noDoubleBooking.heading': 'No double booking',
  'features.noDoubleBooking.p1':
    'Two people cannot take the same time: the database itself refuses overlapping bookings for a host, so it holds even with several servers. If a time is taken while someone is booking it, they are asked to pick another one.',
  'features.emails.heading': 'Emails with calendar invites',
  'features.emails.p1':
    'Hosts and attendees get an email when a booking is made, confirmed, rejected or cancelled, with an .ics invite and a cancellation link, plus the reminders of the event type.',
  'features.googleSync.heading': 'Google Calendar sync',
  'features.googleSync.p1':
    'Connect one or more Google accounts in Settings. Busy times in your primary calendar block booking slots, and confirmed bookings become calendar events, with a Google Meet link when the location is Google Meet.',
  'features.teams.heading': 'Teams',
  'features.teams.p1':
    'Create a team, invite members by email, and offer round-robin or collective event types hosted by the members you choose. Round robin: each booking goes to one free host, the one with the fewest bookings of that event type in the last 30 days (on a tie, the one booked least recently). Collective: every host joins each booking, and a time is offered only when all of them are free.',
  'features.dashboard.heading': 'A dashboard for your bookings',
  'features.dashboard.p1':
    'Confirm, reject, cancel and delete bookings from a list or a calendar view. Basic analytics show your bookings per week, by status and by event type. The interface is available in English, Spanish, French, German and Chinese.',
  'features.selfHost.heading': 'Open source and self-hostable',
  'features.selfHost.p1':
    'Run it on your own machine or server with one command. It uses an embedded PostgreSQL (PGlite) by default, so there is no database to install, or your own PostgreSQL server through DATABASE_URL.',

  'integrations.title': 'Integrations',
  'integrations.lead': 'What {{brand}} connects to today, and what is planned.',
  'integrations.google.heading': 'Google Calendar (available)',
  'integrations.google.item1': 'Busy times in your primary calendar block booking slots',
  'integrations.google.item2': 'Confirmed bookings become events in the connected calendar',
  'integrations.google.item3': 'A Google Meet link is created when the location is Google Meet',
  'integrations.google.item4': 'Cancelling a booking removes its calendar event',
  'integrations.google.item5':
    'Connect several Google accounts; connecting one never changes how you sign in',
  'integrations.signIn.heading': 'Sign in with Google (available)',
  'integrations.signIn.p1':
    'Sign in with a Google account instead of a password, once whoever runs the instance has configured a Google OAuth client.',
  'integrations.email.heading': 'Email (available)',
  'integrations.email.p1':
    'Booking emails carry an .ics invite that any calendar app can import, and the confirmation screen offers “Add to Google Calendar”. Emails go through the SMTP server the instance is configured with; without one, a local instance writes each message as an .eml file into its data folder, so you can see what would be sent.',
  'integrations.planned.heading': 'Planned',
  'integrations.planned.p1': 'Both appear as “Coming Soon” in Settings. Contributions are welcome.',
  'integrations.planned.item1': 'Office 365 (Microsoft Calendar)',
  'integrations.planned.item2': 'Apple Calendar (iCloud)',
  'integrations.planned.contribute': 'How to contribute',

  'enterprise.title': 'Enterprise',
  'enterprise.lead':
    'There is no separate enterprise edition and no sales team. Organisations run the same open-source {{brand}}, on their own infrastructure.',
  'enterprise.runIt.heading': 'Run it yourself',
  'enterprise.runIt.p1':
    'Start it with one command. The embedded database suits a trial or a small team; for production, point DATABASE_URL at your PostgreSQL server. Both use one schema and one set of migrations.',
  'enterprise.scale.heading': 'Scale out safely',
  'enterprise.scale.p1':
    'Several API replicas can run behind a load balancer. Double bookings are prevented by a database constraint rather than by a check in one process, and reminders are jobs stored in the database, so no reminder is sent twice.',
  'enterprise.config.heading': 'Your configuration',
  'enterprise.config.item1': 'Your own SMTP server for every email',
  'enterprise.config.item2': 'Your own Google OAuth client for sign-in and calendar access',
  'enterprise.config.item3': 'Teams with owners, admins and members; round-robin and collective event types',

  'about.title': 'About {{brand}}',
  'about.lead': '{{brand}} is an open-source meeting-scheduling app, in the spirit of Calendly and Cal.com.',
  'about.purpose.heading': 'What it is for',
  'about.purpose.p1':
    'Hosts publish bookable event types under a personal link, and attendees pick a time without back-and-forth messages. It serves individuals, businesses and developers.',
  'about.status.heading': 'Where it stands',
  'about.status.p1':
    '{{brand}} is an early alpha: event types, availability schedules, the public booking page, emails and Google Calendar sync are in place, and rough edges remain.',
  'about.built.heading': 'How it is built',
  'about.built.p1':
    'A React front end made of independently deployed micro-frontends (Chakra UI, Redux Toolkit, React Router), and a Fastify API on PostgreSQL, or on PGlite, an embedded PostgreSQL, when no server is given.',
  'about.built.releaseNotes': 'Release notes',

  'blog.title': 'Blog',
  'blog.lead': 'Release notes: what changed in each release.',
  'blog.first.heading': 'Early alpha: the first release',
  'blog.first.p1': 'The first version you can run and use. It includes:',
  'blog.first.item1': 'Accounts with sign-in by email or username, and sign-in with Google',
  'blog.first.item2': 'Event types with durations, buffers, reminders and questions',
  'blog.first.item3': 'Availability schedules with time zones and date overrides',
  'blog.first.item4': 'The public booking page at /{username}/{slug}, with no double booking',
  'blog.first.item5': 'Emails with .ics invites and cancellation links',
  'blog.first.item6': 'Google Calendar sync and Google Meet links',
  'blog.first.item7': 'A dashboard with bookings, a calendar view and basic analytics',
  'blog.first.item8': 'The Free plan: {{price}} per month, up to {{maxActive}} active event types',
  'blog.next.heading': 'What comes next',
  'blog.next.item1': 'Office 365 and Apple Calendar',
  'blog.next.item2': 'Notification settings',
  'blog.next.item3': 'Polishing what users of the alpha report',
  'blog.next.report': 'Report a problem',

  'careers.title': 'Careers',
  'careers.lead':
    '{{brand}} is an open-source project, not a company with open positions: we are not hiring.',
  'careers.contribute.heading': 'Contribute instead',
  'careers.contribute.p1':
    'We are an open-source project; contribute on the repository. Open an issue to discuss a change, then send a pull request. Fixes, translations and documentation are as welcome as features.',
  'careers.start.heading': 'Good places to start',
  'careers.start.item1': 'Translations of the five interface languages (en, es, fr, de, zh)',
  'careers.start.item2': 'The planned Office 365 and Apple Calendar integrations',
  'careers.start.item3': 'Accessibility and small-screen fixes',
  'careers.start.item4': 'Documentation for self-hosting',

  'contact.title': 'Contact',
  'contact.lead': "{{brand}} is built in the open, so conversations happen on the project's repository.",
  'contact.questions.heading': 'Questions, ideas and bug reports',
  'contact.questions.p1':
    'Open an issue on the repository. For a bug, say what you did, what you expected and what happened instead.',
  'contact.security.heading': 'Security problems',
  'contact.security.p1':
    'Please do not report them in a public issue; the Security page says how to report them.',
  'contact.account.heading': 'Your account on someone else’s instance',
  'contact.account.p1':
    'If someone else runs the {{brand}} you use, its operator manages your account and data: ask them first.',

  'help.title': 'Help',
  'help.lead': 'Getting started with {{brand}}, step by step.',
  'help.account.heading': '1. Create an account',
  'help.account.p1':
    'Sign up with your email and a username (it becomes part of your booking links), or with Google. You get a default schedule, “Working hours”: Monday to Friday, 09:00 to 17:00, in your browser’s time zone.',
  'help.availability.heading': '2. Set your availability',
  'help.availability.p1':
    'Under Availability, change your weekly hours, add date overrides, or create more schedules. Exactly one schedule is your default.',
  'help.eventType.heading': '3. Create an event type',
  'help.eventType.p1':
    'Under Event Types, choose New Event Type and set its title, duration, location and schedule. Active event types are public; the Free plan allows {{maxActive}} of them.',
  'help.share.heading': '4. Share your link',
  'help.share.p1':
    'Each active event type is bookable at /{username}/{slug}. Use Copy Link on its card and send it, or put it on your site.',
  'help.bookings.heading': '5. Manage your bookings',
  'help.bookings.p1':
    'Under Bookings, confirm or reject pending bookings, cancel confirmed ones, and switch to the calendar view to see your month.',
  'help.google.heading': 'Connect Google Calendar',
  'help.google.p1':
    'In Settings, open Calendar Integrations and connect a Google account. Its busy times then block your slots, and confirmed bookings appear in its calendar.',
  'help.password.heading': 'Forgot your password?',
  'help.password.p1':
    'Choose “Forgot password” on the sign-in page. If the email belongs to an account, a single-use link valid for one hour is sent to it.',

  'privacy.title': 'Privacy',
  'privacy.lead': 'What {{brand}} stores and why. It is short, because it stores little.',
  'privacy.stored.heading': 'What is stored',
  'privacy.stored.item1': 'Your account: name, surname, username, email, avatar, time zone and language',
  'privacy.stored.item2': 'Your password, only as an argon2id hash, never the password itself',
  'privacy.stored.item3': 'Your event types, availability schedules and bookings',
  'privacy.stored.item4':
    'For each booking: the attendee’s name, email, time zone, answers to your questions and any additional attendees',
  'privacy.stored.item5':
    'Connected Google accounts: name, email, granted scopes, and access tokens, stored encrypted',
  'privacy.cookies.heading': 'Tokens and cookies',
  'privacy.cookies.p1':
    'To keep you signed in, your browser holds a short-lived access token in local storage and a refresh cookie the page’s scripts cannot read; an XSRF-TOKEN cookie protects against cross-site requests. There are no other cookies.',
  'privacy.tracking.heading': 'No tracking',
  'privacy.tracking.p1':
    'No analytics scripts, no advertising, no third-party trackers. The basic analytics in your dashboard count your own bookings; they do not follow visitors.',
  'privacy.visibility.heading': 'Who sees what',
  'privacy.visibility.p1':
    'People booking you see your name, avatar and the public details of the event type. A cancellation link shows the summary of its booking, never other attendees’ data. Emails go through the SMTP server the instance is configured with; Google receives data only for the accounts you connect.',
  'privacy.responsible.heading': 'Who is responsible',
  'privacy.responsible.p1':
    'Whoever runs a {{brand}} instance controls its data. If you self-host it, that is you.',

  'terms.title': 'Terms',
  'terms.lead': 'The short version of the rules for using {{brand}}.',
  'terms.software.heading': 'The software',
  'terms.software.p1':
    '{{brand}} is open-source software, provided as is, without warranty of any kind. It is an early alpha: expect rough edges, and keep your own copy of data you care about.',
  'terms.plan.heading': 'The Free plan',
  'terms.plan.p1':
    '{{price}} per month, no credit card required. It includes unlimited event types, up to {{maxActive}} of them active at a time.',
  'terms.fair.heading': 'Using it fairly',
  'terms.fair.item1': 'Use it lawfully, and only invite people to book who want to meet you',
  'terms.fair.item2': 'Do not flood other people’s booking pages with automated bookings',
  'terms.fair.item3': 'Keep your password to yourself',
  'terms.instances.heading': 'Instances',
  'terms.instances.p1':
    'Whoever operates a {{brand}} instance is responsible for it and may add their own rules to these.',

  'security.title': 'Security',
  'security.lead': 'How {{brand}} protects accounts and bookings.',
  'security.accounts.heading': 'Accounts',
  'security.accounts.item1': 'Passwords are hashed with argon2id',
  'security.accounts.item2': 'Failed sign-ins are rate-limited per account and per address',
  'security.accounts.item3':
    'Access tokens are short-lived; the refresh cookie is httpOnly and SameSite, rotated on every use, with reuse detection',
  'security.accounts.item4':
    'An XSRF-TOKEN cookie and X-XSRF-TOKEN header protect calls authenticated by cookie',
  'security.accounts.item5':
    'Password reset links are single-use and expire after one hour, and the answer is the same whether or not the email exists',
  'security.accounts.item6':
    'Sign-in with Google uses the OAuth 2.0 authorization-code flow with PKCE and state; Google tokens are stored encrypted',
  'security.bookings.heading': 'Bookings',
  'security.bookings.item1': 'Overlapping bookings for a host are refused by a database constraint',
  'security.bookings.item2': 'Booking ids are random UUIDs, so a cancellation link cannot be guessed',
  'security.bookings.item3': 'A cancellation page shows its own booking only, never other attendees’ data',
  'security.report.heading': 'Reporting a vulnerability',
  'security.report.p1':
    'Please report it privately to the maintainers on the repository, not in a public issue, so it can be fixed before it is disclosed.',
  'features.teams.p2':
    "Each host's own default schedule applies, or one fixed schedule for the whole team type. The team page /team/{team} lists the team's event types and hosts, each with its own booking page.",
};

export type MarketingKey = keyof typeof marketing;
export default marketing;
