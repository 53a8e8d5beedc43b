import type { Availability } from '@slotwise/shared/contract/availability.contract';
import {
  type answerTypes,
  type EventType,
  type EventTypeInput,
  type EventTypeKind,
  eventTypeDefaults,
  eventTypeInputSchema,
  type ReminderTime,
  type reminderMethods,
} from '@slotwise/shared/contract/event-types.contract';
import { limits } from '@slotwise/shared/contract/limits.contract';
import {
  type EventLocation,
  locationMessages,
  type PhoneSource,
  takesMeetingUrl,
} from '@slotwise/shared/contract/locations.contract';
import { changePolicyDefaults, type SharingMode } from '@slotwise/shared/contract/private-sharing.contract';
import { isChoiceType } from '@slotwise/shared/contract/questions.contract';
import { recurringDefaults } from '@slotwise/shared/contract/recurring.contract';
import type { RoundRobinSettings } from '@slotwise/shared/contract/round-robin.contract';
import type { RecurringFrequency } from '@slotwise/shared/contract/series-rule.contract';
import {
  type BookingLimitsDraft,
  emptyLimitsDraft,
  isLimitsField,
  limitsDraftOf,
  limitsFieldOf,
  limitsPayload,
} from './booking-limits-form';

export type AnswerType = (typeof answerTypes)[number];
export type ReminderMethod = (typeof reminderMethods)[number];

/** A reminder row of the dialog; `key` only identifies the row on screen. */
export interface ReminderDraft {
  key: string;
  time: ReminderTime;
  method: ReminderMethod;
}

export interface QuestionDraft {
  key: string;
  question_text: string;
  required: boolean;
  answer_type: AnswerType;
  enabled: boolean;
  /** The choices of a select, radio or checkboxes question, as typed (blank rows are dropped on save). */
  options: string[];
}

/** What the create/edit dialog edits; number inputs stay text until they are sent. */
export interface EventTypeFormValues extends BookingLimitsDraft {
  title: string;
  slug: string;
  description: string;
  event_type: EventTypeKind;
  availability_id: string;
  connected_google_account_id: string;
  duration: number;
  /** Other durations the attendee may choose (docs/product.md#several-durations); the default is always offered. */
  durations: number[];
  /** Opened after booking (docs/product.md#after-booking); '' for none. */
  redirect_url: string;
  location: EventLocation;
  max_participants: string;
  public: boolean;
  requires_confirmation: boolean;
  /** docs/product.md#attendee-e-mail-confirmation */
  confirm_attendee_email: boolean;
  recurring: boolean;
  recurring_frequency: RecurringFrequency;
  recurring_max_count: number;
  buffer_before: number;
  buffer_after: number;
  minimum_notice_minutes: number;
  booking_window_days: string;
  reminders_enabled: boolean;
  reminders: ReminderDraft[];
  questions: QuestionDraft[];
  /** Round robin and collective only: the team and the hosts (user ids) among its members. */
  team_id: string;
  host_ids: string[];
  /**
   * Round robin: weights, priorities and cap (docs/product.md#fair-round-robin); undefined until
   * loaded or changed, and then not sent (the API keeps what it has).
   */
  round_robin?: RoundRobinSettings;
  /** Location details (docs/product.md#locations): shown and sent for the chosen location only. */
  location_address: string;
  location_phone: string;
  location_phone_from: PhoneSource;
  location_url: string;
  /** docs/product.md#private-sharing. */
  sharing: SharingMode;
  /** docs/product.md#cancel-and-reschedule-policy. */
  attendee_changes: boolean;
  change_cutoff_hours: number;
  cancel_reason_required: boolean;
}

export type EventTypeField = keyof EventTypeFormValues;
export type EventTypeFormErrors = Partial<Record<EventTypeField, string>>;

export const eventTypeFormMessages = {
  maxParticipantsMin: 'Enter a whole number of at least 1',
  bookingWindow: 'Enter a number of days from 1 to 365',
  teamRequired: 'Choose a team',
  hostsRequired: 'Choose at least one host',
  meetingUrlRequired: 'Enter the meeting link',
} as const;

let lastKey = 0;
function rowKey(): string {
  lastKey += 1;
  return `row-${lastKey}`;
}

/** docs/product.md#event-type-dialog: a new reminder is 24 h before, by email. */
export function newReminder(): ReminderDraft {
  return { key: rowKey(), time: '24h', method: 'email' };
}

