/**
 * A value kept in a job's JSON payload as it was when the change committed, so the job renders
 * or sends exactly that (docs/database.md#the-booking-race). JSON has no dates: each Date is
 * stored as `{ "$date": "<ISO>" }` and turned back into a Date when read. Nothing else changes,
 * so a string that merely looks like a date (an answer, a name) stays a string.
 */
export type JobSnapshot = { readonly __snapshot: true };

export function toJobSnapshot(value: unknown): JobSnapshot {
  return JSON.parse(
    JSON.stringify(value, function (this: Record<string, unknown>, key, encoded) {
      const raw = this[key];
      return raw instanceof Date ? { $date: raw.toISOString() } : encoded;
    }),
  ) as JobSnapshot;
}

export function fromJobSnapshot<T>(snapshot: JobSnapshot): T {
  return revive(snapshot) as T;
}

function revive(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(revive);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value);
  if (entries.length === 1 && entries[0]?.[0] === '$date' && typeof entries[0][1] === 'string') {
    return new Date(entries[0][1]);
  }
  return Object.fromEntries(entries.map(([key, inner]) => [key, revive(inner)]));
}
