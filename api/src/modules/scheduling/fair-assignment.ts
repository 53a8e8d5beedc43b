import type { AssignmentReason } from '@slotwise/shared/contract/round-robin.contract';

/** A host free at the start and under its cap, with its standing (docs/product.md#fair-round-robin). */
export interface AssignmentCandidate {
  hostId: string;
  weight: number;
  priority: number;
  /** Bookings of the type assigned in the trailing 30 days. */
  recentCount: number;
  /** Epoch ms of the latest one; null when never booked. */
  lastBookedAt: number | null;
}

export interface FairChoice {
  hostId: string;
  reason: AssignmentReason;
  candidate: AssignmentCandidate;
  candidates: number;
}

/** a's bookings per unit of weight compared with b's, without fractions. */
function byWeightedCount(a: AssignmentCandidate, b: AssignmentCandidate): number {
  return a.recentCount * b.weight - b.recentCount * a.weight;
}

function byLastBooked(a: AssignmentCandidate, b: AssignmentCandidate): number {
  return (a.lastBookedAt ?? Number.NEGATIVE_INFINITY) - (b.lastBookedAt ?? Number.NEGATIVE_INFINITY);
}

/**
 * Fair round robin (docs/product.md#fair-round-robin): the highest priority among the
 * candidates; among those, the fewest bookings per unit of weight (a host of weight 2 gets
 * twice the share), then the least recently booked, then user id. The reason says which rule
 * decided. Null without candidates.
 */
export function pickFairHost(candidates: AssignmentCandidate[]): FairChoice | null {
  if (candidates.length === 0) return null;
  const order = [...candidates].sort(
    (a, b) =>
      b.priority - a.priority ||
      byWeightedCount(a, b) ||
      byLastBooked(a, b) ||
      (a.hostId < b.hostId ? -1 : a.hostId > b.hostId ? 1 : 0),
  );
  const [first, second] = order;
  const reason: AssignmentReason = !second
    ? 'only_free'
    : second.priority < first.priority
      ? 'priority'
      : byWeightedCount(first, second) < 0
        ? 'fewest'
        : byLastBooked(first, second) < 0
          ? 'least_recent'
          : 'order';
  return { hostId: first.hostId, reason, candidate: first, candidates: candidates.length };
}
