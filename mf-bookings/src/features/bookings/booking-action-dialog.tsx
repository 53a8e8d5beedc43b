import type { Booking } from '@slotwise/shared/contract/bookings.contract';
import { Alert, Field, Stack, Text, Textarea } from '@slotwise/shared/ui/chakra';
import { ConfirmDialog } from '@slotwise/shared/ui/confirm-dialog';
import { useEffect, useState } from 'react';
import { useBookingsMessages } from '../../app/bookings-catalogue';

/** The actions that ask first (docs/product.md#booking-statuses-and-host-actions). */
export type ConfirmedAction = 'reject' | 'cancel' | 'delete' | 'cancelAndDelete';

// One confirmation's texts (bookingsDialog.<action>.*); only Delete and Cancel & Delete warn, every
// action but Delete asks for a reason, and only Reject suggests one.
function dialogTexts(t: ReturnType<typeof useBookingsMessages>, action: ConfirmedAction) {
  return {
    title: t(`bookingsDialog.${action}.title`),
    text: t(`bookingsDialog.${action}.text`),
    googleMeet: t(`bookingsDialog.${action}.googleMeet`),
    dismiss: t(`bookingsDialog.${action}.dismiss`),
    submit: t(`bookingsDialog.${action}.submit`),
    warning:
      action === 'delete' || action === 'cancelAndDelete' ? t(`bookingsDialog.${action}.warning`) : undefined,
    reasonLabel: action !== 'delete' ? t(`bookingsDialog.${action}.reasonLabel`) : undefined,
    reasonPlaceholder: action === 'reject' ? t('bookingsDialog.reject.reasonPlaceholder') : undefined,
  };
}

interface BookingActionDialogProps {
  /** The booking and the action asked about; null when closed. */
  request: { action: ConfirmedAction; booking: Booking } | null;
  busy: boolean;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}

/** Cancel, Reject, Delete and Cancel-and-Delete confirmations, with their optional reasons. */
export function BookingActionDialog({ request, busy, onSubmit, onClose }: BookingActionDialogProps) {
  const t = useBookingsMessages();
  const [reason, setReason] = useState('');
  const action = request?.action;
  useEffect(() => {
    if (action) setReason('');
  }, [action]);
  if (!request) return null;
  const texts = dialogTexts(t, request.action);
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
        {texts.warning !== undefined ? (
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
        {texts.reasonLabel !== undefined ? (
          <Field.Root>
            <Field.Label>{texts.reasonLabel}</Field.Label>
            <Textarea
              rows={3}
              value={reason}
              maxLength={1000}
              placeholder={texts.reasonPlaceholder}
              onChange={(event) => setReason(event.target.value)}
            />
          </Field.Root>
        ) : null}
      </Stack>
    </ConfirmDialog>
  );
}
