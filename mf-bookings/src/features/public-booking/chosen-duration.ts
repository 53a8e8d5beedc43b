import { offeredDurationsOf } from '@slotwise/shared/contract/redirect-address.contract';

/**
 * The duration a booking page starts with (docs/product.md#several-durations): the link's
 * `?duration=` when the type offers it, else the type's default.
 */
export function initialDuration(
  eventType: { duration: number; durations?: readonly number[] | null },
  search: string,
): number {
  const asked = Number(new URLSearchParams(search).get('duration') ?? '');
  return offeredDurationsOf(eventType).includes(asked) ? asked : eventType.duration;
}

/** Whether the page's address names this duration (the free-times call then names it too). */
export function addressNames(search: string, duration: number): boolean {
  return new URLSearchParams(search).get('duration') === String(duration);
}

/** Puts the chosen duration in the address (replacing the entry), so the link shares it. */
export function showDurationInAddress(duration: number): void {
  const { location, history } = globalThis;
  if (!location || !history) return;
  const url = new URL(location.href);
  url.searchParams.set('duration', String(duration));
  history.replaceState(history.state, '', url.toString());
}
