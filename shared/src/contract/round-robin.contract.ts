import { z } from 'zod';

/** Fair round robin (docs/product.md#fair-round-robin): messages of the API and the form. */
export const roundRobinMessages = {
  weight: 'Weight is a whole number from 1 to 100',
  priority: 'Choose a priority from lowest to highest',
  capLimit: 'The cap is a whole number of bookings from 1 to 100',
  hostNotListed: 'Settings can only be given for hosts of this event type',
  roundRobinOnly: 'Weights, priorities and caps are for round-robin types',
} as const;

/** Priority 0 (lowest) .. 4 (highest); 2 is medium, the default. */
export const roundRobinPriorities = [0, 1, 2, 3, 4] as const;
export const roundRobinDefaults = { weight: 1, priority: 2 } as const;
export const roundRobinCapPeriods = ['day', 'week'] as const;
export type RoundRobinCapPeriod = (typeof roundRobinCapPeriods)[number];

export const roundRobinHostSchema = z.strictObject({
  user_id: z.uuid(),
  weight: z.int({ error: roundRobinMessages.weight }).min(1, { error: roundRobinMessages.weight }).max(100, {
    error: roundRobinMessages.weight,
  }),
  priority: z
    .int({ error: roundRobinMessages.priority })
    .min(0, { error: roundRobinMessages.priority })
    .max(4, { error: roundRobinMessages.priority }),
});
export type RoundRobinHost = z.infer<typeof roundRobinHostSchema>;

export const roundRobinCapSchema = z.strictObject({
  limit: z
    .int({ error: roundRobinMessages.capLimit })
    .min(1, { error: roundRobinMessages.capLimit })
    .max(100, {
      error: roundRobinMessages.capLimit,
    }),
  period: z.enum(roundRobinCapPeriods),
});
export type RoundRobinCap = z.infer<typeof roundRobinCapSchema>;

/**
 * A round-robin type's fairness: each host's weight (share of bookings) and priority (higher
 * first among the free), and a cap of bookings per host per day or week (null: none). Hosts
 * not listed get the defaults.
 */
export const roundRobinSettingsSchema = z.strictObject({
  hosts: z.array(roundRobinHostSchema).max(100),
  cap: roundRobinCapSchema.nullable(),
});
export type RoundRobinSettings = z.infer<typeof roundRobinSettingsSchema>;

/** Why a round-robin booking went to its host, shown in the host's details. */
export const assignmentReasons = ['only_free', 'priority', 'fewest', 'least_recent', 'order'] as const;
export type AssignmentReason = (typeof assignmentReasons)[number];

export const bookingAssignmentSchema = z.object({
  reason: z.enum(assignmentReasons),
  /** The assigned host's weight and priority, and their bookings of the type in the trailing 30 days. */
  weight: z.int(),
  priority: z.int(),
  recent_bookings: z.int(),
  /** Hosts that were free and under their cap at that time. */
  candidates: z.int(),
});
export type BookingAssignment = z.infer<typeof bookingAssignmentSchema>;
