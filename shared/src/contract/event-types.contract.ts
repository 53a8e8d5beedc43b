import { requiredText } from '@slotwise/shared/contract/auth.contract';
import {
  bookingLimitsResponseSchema,
  bookingLimitsSchema,
  bookingWindowRangeResponseSchema,
  bookingWindowRangeSchema,
  noBookingLimits,
  slotIntervalSchema,
} from '@slotwise/shared/contract/booking-limits.contract';
import {
  durationsRedirectMessages,
  offeredDurationsInputSchema,
  redirectUrlInputSchema,
} from '@slotwise/shared/contract/durations-redirect.contract';
import {
  eventLocations,
  isMeetingUrl,
  isPhoneNumber,
  locationMessages,
  phoneSources,
} from '@slotwise/shared/contract/locations.contract';
import {
  changePolicyDefaults,
  changePolicyResponseSchema,
  changePolicySchema,
  sharingModes,
} from '@slotwise/shared/contract/private-sharing.contract';
import { optionsProblem, questionLimits, questionTypes } from '@slotwise/shared/contract/questions.contract';
import { recurringDefaults, recurringMessages } from '@slotwise/shared/contract/recurring.contract';
import { roundRobinSettingsSchema } from '@slotwise/shared/contract/round-robin.contract';
import {
  recurringCountMax,
  recurringCountMin,
  recurringFrequencies,
} from '@slotwise/shared/contract/series-rule.contract';
import { validationMessages as m } from '@slotwise/shared/contract/validation-messages.contract';
import { z } from 'zod';

export const eventTypeKinds = ['one_on_one', 'group', 'collective', 'round_robin'] as const;
export type EventTypeKind = (typeof eventTypeKinds)[number];

/**
 * Offered in the dialog (docs/product.md#event-type-fields-and-limits);
 * the API accepts any 5-minute step up to 12 hours.
 */
export const offeredDurations = [15, 30, 45, 60, 120] as const;
export const offeredBuffers = [0, 5, 10, 15, 30, 60] as const;
export const reminderTimes = ['5m', '10m', '15m', '30m', '1h', '2h', '12h', '24h', '48h'] as const;
export type ReminderTime = (typeof reminderTimes)[number];
export const reminderMethods = ['email', 'sms'] as const;
/** docs/product.md#questions-and-guests: short and long text, choices, phone, number, URL. */
export const answerTypes = questionTypes;

/** Minutes before the start of each reminder time. */
export const reminderMinutes: Record<ReminderTime, number> = {
  '5m': 5,
  '10m': 10,
  '15m': 15,
  '30m': 30,
  '1h': 60,
  '2h': 120,
  '12h': 720,
  '24h': 1440,
  '48h': 2880,
};

export const eventTypeDefaults = {
  event_type: 'one_on_one',
  /** With a Google account; without one new types default to `jitsi` (defaultLocation). */
  location: 'google_meet',
  duration: 30,
  buffer_before: 0,
  buffer_after: 0,
  public: true,
  requires_confirmation: false,
  confirm_attendee_email: false,
  recurring: false,
  /** Attendees cannot book less than this many minutes ahead. */
  minimum_notice_minutes: 240,
  /** ...nor more than this many days ahead. */
  booking_window_days: 60,
} as const;

/** Team event types (docs/product.md#teams). */
export const teamEventTypeKinds = ['round_robin', 'collective'] as const satisfies readonly EventTypeKind[];
export const teamEventTypeMessages = {
  teamNotFound: 'Team not found',
  teamRequired: 'Round robin and collective event types belong to a team',
  personalOnly: 'One-on-one and group event types cannot belong to a team',
  hostNotMember: 'Hosts must be accepted members of the team',
  noHosts: 'Choose at least one host',
  forbidden: 'Only team owners and admins can do this',
} as const;

