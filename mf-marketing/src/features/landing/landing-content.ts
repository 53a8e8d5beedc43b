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
import type { MarketingKey } from '../../app/locales/en';

/** A titled text with its icon; title and text are keys of the marketing catalogue. */
export interface IconText {
  icon: LucideIcon;
  title: MarketingKey;
  text: MarketingKey;
}

/** The landing page's claims (docs/product.md#marketing-pages), each with what backs it. */
export const productClaims: readonly IconText[] = [
  { icon: Sparkles, title: 'landing.claim.simplified.title', text: 'landing.claim.simplified.text' },
  { icon: Globe, title: 'landing.claim.timeZone.title', text: 'landing.claim.timeZone.text' },
  { icon: Smartphone, title: 'landing.claim.mobile.title', text: 'landing.claim.mobile.text' },
  { icon: CalendarSync, title: 'landing.claim.calendars.title', text: 'landing.claim.calendars.text' },
  { icon: ShieldCheck, title: 'landing.claim.privacy.title', text: 'landing.claim.privacy.text' },
  { icon: Zap, title: 'landing.claim.fast.title', text: 'landing.claim.fast.text' },
];

/** The three-step how-it-works (docs/product.md#marketing-pages). */
export const howItWorksSteps: readonly { title: MarketingKey; text: MarketingKey }[] = [
  { title: 'landing.step.create.title', text: 'landing.step.create.text' },
  { title: 'landing.step.share.title', text: 'landing.step.share.text' },
  { title: 'landing.step.booked.title', text: 'landing.step.booked.text' },
];

/** The marketing blurbs of docs/product.md#marketing-pages. */
export const schedulingBlurbs: readonly IconText[] = [
  { icon: CalendarCheck2, title: 'landing.blurb.smart.title', text: 'landing.blurb.smart.text' },
  { icon: Timer, title: 'landing.blurb.timeZone.title', text: 'landing.blurb.timeZone.text' },
  { icon: Users, title: 'landing.blurb.team.title', text: 'landing.blurb.team.text' },
  { icon: Zap, title: 'landing.blurb.instant.title', text: 'landing.blurb.instant.text' },
];

/**
 * Illustrative quotes: the release is an early alpha, so they describe the people the product
 * is built for; the page says so next to them, and names no person or company.
 */
export const illustrativeQuotes: readonly { quote: MarketingKey; who: MarketingKey }[] = [
  { quote: 'landing.quote.consultant.quote', who: 'landing.quote.consultant.who' },
  { quote: 'landing.quote.studio.quote', who: 'landing.quote.studio.who' },
  { quote: 'landing.quote.selfHoster.quote', who: 'landing.quote.selfHoster.who' },
];

/** Badges that state true properties of the product instead of invented ratings. */
export const propertyBadges: readonly { icon: LucideIcon; label: MarketingKey }[] = [
  { icon: Scale, label: 'landing.property.openSource' },
  { icon: Server, label: 'landing.property.selfHostable' },
  { icon: CreditCard, label: 'landing.property.noCreditCard' },
  { icon: ShieldCheck, label: 'landing.property.noTracking' },
];
