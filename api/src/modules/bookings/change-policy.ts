import type { CancellationPayload } from '@slotwise/shared/contract/bookings.contract';
import {
  type ChangePolicy,
  privateSharingMessages,
} from '@slotwise/shared/contract/private-sharing.contract';
import { HttpError, validationFailed } from '../../lib/http-errors.util';

const HOUR = 3_600_000;

/** Whether the policy still lets the attendee change a booking starting at `start`. */
export function policyAllowsChange(policy: ChangePolicy, start: Date, now: Date): boolean {
  return policy.attendee_changes && start.getTime() - now.getTime() >= policy.cutoff_hours * HOUR;
}

/**
 * The attendee's cancel or reschedule under the type's policy (docs/product.md#cancel-and-reschedule-policy):
 * 403 with the policy's words when changes are off or the start is inside the cutoff; a missing
 * required reason is a 422 on the field. The host is never held to it.
 */
export function checkAttendeeChange(
  policy: ChangePolicy,
  action: 'cancel' | 'reschedule',
  start: Date,
  now: Date,
  payload?: CancellationPayload,
): void {
  if (!policy.attendee_changes) {
    // Only a message: the pages show `error` before `message` (shared api-error.ts).
    throw new HttpError(403, { message: privateSharingMessages.changesOff });
  }
  if (!policyAllowsChange(policy, start, now)) {
    const message =
      action === 'cancel'
        ? privateSharingMessages.cancelCutoff(policy.cutoff_hours)
        : privateSharingMessages.rescheduleCutoff(policy.cutoff_hours);
    throw new HttpError(403, { message });
  }
  if (action === 'cancel' && policy.reason_required && !payload?.cancellation_reason?.trim()) {
    throw validationFailed(
      { cancellation_reason: [privateSharingMessages.reasonRequired] },
      privateSharingMessages.reasonRequired,
    );
  }
}

/** The policy a booking's details carry (docs/product.md#cancel-and-reschedule-policy). */
export function changePolicyOfDetails(eventType: {
  attendeeChanges?: boolean;
  changeCutoffHours?: number;
  cancelReasonRequired?: boolean;
}): ChangePolicy {
  return {
    attendee_changes: eventType.attendeeChanges ?? true,
    cutoff_hours: eventType.changeCutoffHours ?? 0,
    reason_required: eventType.cancelReasonRequired ?? false,
  };
}
