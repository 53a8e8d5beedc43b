import type { Booking } from '@slotwise/shared/contract/bookings.contract';
import { Alert, Field, Stack, Text, Textarea } from '@slotwise/shared/ui/chakra';
import { ConfirmDialog } from '@slotwise/shared/ui/confirm-dialog';
import { useEffect, useState } from 'react';
import { bookingsTexts as t } from './bookings.texts';

/** The actions that ask first (docs/product.md#booking-statuses-and-host-actions). */
export type ConfirmedAction = 'reject' | 'cancel' | 'delete' | 'cancelAndDelete';

interface BookingActionDialogProps {
  /** The booking and the action asked about; null when closed. */
  request: { action: ConfirmedAction; booking: Booking } | null;
  busy: boolean;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}

/** Cancel, Reject, Delete and Cancel-and-Delete confirmations, with their optional reasons. */
export function BookingActionDialog({ request, busy, onSubmit, onClose }: BookingActionDialogProps) {
  const [reason, setReason] = useState('');
  const action = request?.action;
  useEffect(() => {
    if (action) setReason('');
  }, [action]);
  if (!request) return null;
  const texts = t.dialogs[request.action];
  const isGoogleMeet = request.booking.event_type.location === 'google_meet';

  return (
    <ConfirmDialog
      open
      title={texts.title}
      confirmLabel={texts.submit}
      cancelLabel={texts.dismiss}
      busy={busy}
      cancelDisabled={busy}
      onConfirm={() => onSubmit(reason)}
      onCancel={() => {
        if (!busy) onClose();
      }}
      width="92%"
    >
      <Stack gap="3">
        <Text>{texts.text}</Text>
        {'warning' in texts ? (
          <Alert.Root status="warning" size="sm">
            <Alert.Indicator />
            <Alert.Title>{texts.warning}</Alert.Title>
          </Alert.Root>
        ) : null}
        {isGoogleMeet ? (
          <Text fontSize="sm" color="fg.muted">
            {texts.googleMeet}
          </Text>
        ) : null}
        {'reasonLabel' in texts ? (
          <Field.Root>
            <Field.Label>{texts.reasonLabel}</Field.Label>
            <Textarea
              rows={3}
              value={reason}
              maxLength={1000}
              placeholder={'reasonPlaceholder' in texts ? texts.reasonPlaceholder : undefined}
              onChange={(event) => setReason(event.target.value)}
            />
          </Field.Root>
        ) : null}
      </Stack>
    </ConfirmDialog>
  );
}
