import { isoDateSchema } from '@slotwise/shared/contract/availability.contract';
import { z } from 'zod';

/** Out of office (docs/product.md#out-of-office): messages of the API and the form. */
export const outOfOfficeMessages = {
  endBeforeStart: 'The last day must be on or after the first day',
  tooLong: 'An out-of-office period lasts at most 365 days',
  inThePast: 'The last day is already past',
  overlap: 'This period overlaps another of your out-of-office periods',
  teammateNotFound: 'Choose a member of a team you share',
  notFound: 'Out-of-office period not found',
  deleted: 'Out-of-office period deleted',
  tooMany: 'You can keep at most 50 out-of-office periods',
} as const;

/** Longest period, and most periods a host keeps (past ones included until they are deleted). */
export const outOfOfficeLimits = { maxDays: 365, maxEntries: 50 } as const;

/** Why the host is away; shown to the host only (attendees see "away until"). */
export const outOfOfficeReasons = ['vacation', 'travel', 'sick_leave', 'public_holiday', 'other'] as const;
export type OutOfOfficeReason = (typeof outOfOfficeReasons)[number];

/**
 * POST / PUT /api/out-of-office: the first and last day away (inclusive, in the host's time
 * zone), the reason and, optionally, a teammate (a member of a team the host is in) to send
 * attendees to.
 */
export const outOfOfficeInputSchema = z
  .strictObject({
    start_date: isoDateSchema,
    end_date: isoDateSchema,
    reason: z.enum(outOfOfficeReasons),
    teammate_id: z.uuid({ error: outOfOfficeMessages.teammateNotFound }).nullish(),
  })
  .superRefine((value, ctx) => {
    if (value.end_date < value.start_date) {
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: outOfOfficeMessages.endBeforeStart });
      return;
    }
    const days = (Date.parse(value.end_date) - Date.parse(value.start_date)) / 86_400_000 + 1;
    if (days > outOfOfficeLimits.maxDays) {
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: outOfOfficeMessages.tooLong });
    }
  });
export type OutOfOfficeInput = z.input<typeof outOfOfficeInputSchema>;

export const outOfOfficeTeammateSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  surname: z.string().nullable(),
  username: z.string(),
});
export type OutOfOfficeTeammate = z.infer<typeof outOfOfficeTeammateSchema>;

export const outOfOfficeSchema = z.object({
  id: z.uuid(),
  start_date: z.string(),
  end_date: z.string(),
  reason: z.enum(outOfOfficeReasons),
  /** Null when none was chosen, or when the teammate no longer shares a team with the host. */
  teammate: outOfOfficeTeammateSchema.nullable(),
  created_at: z.string(),
});
export type OutOfOffice = z.infer<typeof outOfOfficeSchema>;

/**
 * What the booking page shows of a host who is away (no reason: that stays with the host):
 * the last day away and, when the host named one, the teammate's page for the same kind of
 * meeting (their type of the same slug, else their profile).
 */
export const publicAwaySchema = z.object({
  /** Last day away (inclusive), in the host's time zone. */
  until: z.string(),
  /** First day away; a period that has not begun yet is announced too. */
  from: z.string(),
  /** The host is away today (in the host's zone): the page says "away until". */
  current: z.boolean(),
  teammate: z
    .object({
      name: z.string(),
      surname: z.string().nullable(),
      /** The path of the teammate's page: `/{username}/{slug}` or `/{username}`. */
      path: z.string(),
    })
    .nullable(),
});
export type PublicAway = z.infer<typeof publicAwaySchema>;