/** docs/product.md#event-type-dialog: a new question is enabled, not required, short. */
export function newQuestion(): QuestionDraft {
  return {
    key: rowKey(),
    question_text: '',
    required: false,
    answer_type: 'short',
    enabled: true,
    options: [],
  };
}

/** A choice question's options as saved: trimmed, blank rows dropped. */
export function draftOptions(question: Pick<QuestionDraft, 'options'>): string[] {
  return question.options.map((option) => option.trim()).filter((option) => option !== '');
}

/** Round robin and collective types belong to a team (docs/product.md#team-event-types). */
export function isTeamKind(kind: EventTypeKind): boolean {
  return kind === 'round_robin' || kind === 'collective';
}

export function isSeated(kind: EventTypeKind): boolean {
  return kind === 'group' || kind === 'collective';
}

export function canAddReminder(values: EventTypeFormValues): boolean {
  return values.reminders.length < limits.maxReminders;
}

export function canAddQuestion(values: EventTypeFormValues): boolean {
  return values.questions.length < limits.maxQuestions;
}

/**
 * The schedule a new event type starts with: the default
 * one, else the first (docs/product.md#event-type-dialog).
 */
export function preselectedScheduleId(schedules: readonly Availability[]): string {
  return (schedules.find((schedule) => schedule.is_default) ?? schedules[0])?.id ?? '';
}

/** Defaults of docs/product.md#event-type-fields-and-limits, with one reminder 24 h before by email. */
export function emptyEventTypeForm(): EventTypeFormValues {
  return {
    title: '',
    slug: '',
    description: '',
    event_type: eventTypeDefaults.event_type,
    availability_id: '',
    connected_google_account_id: '',
    duration: eventTypeDefaults.duration,
    durations: [],
    redirect_url: '',
    location: eventTypeDefaults.location,
    max_participants: '',
    public: eventTypeDefaults.public,
    requires_confirmation: eventTypeDefaults.requires_confirmation,
    confirm_attendee_email: eventTypeDefaults.confirm_attendee_email,
    recurring: eventTypeDefaults.recurring,
    recurring_frequency: recurringDefaults.frequency,
    recurring_max_count: recurringDefaults.max_count,
    buffer_before: eventTypeDefaults.buffer_before,
    buffer_after: eventTypeDefaults.buffer_after,
    minimum_notice_minutes: eventTypeDefaults.minimum_notice_minutes,
    booking_window_days: String(eventTypeDefaults.booking_window_days),
    reminders_enabled: true,
    reminders: [newReminder()],
    questions: [],
    team_id: '',
    host_ids: [],
    location_address: '',
    location_phone: '',
    location_phone_from: 'host',
    location_url: '',
    sharing: 'listed',
    attendee_changes: changePolicyDefaults.attendee_changes,
    change_cutoff_hours: changePolicyDefaults.cutoff_hours,
    cancel_reason_required: changePolicyDefaults.reason_required,
    ...emptyLimitsDraft(),
  };
}

export function formFromEventType(eventType: EventType): EventTypeFormValues {
  const reminders = eventType.reminders.map((reminder) => ({ key: rowKey(), ...reminder }));
  return {
    title: eventType.title,
    slug: eventType.slug,
    description: eventType.description ?? '',
    event_type: eventType.event_type,
    availability_id: eventType.availability_id ?? '',
    connected_google_account_id: eventType.connected_google_account_id ?? '',
    duration: eventType.duration,
    // Every offered duration, the default too: moving the default keeps the old one offered.
    durations: (eventType.durations ?? []).length > 1 ? [...(eventType.durations ?? [])] : [],
    redirect_url: eventType.redirect_url ?? '',
    location: eventType.location,
    max_participants: eventType.max_participants ? String(eventType.max_participants) : '',
    public: eventType.public,
    requires_confirmation: eventType.requires_confirmation,
    confirm_attendee_email: eventType.confirm_attendee_email ?? false,
    recurring: eventType.recurring,
    recurring_frequency: eventType.recurring_frequency ?? recurringDefaults.frequency,
    recurring_max_count: eventType.recurring_max_count ?? recurringDefaults.max_count,
    buffer_before: eventType.buffer_before,
    buffer_after: eventType.buffer_after,
    minimum_notice_minutes: eventType.minimum_notice_minutes,
    booking_window_days: String(eventType.booking_window_days),
    reminders_enabled: reminders.length > 0,
    // The first row always exists (it cannot be removed), even while reminders are off.
    reminders: reminders.length > 0 ? reminders : [newReminder()],
    questions: [...eventType.questions]
      .sort((a, b) => a.sort_order - b.sort_order)
      .map((question) => ({
        key: rowKey(),
        question_text: question.question_text,
        required: question.required,
        answer_type: question.answer_type,
        enabled: question.active,
        options: [...(question.options ?? [])],
      })),
    team_id: eventType.team_id ?? '',
    host_ids: [...(eventType.host_ids ?? [])],
    ...(eventType.round_robin ? { round_robin: eventType.round_robin } : {}),
    location_address: eventType.location_details?.address ?? '',
    location_phone: eventType.location_details?.phone ?? '',
    location_phone_from: eventType.location_details?.phone_from ?? 'host',
    location_url: eventType.location_details?.meeting_url ?? '',
    sharing: eventType.sharing ?? 'listed',
    attendee_changes: eventType.change_policy?.attendee_changes ?? changePolicyDefaults.attendee_changes,
    change_cutoff_hours: eventType.change_policy?.cutoff_hours ?? changePolicyDefaults.cutoff_hours,
    cancel_reason_required: eventType.change_policy?.reason_required ?? changePolicyDefaults.reason_required,
    ...limitsDraftOf(eventType),
  };
}