export const eventTypeMessages = {
  slugPattern: 'Use lowercase letters, numbers and dashes only',
  slugTaken: 'You already have an event type with this link',
  maxActive: 'The Free plan allows up to 5 active event types. Deactivate another event type first.',
  maxParticipants: 'Group event types need a maximum number of participants',
  availabilityNotFound: 'Choose one of your availability schedules',
  noAvailability: 'You need to create an availability schedule first.',
  notFound: 'Event type not found',
  duration: 'Choose a duration between 5 minutes and 12 hours, in steps of 5 minutes',
  tooManyReminders: 'At most 3 reminders',
  tooManyQuestions: 'At most 5 questions',
  /** connected_google_account_id is not one of the host's connected Google accounts. */
  googleAccountNotFound: 'Google account not found',
  deleted: 'Event type deleted',
  /** DELETE while pending or confirmed bookings lie ahead: their attendees must be told first. */
  hasUpcomingBookings: 'This event type has upcoming bookings. Cancel them first.',
} as const;

/** docs/product.md#slugs: lowercase, runs of non-alphanumerics become a dash, no edge dashes. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const slugSchema = requiredText()
  .max(80, { error: m.maxLength(80) })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: eventTypeMessages.slugPattern });

export const reminderSchema = z.strictObject({
  time: z.enum(reminderTimes),
  method: z.enum(reminderMethods),
});
export type Reminder = z.infer<typeof reminderSchema>;

export const questionInputSchema = z
  .strictObject({
    question_text: requiredText().max(300, { error: m.maxLength(300) }),
    required: z.boolean().default(false),
    answer_type: z.enum(answerTypes).default('short'),
    active: z.boolean().default(true),
    sort_order: z.int().min(0).max(100).default(0),
    /** The choices of a select, radio or checkboxes question; dropped for the other types. */
    options: z
      .array(
        z
          .string()
          .trim()
          .max(questionLimits.optionMax, { error: m.maxLength(questionLimits.optionMax) }),
      )
      .max(questionLimits.maxOptions * 5)
      .default([]),
  })
  .superRefine((value, ctx) => {
    const problem = optionsProblem(value.answer_type, value.options);
    if (problem) ctx.addIssue({ code: 'custom', path: ['options'], message: problem });
  });
export type QuestionInput = z.input<typeof questionInputSchema>;

const minutes = (max: number) => z.int().min(0).max(max);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: m.maxLength(max) })
    .nullish()
    .transform((value) => value || null);

/** Details of the chosen location (docs/product.md#locations); the others are dropped on save. */
export const locationDetailsInputSchema = z.strictObject({
  address: optionalText(500),
  phone: optionalText(40).refine((value) => value === null || isPhoneNumber(value), {
    error: locationMessages.phoneInvalid,
  }),
  phone_from: z.enum(phoneSources).default('host'),
  meeting_url: optionalText(2000).refine((value) => value === null || isMeetingUrl(value), {
    error: locationMessages.urlInvalid,
  }),
});
export type LocationDetailsInput = z.input<typeof locationDetailsInputSchema>;

export const locationDetailsSchema = z.object({
  address: z.string().nullable(),
  phone: z.string().nullable(),
  phone_from: z.enum(phoneSources),
  meeting_url: z.string().nullable(),
});

