import type { LanguageCode } from '@slotwise/shared/contract/limits.contract';

/**
 * Texts of the mails a booking's guests get (docs/product.md#questions-and-guests), in the
 * attendee's language: the attendee invited them, so they read what the attendee reads.
 */
export interface GuestMailMessages {
  greeting: string;
  labels: { guests: string };
  leads: {
    invited: (attendee: string) => string;
    invitedPending: (attendee: string) => string;
    confirmed: (host: string) => string;
    rejected: (host: string) => string;
    rescheduled: string;
  };
  /** Guests have no cancel or reschedule link: those are the attendee's. */
  askAttendee: (attendee: string) => string;
}

export const guestMailMessages: Record<LanguageCode, GuestMailMessages> = {
  en: {
    greeting: 'Hi,',
    labels: { guests: 'Guests' },
    leads: {
      invited: (attendee) => `${attendee} added you as a guest to this booking.`,
      invitedPending: (attendee) =>
        `${attendee} added you as a guest to this booking. It is pending: the host must confirm it.`,
      confirmed: (host) => `${host} confirmed this booking.`,
      rejected: (host) => `${host} could not accept this booking request.`,
      rescheduled: 'This booking has been moved to the new time below.',
    },
    askAttendee: (attendee) => `To change or cancel it, ask ${attendee}.`,
  },
  es: {
    greeting: 'Hola:',
    labels: { guests: 'Invitados' },
    leads: {
      invited: (attendee) => `${attendee} te ha añadido como invitado a esta reserva.`,
      invitedPending: (attendee) =>
        `${attendee} te ha añadido como invitado a esta reserva. Está pendiente: el anfitrión debe confirmarla.`,
      confirmed: (host) => `${host} ha confirmado esta reserva.`,
      rejected: (host) => `${host} no ha podido aceptar esta solicitud de reserva.`,
      rescheduled: 'Esta reserva se ha cambiado al nuevo horario indicado abajo.',
    },
    askAttendee: (attendee) => `Para cambiarla o cancelarla, pídeselo a ${attendee}.`,
  },
  fr: {
    greeting: 'Bonjour,',
    labels: { guests: 'Invités' },
    leads: {
      invited: (attendee) => `${attendee} vous a ajouté comme invité à cette réservation.`,
      invitedPending: (attendee) =>
        `${attendee} vous a ajouté comme invité à cette réservation. Elle est en attente : l'hôte doit la confirmer.`,
      confirmed: (host) => `${host} a confirmé cette réservation.`,
      rejected: (host) => `${host} n'a pas pu accepter cette demande de réservation.`,
      rescheduled: 'Cette réservation a été déplacée au nouvel horaire ci-dessous.',
    },
    askAttendee: (attendee) => `Pour la modifier ou l'annuler, demandez à ${attendee}.`,
  },
  de: {
    greeting: 'Hallo,',
    labels: { guests: 'Gäste' },
    leads: {
      invited: (attendee) => `${attendee} hat Sie als Gast zu dieser Buchung hinzugefügt.`,
      invitedPending: (attendee) =>
        `${attendee} hat Sie als Gast zu dieser Buchung hinzugefügt. Sie ist noch offen: Der Gastgeber muss sie bestätigen.`,
      confirmed: (host) => `${host} hat diese Buchung bestätigt.`,
      rejected: (host) => `${host} konnte diese Buchungsanfrage leider nicht annehmen.`,
      rescheduled: 'Diese Buchung wurde auf den unten genannten neuen Termin verschoben.',
    },
    askAttendee: (attendee) => `Um sie zu ändern oder abzusagen, wenden Sie sich an ${attendee}.`,
  },
  zh: {
    greeting: '您好：',
    labels: { guests: '嘉宾' },
    leads: {
      invited: (attendee) => `${attendee} 已将您添加为此预约的嘉宾。`,
      invitedPending: (attendee) => `${attendee} 已将您添加为此预约的嘉宾。此预约待确认：需要主持人确认。`,
      confirmed: (host) => `${host} 已确认此预约。`,
      rejected: (host) => `${host} 无法接受此预约请求。`,
      rescheduled: '此预约已改到下方的新时间。',
    },
    askAttendee: (attendee) => `如需更改或取消，请联系 ${attendee}。`,
  },
};