/** A whole number from a number input, or null when blank or not one. */
function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isInteger(value) ? value : null;
}

/** The create/update payload (docs/product.md#event-type-dialog, #api-calls). */
export function eventTypePayload(values: EventTypeFormValues): EventTypeInput {
  const description = values.description.trim();
  return {
    title: values.title.trim(),
    slug: values.slug.trim(),
    description: description === '' ? null : description,
    event_type: values.event_type,
    availability_id: values.availability_id || null,
    connected_google_account_id: values.connected_google_account_id || null,
    duration: values.duration,
    durations: offeredDurationsPayload(values),
    redirect_url: values.redirect_url.trim() || null,
    location: values.location,
    max_participants: isSeated(values.event_type) ? wholeNumber(values.max_participants) : null,
    public: values.public,
    requires_confirmation: values.requires_confirmation,
    confirm_attendee_email: values.confirm_attendee_email,
    recurring: values.recurring,
    // Only a recurring type's rule matters (docs/product.md#recurring-series).
    ...(values.recurring
      ? { recurring_frequency: values.recurring_frequency, recurring_max_count: values.recurring_max_count }
      : {}),
    reminders: values.reminders_enabled ? values.reminders.map(({ time, method }) => ({ time, method })) : [],
    buffer_before: values.buffer_before,
    buffer_after: values.buffer_after,
    questions: values.questions
      .filter((question) => question.enabled && question.question_text.trim() !== '')
      .map((question, position) => ({
        question_text: question.question_text.trim(),
        required: question.required,
        answer_type: question.answer_type,
        active: true,
        sort_order: position,
        // docs/product.md#questions-and-guests: only choice types send their options, blank rows dropped.
        ...(isChoiceType(question.answer_type) ? { options: draftOptions(question) } : {}),
      })),
    minimum_notice_minutes: values.minimum_notice_minutes,
    booking_window_days: wholeNumber(values.booking_window_days) ?? Number.NaN,
    // One-on-one and group stay personal: no team fields at all.
    ...(isTeamKind(values.event_type) ? { team_id: values.team_id || null, host_ids: values.host_ids } : {}),
    ...(values.event_type === 'round_robin' && values.round_robin
      ? {
          round_robin: {
            hosts: values.round_robin.hosts.filter((host) => values.host_ids.includes(host.user_id)),
            cap: values.round_robin.cap,
          },
        }
      : {}),
    location_details: locationDetailsPayload(values),
    sharing: values.sharing,
    change_policy: {
      attendee_changes: values.attendee_changes,
      cutoff_hours: values.change_cutoff_hours,
      reason_required: values.cancel_reason_required,
    },
    ...limitsPayload(values),
  };
}

/** The default and the other checked durations, sorted; [] when only the default is offered. */
function offeredDurationsPayload(values: EventTypeFormValues): number[] {
  const offered = [...new Set([values.duration, ...values.durations])].sort((a, b) => a - b);
  return offered.length > 1 ? offered : [];
}

/** Only the chosen location's details are sent. */
function locationDetailsPayload(values: EventTypeFormValues): EventTypeInput['location_details'] {
  const text = (value: string) => value.trim() || null;
  return {
    address: values.location === 'in_person' ? text(values.location_address) : null,
    phone:
      values.location === 'phone' && values.location_phone_from === 'host'
        ? text(values.location_phone)
        : null,
    phone_from: values.location === 'phone' ? values.location_phone_from : 'host',
    meeting_url: takesMeetingUrl(values.location) ? text(values.location_url) : null,
  };
}