/** POST /api/event-types and PUT /api/event-types/{id} (docs/product.md#event-type-fields-and-limits). */
export const eventTypeInputSchema = z
  .strictObject({
    title: requiredText().max(120, { error: m.maxLength(120) }),
    slug: slugSchema,
    description: z
      .string()
      .trim()
      .max(2000, { error: m.maxLength(2000) })
      .nullish(),
    event_type: z.enum(eventTypeKinds).default(eventTypeDefaults.event_type),
    availability_id: z.uuid({ error: eventTypeMessages.availabilityNotFound }).nullish(),
    connected_google_account_id: z.uuid().nullish(),
    duration: z
      .int({ error: eventTypeMessages.duration })
      .min(5, { error: eventTypeMessages.duration })
      .max(720, { error: eventTypeMessages.duration })
      .multipleOf(5, { error: eventTypeMessages.duration })
      .default(eventTypeDefaults.duration),
    /** Every duration the attendee may choose (docs/product.md#several-durations); empty: only `duration`. */
    durations: offeredDurationsInputSchema(eventTypeMessages.duration),
    /** https address opened after booking (docs/product.md#after-booking); null or '': none. */
    redirect_url: redirectUrlInputSchema,
    /**
     * Omitted: `google_meet` (the spec's default) when the server has a Google client and the host
     * a Google account, else `jitsi`, whose link always works (docs/product.md#jitsi-meet).
     */
    location: z.enum(eventLocations).optional(),
    max_participants: z.int().min(1).max(1000).nullish(),
    public: z.boolean().default(eventTypeDefaults.public),
    requires_confirmation: z.boolean().default(eventTypeDefaults.requires_confirmation),
    /** Bookings hold the time until the attendee confirms their e-mail (docs/product.md#attendee-e-mail-confirmation). */
    confirm_attendee_email: z.boolean().default(eventTypeDefaults.confirm_attendee_email),
    recurring: z.boolean().default(eventTypeDefaults.recurring),
    /** How a recurring type repeats and the most meetings an attendee may book (docs/product.md#recurring-series). */
    recurring_frequency: z.enum(recurringFrequencies).default(recurringDefaults.frequency),
    recurring_max_count: z
      .int({ error: recurringMessages.countRange })
      .min(recurringCountMin, { error: recurringMessages.countRange })
      .max(recurringCountMax, { error: recurringMessages.countRange })
      .default(recurringDefaults.max_count),
    reminders: z.array(reminderSchema).max(3, { error: eventTypeMessages.tooManyReminders }).default([]),
    buffer_before: minutes(240).default(eventTypeDefaults.buffer_before),
    buffer_after: minutes(240).default(eventTypeDefaults.buffer_after),
    questions: z.array(questionInputSchema).max(5, { error: eventTypeMessages.tooManyQuestions }).default([]),
    minimum_notice_minutes: minutes(60 * 24 * 30).default(eventTypeDefaults.minimum_notice_minutes),
    booking_window_days: z.int().min(1).max(365).default(eventTypeDefaults.booking_window_days),
    /** docs/product.md#booking-limits-and-start-times: meetings per day, week, month, year (null: none). */
    booking_limits: bookingLimitsSchema.default(noBookingLimits),
    /** Minutes between offered start times; null or omitted: the duration, at most 30. */
    slot_interval: slotIntervalSchema,
    /** A fixed window of host-local dates instead of booking_window_days; null or omitted: rolling. */
    booking_window_range: bookingWindowRangeSchema.nullish().transform((value) => value ?? null),
    /**
     * The team of a round-robin or collective type (docs/product.md#teams); null or omitted for
     * personal types. On PUT, omitted keeps the type's team.
     */
    team_id: z.uuid({ error: teamEventTypeMessages.teamNotFound }).nullish(),
    /** Accepted members of the team who host it; omitted: every accepted member. */
    host_ids: z
      .array(z.uuid({ error: teamEventTypeMessages.hostNotMember }))
      .max(100)
      .optional(),
    location_details: locationDetailsInputSchema.nullish(),
    /** docs/product.md#private-sharing. */
    sharing: z.enum(sharingModes).default('listed'),
    /** docs/product.md#cancel-and-reschedule-policy. */
    change_policy: changePolicySchema.default({ ...changePolicyDefaults }),
    /** Round-robin types: weights, priorities and a cap (docs/product.md#fair-round-robin); omitted keeps them. */
    round_robin: roundRobinSettingsSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.durations.length > 0 && !value.durations.includes(value.duration)) {
      ctx.addIssue({
        code: 'custom',
        path: ['durations'],
        message: durationsRedirectMessages.durationsDefault,
      });
    }
    if (value.location === 'in_person' && value.location_details && !value.location_details.address) {
      ctx.addIssue({
        code: 'custom',
        path: ['location_details', 'address'],
        message: locationMessages.addressRequired,
      });
    }
    if (value.recurring && value.event_type === 'group') {
      ctx.addIssue({ code: 'custom', path: ['recurring'], message: recurringMessages.groupNotRecurring });
    }
    // Collective types hold every host's time; only group types need seats.
    const seated = value.event_type === 'group';
    if (seated && !value.max_participants) {
      ctx.addIssue({
        code: 'custom',
        path: ['max_participants'],
        message: eventTypeMessages.maxParticipants,
      });
    }
  });
