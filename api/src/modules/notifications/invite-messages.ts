import type { LanguageCode } from '@slotwise/shared/contract/limits.contract';

/**
 * The words of the .ics invite (SUMMARY and DESCRIPTION) and of the host's Google Calendar event
 * in the recipient's language (docs/product.md#language); the LOCATION uses the mails' location
 * names.
 */
export interface InviteMessages {
  summary: (title: string, other: string) => string;
  /** First line of the Google Calendar event's description. */
  bookedBy: (title: string, attendee: string, email: string) => string;
  toReschedule: string;
  toCancel: string;
  details: string;
  cancelled: string;
}

export const inviteMessages: Record<LanguageCode, InviteMessages> = {
  en: {
    summary: (title, other) => `${title} with ${other}`,
    bookedBy: (title, attendee, email) => `${title}, booked by ${attendee} (${email}) with Slotwise.`,
    toReschedule: 'To reschedule:',
    toCancel: 'To cancel:',
    details: 'Details:',
    cancelled: 'Cancelled.',
  },
  fr: {
    summary: (title, other) => `${title} avec ${other}`,
    bookedBy: (title, attendee, email) => `${title}, réservé par ${attendee} (${email}) avec Slotwise.`,
    toReschedule: 'Pour changer d’horaire :',
    toCancel: 'Pour annuler :',
    details: 'Détails :',
    cancelled: 'Annulé.',
  },
  es: {
    summary: (title, other) => `${title} con ${other}`,
    bookedBy: (title, attendee, email) => `${title}, reservado por ${attendee} (${email}) con Slotwise.`,
    toReschedule: 'Para cambiar la hora:',
    toCancel: 'Para cancelar:',
    details: 'Detalles:',
    cancelled: 'Cancelada.',
  },
  de: {
    summary: (title, other) => `${title} mit ${other}`,
    bookedBy: (title, attendee, email) => `${title}, gebucht von ${attendee} (${email}) über Slotwise.`,
    toReschedule: 'Zum Verschieben:',
    toCancel: 'Zum Absagen:',
    details: 'Einzelheiten:',
    cancelled: 'Abgesagt.',
  },
  zh: {
    summary: (title, other) => `${title}（与 ${other}）`,
    bookedBy: (title, attendee, email) => `${title}，由 ${attendee}（${email}）通过 Slotwise 预订。`,
    toReschedule: '改期：',
    toCancel: '取消：',
    details: '详情：',
    cancelled: '已取消。',
  },
};