/** The dialog field of a server error key ('location_details.address' -> location_address). */
export function formFieldOf(key: string, values: EventTypeFormValues): EventTypeField | null {
  if (key.startsWith('location_details.')) return detailFields[key.slice('location_details.'.length)] ?? null;
  if (key.startsWith('change_policy.')) return policyFields[key.slice('change_policy.'.length)] ?? null;
  const limitsField = limitsFieldOf(key);
  if (limitsField) return limitsField;
  return key in values ? (key as EventTypeField) : null;
}

/** The details field of a contract issue path (['location_details', 'address'] -> location_address). */
const detailFields: Record<string, EventTypeField> = {
  address: 'location_address',
  phone: 'location_phone',
  phone_from: 'location_phone_from',
  meeting_url: 'location_url',
};

/** The policy field of a contract issue path (['change_policy', 'cutoff_hours'] -> change_cutoff_hours). */
const policyFields: Record<string, EventTypeField> = {
  attendee_changes: 'attendee_changes',
  cutoff_hours: 'change_cutoff_hours',
  reason_required: 'cancel_reason_required',
};

export type EventTypeValidation =
  | { ok: true; payload: EventTypeInput }
  | { ok: false; errors: EventTypeFormErrors };

/** Client validation with the contract's schema, its messages keyed by the dialog's fields. */
export function validateEventTypeForm(values: EventTypeFormValues): EventTypeValidation {
  const payload = eventTypePayload(values);
  const errors: EventTypeFormErrors = {};
  if (isSeated(values.event_type) && values.max_participants.trim() !== '') {
    const seats = wholeNumber(values.max_participants);
    if (seats === null || seats < 1) errors.max_participants = eventTypeFormMessages.maxParticipantsMin;
  }
  if (isTeamKind(values.event_type)) {
    if (values.team_id === '') errors.team_id = eventTypeFormMessages.teamRequired;
    else if (values.host_ids.length === 0) errors.host_ids = eventTypeFormMessages.hostsRequired;
  }
  const window = wholeNumber(values.booking_window_days);
  if (window === null || window < 1 || window > 365)
    errors.booking_window_days = eventTypeFormMessages.bookingWindow;

  // The dialog asks for every detail of the chosen location (the API keeps them optional).
  if (values.location === 'phone' && values.location_phone_from === 'host' && !values.location_phone.trim())
    errors.location_phone = locationMessages.phoneRequired;
  if (takesMeetingUrl(values.location) && !values.location_url.trim())
    errors.location_url = eventTypeFormMessages.meetingUrlRequired;
  if (values.location === 'in_person' && !values.location_address.trim())
    errors.location_address = locationMessages.addressRequired;

  const parsed = eventTypeInputSchema.safeParse(payload);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const detail =
        issue.path[0] === 'location_details'
          ? detailFields[String(issue.path[1])]
          : issue.path[0] === 'change_policy'
            ? policyFields[String(issue.path[1])]
            : undefined;
      if (detail) {
        errors[detail] ??= issue.message;
        continue;
      }
      const limitsField = limitsFieldOf(issue.path);
      if (limitsField) {
        errors[limitsField] ??= issue.message;
        continue;
      }
      const field = issue.path[0];
      if (typeof field === 'string' && field in values && !(field in errors)) {
        errors[field as EventTypeField] = issue.message;
      }
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, payload };
}

/** The dialog tab that holds a field, to show the first error where it is. */
export function tabOfField(field: EventTypeField): 'basic' | 'advanced' | 'reminders' | 'questions' {
  if (field === 'reminders' || field === 'reminders_enabled') return 'reminders';
  if (field === 'questions') return 'questions';
  if (isLimitsField(field)) return 'advanced';
  if (
    field === 'public' ||
    field === 'requires_confirmation' ||
    field === 'confirm_attendee_email' ||
    field === 'recurring' ||
    field === 'recurring_frequency' ||
    field === 'recurring_max_count' ||
    field === 'buffer_before' ||
    field === 'buffer_after' ||
    field === 'minimum_notice_minutes' ||
    field === 'booking_window_days' ||
    field === 'redirect_url' ||
    field === 'sharing' ||
    field === 'attendee_changes' ||
    field === 'change_cutoff_hours' ||
    field === 'cancel_reason_required'
  ) {
    return 'advanced';
  }
  return 'basic';
}
