import {
  CalendarCheck2,
  CalendarSync,
  CreditCard,
  Globe,
  type LucideIcon,
  Scale,
  Server,
  ShieldCheck,
  Smartphone,
  Sparkles,
  Timer,
  Users,
  Zap,
} from 'lucide-react';

export interface IconText {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** The landing page's claims (product-spec §1), each with what backs it. */
export const productClaims: readonly IconText[] = [
  {
    icon: Sparkles,
    title: 'Simplified scheduling',
    text: 'Share one link per event type. Invitees pick a free time, with no back-and-forth emails.',
  },
  {
    icon: Globe,
    title: "Times in the invitee's time zone",
    text: 'The booking page detects the visitor’s time zone and shows every time in it; they can change it.',
  },
  {
    icon: Smartphone,
    title: 'Mobile friendly',
    text: 'The booking page and your dashboard work on a phone as well as on a desktop.',
  },
  {
    icon: CalendarSync,
    title: 'Calendar integrations',
    text: 'Google Calendar today: busy times block slots and bookings become events. Outlook and more are on the roadmap.',
  },
  {
    icon: ShieldCheck,
    title: 'Privacy first',
    text: 'No tracking, no ads. Passwords are hashed with argon2id, and you can run it on your own server.',
  },
  {
    icon: Zap,
    title: 'Fast',
    text: 'A small, precompressed front end and a lean API, so pages open quickly even on mobile networks.',
  },
];

/** The three-step how-it-works (product-spec §1). */
export const howItWorksSteps: readonly { title: string; text: string }[] = [
  {
    title: 'Create event types',
    text: 'Give each kind of meeting a title, a duration and its details: location, buffers, questions, reminders.',
  },
  {
    title: 'Share your link',
    text: 'Every event type gets a public page at /{username}/{slug}. Put it in your email signature or on your site.',
  },
  {
    title: 'Get booked',
    text: 'Invitees pick a time. Both of you get an email with an .ics invite, and the meeting lands in your calendar.',
  },
];

/** The marketing blurbs of product-spec §1. */
export const schedulingBlurbs: readonly IconText[] = [
  {
    icon: CalendarCheck2,
    title: 'Smart scheduling',
    text: 'Prevents double bookings with a database constraint, and respects the buffer times you set around meetings.',
  },
  {
    icon: Timer,
    title: 'Time zone handling',
    text: 'Your availability lives in your time zone and stays right across daylight-saving changes on both sides.',
  },
  {
    icon: Users,
    title: 'Team scheduling',
    text: 'Create a team and offer round-robin or collective event types across its members.',
  },
  {
    icon: Zap,
    title: 'Instant booking',
    text: 'Bookings confirm at once, or wait for your approval when you switch on “Requires confirmation”.',
  },
];

/**
 * Illustrative quotes: the release is an early alpha, so they describe the people the product
 * is built for; the page says so next to them, and names no person or company.
 */
export const illustrativeQuotes: readonly { quote: string; who: string }[] = [
  {
    quote: 'I send one link instead of five emails to find a time that works.',
    who: 'An independent consultant',
  },
  {
    quote: 'Clients book in their own time zone, so nobody joins an hour early any more.',
    who: 'A small remote studio',
  },
  {
    quote: 'We run it on our own server next to our other tools, and the data stays with us.',
    who: 'A developer who self-hosts',
  },
];

/** Badges that state true properties of the product instead of invented ratings. */
export const propertyBadges: readonly { icon: LucideIcon; label: string }[] = [
  { icon: Scale, label: 'Open source' },
  { icon: Server, label: 'Self-hostable' },
  { icon: CreditCard, label: 'No credit card' },
  { icon: ShieldCheck, label: 'No tracking' },
];
