// Private sharing and the cancel and reschedule policy of an event type
// (docs/product.md#private-sharing, docs/product.md#cancel-and-reschedule-policy).
import { isoInstantSchema } from '@slotwise/shared/contract/calendar-range.contract';
import { validationMessages as m } from '@slotwise/shared/contract/validation-messages.contract';
import { z } from 'zod';

/**
 * 'listed': on the host's and the team's pages; 'secret': bookable by its link, listed nowhere;
 * 'single_use': listed nowhere and bookable only through a single-use link.
 */
export const sharingModes = ['listed', 'secret', 'single_use'] as const;
export type SharingMode = (typeof sharingModes)[number];

/** The most hours before the start an attendee's changes may be closed (30 days). */
export const maxChangeCutoffHours = 720;

export const changePolicyDefaults = {
  attendee_changes: true,
  cutoff_hours: 0,
  reason_required: false,
} as const;

/** Part of POST / PUT /api/event-types; omitted: attendees may change until the start, reason optional. */
export const changePolicySchema = z.strictObject({
  /** False: attendees can neither cancel nor reschedule online; the host still can. */
  attendee_changes: z.boolean().default(changePolicyDefaults.attendee_changes),
  /** No attendee cancel or reschedule within this many hours of the start (0: until the start). */
  cutoff_hours: z.int().min(0).max(maxChangeCutoffHours).default(changePolicyDefaults.cutoff_hours),
  /** The attendee must give a reason to cancel. */
  reason_required: z.boolean().default(changePolicyDefaults.reason_required),
});
export type ChangePolicyInput = z.input<typeof changePolicySchema>;

export const changePolicyResponseSchema = z.object({
  attendee_changes: z.boolean(),
  cutoff_hours: z.int(),
  reason_required: z.boolean(),
});
export type ChangePolicy = z.infer<typeof changePolicyResponseSchema>;

/** The policy as a booking's own pages see it: with the host's address to write to when refused. */
export const bookingChangePolicySchema = changePolicyResponseSchema.extend({
  /** The policy lets the attendee cancel or reschedule now (changes on, outside the cutoff). */
  allowed_now: z.boolean(),
  contact_email: z.string(),
});
export type BookingChangePolicy = z.infer<typeof bookingChangePolicySchema>;

/** The attendee's refusals (4xx of the public cancel and reschedule calls) and the links' answers. */
export const privateSharingMessages = {
  changesOff: 'The host does not allow changes to this booking online. Please contact the host.',
  cancelCutoff: (hours: number) =>
    `This booking can no longer be cancelled online: the host allows cancelling up to ${hours} hours before the start. Please contact the host.`,
  rescheduleCutoff: (hours: number) =>
    `This booking can no longer be rescheduled online: the host allows rescheduling up to ${hours} hours before the start. Please contact the host.`,
  reasonRequired: 'Please give a reason for cancelling',
  linkUsed: 'This link has already been used. Please ask the host for a new one.',
  linkExpired: 'This link has expired. Please ask the host for a new one.',
  linkNotFound: 'Link not found',
  expiresInPast: 'Choose a time in the future',
} as const;

/** A single-use link's secret: 32 random bytes, base64url (43 characters). */
export const singleUseLinkSecretPattern = /^[A-Za-z0-9_-]{43}$/;

/** POST /api/event-types/{id}/single-use-links. */
export const createSingleUseLinkSchema = z.strictObject({
  /** Who it is for, seen only by the host. */
  label: z
    .string()
    .trim()
    .max(120, { error: m.maxLength(120) })
    .nullish()
    .transform((value) => value || null),
  /** Omitted or null: valid until used. */
  expires_at: isoInstantSchema('Use an ISO date-time').nullish(),
});
export type CreateSingleUseLinkPayload = z.input<typeof createSingleUseLinkSchema>;

export const singleUseLinkStatuses = ['active', 'used', 'expired', 'revoked'] as const;
export type SingleUseLinkStatus = (typeof singleUseLinkStatuses)[number];

export const singleUseLinkSchema = z.object({
  id: z.uuid(),
  label: z.string().nullable(),
  status: z.enum(singleUseLinkStatuses),
  expires_at: z.string().nullable(),
  used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  created_at: z.string(),
});
export type SingleUseLink = z.infer<typeof singleUseLinkSchema>;

/** The answer to its creation: the only time the link (and so its secret) is shown. */
export const createdSingleUseLinkSchema = singleUseLinkSchema.extend({ url: z.string() });
export type CreatedSingleUseLink = z.infer<typeof createdSingleUseLinkSchema>;

/** The attendee page of a single-use link (docs/product.md#private-sharing); 'booking' is a reserved username. */
export const singleUseLinkPath = (secret: string) => `/booking/${secret}`;