export type EventTypeInput = z.input<typeof eventTypeInputSchema>;

// Response bodies: the API serialises with these schemas (and documents them); the types are theirs.
export const questionResponseSchema = z.object({
  id: z.uuid(),
  question_text: z.string(),
  required: z.boolean(),
  answer_type: z.enum(answerTypes),
  active: z.boolean(),
  sort_order: z.int(),
  /** Empty unless a choice type (always sent; optional in the type for older fixtures). */
  options: z.array(z.string()).optional(),
});
export type Question = z.infer<typeof questionResponseSchema>;

export const connectedGoogleAccountSchema = z.object({
  id: z.uuid(),
  name: z.string().nullable(),
  email: z.string(),
  avatar: z.string().nullable(),
  is_primary: z.boolean(),
  scopes: z.object({
    calendar: z.boolean(),
    calendar_events: z.boolean(),
    profile: z.boolean(),
    email: z.boolean(),
    meet: z.boolean(),
  }),
});
export type ConnectedGoogleAccount = z.infer<typeof connectedGoogleAccountSchema>;

export const eventTypeTeamSchema = z.object({ id: z.uuid(), name: z.string(), slug: z.string() });
export type EventTypeTeam = z.infer<typeof eventTypeTeamSchema>;

export const eventTypeResponseSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  event_type: z.enum(eventTypeKinds),
  availability_id: z.uuid().nullable(),
  connected_google_account_id: z.uuid().nullable(),
  connected_google_account: connectedGoogleAccountSchema.nullable(),
  duration: z.int().describe('minutes'),
  /** Offered durations, sorted, the default among them (always sent; optional in the type for older fixtures). */
  durations: z.array(z.int()).optional().describe('minutes'),
  /** Opened after booking with the booking's public fields (docs/product.md#after-booking); null: none. */
  redirect_url: z.string().nullable().optional(),
  location: z.enum(eventLocations),
  /** Attendees per time slot for group types (optional for collective); null otherwise. */
  max_participants: z.int().nullable(),
  public: z.boolean().describe('Active: anyone with the link can book'),
  requires_confirmation: z.boolean(),
  confirm_attendee_email: z.boolean(),
  recurring: z.boolean(),
  /** Always sent; optional in the type only, so older fixtures still type-check. */
  recurring_frequency: z.enum(recurringFrequencies).optional(),
  recurring_max_count: z.int().optional(),
  reminders: z.array(reminderSchema),
  buffer_before: z.int(),
  buffer_after: z.int(),
  questions: z.array(questionResponseSchema),
  minimum_notice_minutes: z.int(),
  booking_window_days: z.int(),
  booking_limits: bookingLimitsResponseSchema,
  slot_interval: z.int().nullable().describe('minutes between start times; null: the duration, at most 30'),
  booking_window_range: bookingWindowRangeResponseSchema.nullable(),
  /** The team of a round-robin or collective type; null for personal types. */
  team_id: z.uuid().nullable(),
  /** User ids of the hosts (accepted team members); empty for personal types. */
  host_ids: z.array(z.uuid()),
  team: eventTypeTeamSchema.nullable(),
  /** Round-robin types of a team: weights, priorities and cap; absent or null for other kinds. */
  round_robin: roundRobinSettingsSchema.nullish(),
  /** Only the details of `location` are set (always sent; optional in the type for older fixtures). */
  location_details: locationDetailsSchema.optional(),
  /** docs/product.md#private-sharing (optional in the type for older fixtures). */
  sharing: z.enum(sharingModes).optional(),
  /** docs/product.md#cancel-and-reschedule-policy (optional in the type for older fixtures). */
  change_policy: changePolicyResponseSchema.optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type EventType = z.infer<typeof eventTypeResponseSchema>;
