import type { EventType } from '@slotwise/shared/contract/event-types.contract';
import type { Translate } from '@slotwise/shared/i18n/i18n';
import type { EventTypesKey } from '../../app/locales/en';

export type StatusFilter = 'all' | 'active' | 'inactive';
/** 'all', 'none' (no Google account) or a connected account's id. */
export type AccountFilter = string;

export interface EventTypeFilters {
  search: string;
  status: StatusFilter;
  account: AccountFilter;
}

export const noFilters: EventTypeFilters = { search: '', status: 'all', account: 'all' };

export function hasActiveFilter(filters: EventTypeFilters): boolean {
  return filters.search.trim() !== '' || filters.status !== 'all' || filters.account !== 'all';
}

/** Search matches the title, slug or description, ignoring letter case. */
export function filterEventTypes(eventTypes: readonly EventType[], filters: EventTypeFilters): EventType[] {
  const query = filters.search.trim().toLowerCase();
  return eventTypes.filter((eventType) => {
    if (filters.status === 'active' && !eventType.public) return false;
    if (filters.status === 'inactive' && eventType.public) return false;
    if (filters.account === 'none' && eventType.connected_google_account_id !== null) return false;
    if (
      filters.account !== 'all' &&
      filters.account !== 'none' &&
      eventType.connected_google_account_id !== filters.account
    ) {
      return false;
    }
    if (query === '') return true;
    return [eventType.title, eventType.slug, eventType.description ?? ''].some((text) =>
      text.toLowerCase().includes(query),
    );
  });
}

/**
 * docs/product.md#event-types-screen: 'You have N event types' unfiltered, else 'Showing N of M event types'.
 */
export function countLine(
  shown: number,
  total: number,
  filtered: boolean,
  t: Translate<EventTypesKey>,
): string {
  return filtered
    ? t('eventTypes.countShown', { shown, count: total })
    : t('eventTypes.countAll', { count: total });
}

/**
 * The public booking page of an event type (docs/product.md#public-booking-page);
 * the spec's origin/{slug} lacks the user.
 */
export function publicEventTypeUrl(origin: string, username: string, slug: string): string {
  return `${origin}/${username}/${slug}`;
}

/** A team type's booking page: /team/{team-slug}/{slug} (docs/product.md#team-pages). */
export function teamEventTypeUrl(origin: string, teamSlug: string, slug: string): string {
  return `${origin}/team/${encodeURIComponent(teamSlug)}/${slug}`;
}
