import {
  emailTakenMessage,
  forgotPasswordAnswer,
  loginMinMessage,
  passwordsMustMatchMessage,
  resetPasswordDone,
  resetTokenInvalid,
  usernameMessages,
} from '@slotwise/shared/contract/auth.contract';
import { availabilityMessages } from '@slotwise/shared/contract/availability.contract';
import { eventTypeMessages } from '@slotwise/shared/contract/event-types.contract';
import { teamMessages } from '@slotwise/shared/contract/teams.contract';
import { validationMessages } from '@slotwise/shared/contract/validation-messages.contract';

// The contract's messages (zod and API), in English exactly as the contract writes them: the
// API keeps answering in English and the UI translates them when it shows them.
const contract = {
  'validation.required': validationMessages.required,
  'validation.minLength': 'This field should be at least {{count}} characters long',
  'validation.maxLength': 'The maximum length allowed is {{count}}',
  'validation.email': validationMessages.email,
  'validation.fallback': validationMessages.validationFallback,
  'auth.usernamePattern': usernameMessages.pattern,
  'auth.usernameReserved': usernameMessages.reserved,
  'auth.usernameTaken': usernameMessages.taken,
  'auth.emailTaken': emailTakenMessage,
  'auth.passwordsMustMatch': passwordsMustMatchMessage,
  'auth.loginMin': loginMinMessage,
  'auth.timeZone': 'Please choose a valid time zone',
  'auth.forgotPasswordAnswer': forgotPasswordAnswer,
  'auth.resetPasswordDone': resetPasswordDone,
  'auth.resetTokenInvalid': resetTokenInvalid,
  'eventType.slugPattern': eventTypeMessages.slugPattern,
  'eventType.slugTaken': eventTypeMessages.slugTaken,
  'eventType.maxActive': eventTypeMessages.maxActive,
  'eventType.maxParticipants': eventTypeMessages.maxParticipants,
  'eventType.availabilityNotFound': eventTypeMessages.availabilityNotFound,
  'eventType.noAvailability': eventTypeMessages.noAvailability,
  'eventType.notFound': eventTypeMessages.notFound,
  'eventType.duration': eventTypeMessages.duration,
  'eventType.tooManyReminders': eventTypeMessages.tooManyReminders,
  'eventType.tooManyQuestions': eventTypeMessages.tooManyQuestions,
  'eventType.googleAccountNotFound': eventTypeMessages.googleAccountNotFound,
  'eventType.deleted': eventTypeMessages.deleted,
  'eventType.hasUpcomingBookings': eventTypeMessages.hasUpcomingBookings,
  'availability.timeFormat': availabilityMessages.timeFormat,
  'availability.endAfterStart': availabilityMessages.endAfterStart,
  'availability.overlap': availabilityMessages.overlap,
  'availability.overrideOverlap': availabilityMessages.overrideOverlap,
  'availability.dateFormat': availabilityMessages.dateFormat,
  'availability.duplicateOverrideDate': availabilityMessages.duplicateOverrideDate,
  'availability.unavailableHasNoHours': availabilityMessages.unavailableHasNoHours,
  'availability.overrideNeedsHours': availabilityMessages.overrideNeedsHours,
  'availability.inUse': availabilityMessages.inUse,
  'availability.lastSchedule': availabilityMessages.lastSchedule,
  'availability.notFound': availabilityMessages.notFound,
  'availability.slotNotFound': availabilityMessages.slotNotFound,
  'availability.keepOneDefault': availabilityMessages.keepOneDefault,
  'availability.deleted': availabilityMessages.deleted,
  'availability.slotDeleted': availabilityMessages.slotDeleted,
  'availability.dayOfWeek': 'Choose a day from 1 (Monday) to 7 (Sunday)',
  'team.notFound': teamMessages.notFound,
  'team.memberNotFound': teamMessages.memberNotFound,
  'team.deleted': teamMessages.deleted,
  'team.memberRemoved': teamMessages.memberRemoved,
  'team.forbidden': teamMessages.forbidden,
  'team.ownerOnly': teamMessages.ownerOnly,
  'team.alreadyMember': teamMessages.alreadyMember,
  'team.ownerCannotBeRemoved': teamMessages.ownerCannotBeRemoved,
  'team.ownerRoleFixed': teamMessages.ownerRoleFixed,
};

export type ContractKey = keyof typeof contract;
export default contract;
