import { type LanguageCode, supportedLanguages } from '@slotwise/shared/contract/limits.contract';
import type { EventLocation } from '@slotwise/shared/contract/locations.contract';
import type { Locale } from 'date-fns';
import { de, enUS, es, fr, zhCN } from 'date-fns/locale';

/**
 * Every text of the e-mails, one catalogue per language (docs/product.md#language). The interface makes a
 * missing translation a type error; mail-messages.test.ts also checks it at run time.
 */
export interface MailMessages {
  /** date-fns locale of the dates and times; their patterns follow the full locale (formatWhen). */
  dateLocale: Locale;
  /** Between a fact's label and its value ("Date: …", "Date : …", "日期：…"). */
  labelSeparator: string;
  greeting: (name: string) => string;
  labels: {
    what: string;
    date: string;
    time: string;
    host: string;
    attendee: string;
    alsoAttending: string;
    where: string;
    reason: string;
    previously: string;
  };
  locations: Record<EventLocation, string>;
  subjects: {
    confirmed: (title: string, host: string) => string;
    pending: (title: string, host: string) => string;
    newBooking: (title: string, attendee: string) => string;
    needsConfirmation: (title: string, attendee: string) => string;
    cancelled: (title: string, date: string) => string;
    reminder: (title: string, host: string) => string;
    declined: (title: string, date: string) => string;
    rescheduled: (title: string, host: string) => string;
    rescheduledByAttendee: (title: string, attendee: string) => string;
  };
  leads: {
    attendeeConfirmed: string;
    attendeePending: string;
    hostNewBooking: (attendee: string) => string;
    hostNeedsConfirmation: (attendee: string, bookingsUrl: string) => string;
    cancelledBy: (who: string) => string;
    reminder: string;
    confirmedByHost: (host: string) => string;
    rejected: (host: string) => string;
    rescheduled: (host: string) => string;
    attendeeRescheduled: (attendee: string) => string;
    youRescheduled: string;
    confirmNewTime: string;
  };
  closings: {
    inviteAttached: string;
    updatedInviteAttached: string;
    removedFromCalendar: string;
  };
  links: {
    needToCancel: string;
    needToReschedule: string;
    viewInBookings: string;
  };
  passwordReset: {
    subject: string;
    intro: string;
    openLink: (minutes: number) => string;
    chooseNewPassword: string;
    linkExpiry: (minutes: number) => string;
    ignore: string;
  };
}

const en: MailMessages = {
  dateLocale: enUS,
  labelSeparator: ': ',
  greeting: (name) => `Hi ${name},`,
  labels: {
    what: 'What',
    date: 'Date',
    time: 'Time',
    host: 'Host',
    attendee: 'Attendee',
    alsoAttending: 'Also attending',
    where: 'Where',
    reason: 'Reason',
    previously: 'Previously',
  },
  locations: {
    google_meet: 'Google Meet',
    jitsi: 'Jitsi Meet',
    zoom: 'Zoom',
    teams: 'Microsoft Teams',
    in_person: 'In person',
    phone: 'Phone call',
  },
  subjects: {
    confirmed: (title, host) => `Confirmed: ${title} with ${host}`,
    pending: (title, host) => `Pending: ${title} with ${host}`,
    newBooking: (title, attendee) => `New booking: ${title} with ${attendee}`,
    needsConfirmation: (title, attendee) => `Needs your confirmation: ${title} with ${attendee}`,
    cancelled: (title, date) => `Cancelled: ${title} on ${date}`,
    reminder: (title, host) => `Reminder: ${title} with ${host}`,
    declined: (title, date) => `Declined: ${title} on ${date}`,
    rescheduled: (title, host) => `Rescheduled: ${title} with ${host}`,
    rescheduledByAttendee: (title, attendee) => `Rescheduled: ${title} with ${attendee}`,
  },
  leads: {
    attendeeConfirmed: 'Your booking is confirmed.',
    attendeePending: 'Your booking is pending: the host must confirm it. You will get another e-mail then.',
    hostNewBooking: (attendee) => `${attendee} booked a time with you.`,
    hostNeedsConfirmation: (attendee, bookingsUrl) =>
      `${attendee} booked a time that needs your confirmation. Confirm or reject it in your bookings: ${bookingsUrl}`,
    cancelledBy: (who) => `${who} cancelled this booking.`,
    reminder: 'A reminder of your upcoming booking.',
    confirmedByHost: (host) => `${host} confirmed your booking.`,
    rejected: (host) => `${host} could not accept your booking request.`,
    rescheduled: (host) => `${host} moved your booking to a new time.`,
    attendeeRescheduled: (attendee) => `${attendee} moved this booking to a new time.`,
    youRescheduled: 'Your booking has been moved to the new time below.',
    confirmNewTime: 'The new time needs your confirmation: confirm or reject it in your bookings.',
  },
  closings: {
    inviteAttached: 'The calendar invitation is attached.',
    updatedInviteAttached: 'The updated calendar invitation is attached.',
    removedFromCalendar: 'The attached update removes it from your calendar.',
  },
  links: {
    needToCancel: 'Need to cancel?',
    needToReschedule: 'Need to reschedule?',
    viewInBookings: 'See it in your bookings:',
  },
  passwordReset: {
    subject: 'Reset your Slotwise password',
    intro: 'Someone (hopefully you) asked to reset the password of your Slotwise account.',
    openLink: (minutes) =>
      `Open this link to choose a new password. It works once and expires in ${minutes} minutes:`,
    chooseNewPassword: 'Choose a new password',
    linkExpiry: (minutes) => `The link works once and expires in ${minutes} minutes.`,
    ignore: 'If you did not ask for this, ignore this email: your password stays the same.',
  },
};

const esMessages: MailMessages = {
  dateLocale: es,
  labelSeparator: ': ',
  greeting: (name) => `Hola, ${name}:`,
  labels: {
    what: 'Qué',
    date: 'Fecha',
    time: 'Hora',
    host: 'Anfitrión',
    attendee: 'Asistente',
    alsoAttending: 'También asiste',
    where: 'Dónde',
    reason: 'Motivo',
    previously: 'Antes',
  },
  locations: {
    google_meet: 'Google Meet',
    jitsi: 'Jitsi Meet',
    zoom: 'Zoom',
    teams: 'Microsoft Teams',
    in_person: 'En persona',
    phone: 'Llamada telefónica',
  },
  subjects: {
    confirmed: (title, host) => `Confirmada: ${title} con ${host}`,
    pending: (title, host) => `Pendiente: ${title} con ${host}`,
    newBooking: (title, attendee) => `Nueva reserva: ${title} con ${attendee}`,
    needsConfirmation: (title, attendee) => `Requiere tu confirmación: ${title} con ${attendee}`,
    cancelled: (title, date) => `Cancelada: ${title} el ${date}`,
    reminder: (title, host) => `Recordatorio: ${title} con ${host}`,
    declined: (title, date) => `Rechazada: ${title} el ${date}`,
    rescheduled: (title, host) => `Reprogramada: ${title} con ${host}`,
    rescheduledByAttendee: (title, attendee) => `Reprogramada: ${title} con ${attendee}`,
  },
  leads: {
    attendeeConfirmed: 'Tu reserva está confirmada.',
    attendeePending:
      'Tu reserva está pendiente: el anfitrión tiene que confirmarla. Entonces recibirás otro correo.',
    hostNewBooking: (attendee) => `${attendee} ha reservado un horario contigo.`,
    hostNeedsConfirmation: (attendee, bookingsUrl) =>
      `${attendee} ha reservado un horario que requiere tu confirmación. Confírmalo o recházalo en tus reservas: ${bookingsUrl}`,
    cancelledBy: (who) => `${who} ha cancelado esta reserva.`,
    reminder: 'Te recordamos tu próxima reserva.',
    confirmedByHost: (host) => `${host} ha confirmado tu reserva.`,
    rejected: (host) => `${host} no ha podido aceptar tu solicitud de reserva.`,
    rescheduled: (host) => `${host} ha cambiado tu reserva a un nuevo horario.`,
    attendeeRescheduled: (attendee) => `${attendee} ha cambiado esta reserva a un nuevo horario.`,
    youRescheduled: 'Tu reserva se ha cambiado al nuevo horario indicado abajo.',
    confirmNewTime: 'El nuevo horario necesita tu confirmación: confírmalo o recházalo en tus reservas.',
  },
  closings: {
    inviteAttached: 'Adjuntamos la invitación de calendario.',
    updatedInviteAttached: 'Adjuntamos la invitación de calendario actualizada.',
    removedFromCalendar: 'La actualización adjunta la elimina de tu calendario.',
  },
  links: {
    needToCancel: '¿Necesitas cancelar?',
    needToReschedule: '¿Necesitas cambiar la hora?',
    viewInBookings: 'Consúltala en tus reservas:',
  },
  passwordReset: {
    subject: 'Restablece tu contraseña de Slotwise',
    intro: 'Alguien (esperamos que tú) ha solicitado restablecer la contraseña de tu cuenta de Slotwise.',
    openLink: (minutes) =>
      `Abre este enlace para elegir una nueva contraseña. Solo funciona una vez y caduca en ${minutes} minutos:`,
    chooseNewPassword: 'Elige una nueva contraseña',
    linkExpiry: (minutes) => `El enlace solo funciona una vez y caduca en ${minutes} minutos.`,
    ignore: 'Si no lo has solicitado tú, ignora este correo: tu contraseña no cambiará.',
  },
};

const frMessages: MailMessages = {
  dateLocale: fr,
  labelSeparator: ' : ',
  greeting: (name) => `Bonjour ${name},`,
  labels: {
    what: 'Quoi',
    date: 'Date',
    time: 'Heure',
    host: 'Organisateur',
    attendee: 'Participant',
    alsoAttending: 'Participe aussi',
    where: 'Lieu',
    reason: 'Motif',
    previously: 'Auparavant',
  },
  locations: {
    google_meet: 'Google Meet',
    jitsi: 'Jitsi Meet',
    zoom: 'Zoom',
    teams: 'Microsoft Teams',
    in_person: 'En personne',
    phone: 'Appel téléphonique',
  },
  subjects: {
    confirmed: (title, host) => `Confirmé : ${title} avec ${host}`,
    pending: (title, host) => `En attente : ${title} avec ${host}`,
    newBooking: (title, attendee) => `Nouvelle réservation : ${title} avec ${attendee}`,
    needsConfirmation: (title, attendee) => `À confirmer : ${title} avec ${attendee}`,
    cancelled: (title, date) => `Annulé : ${title} le ${date}`,
    reminder: (title, host) => `Rappel : ${title} avec ${host}`,
    declined: (title, date) => `Refusé : ${title} le ${date}`,
    rescheduled: (title, host) => `Reprogrammé : ${title} avec ${host}`,
    rescheduledByAttendee: (title, attendee) => `Reprogrammé : ${title} avec ${attendee}`,
  },
  leads: {
    attendeeConfirmed: 'Votre réservation est confirmée.',
    attendeePending:
      "Votre réservation est en attente : l'organisateur doit la confirmer. Vous recevrez alors un autre e-mail.",
    hostNewBooking: (attendee) => `${attendee} a réservé un créneau avec vous.`,
    hostNeedsConfirmation: (attendee, bookingsUrl) =>
      `${attendee} a réservé un créneau qui nécessite votre confirmation. Confirmez-le ou refusez-le dans vos réservations : ${bookingsUrl}`,
    cancelledBy: (who) => `${who} a annulé cette réservation.`,
    reminder: 'Un rappel de votre prochaine réservation.',
    confirmedByHost: (host) => `${host} a confirmé votre réservation.`,
    rejected: (host) => `${host} n'a pas pu accepter votre demande de réservation.`,
    rescheduled: (host) => `${host} a déplacé votre réservation à un nouvel horaire.`,
    attendeeRescheduled: (attendee) => `${attendee} a déplacé cette réservation à un nouvel horaire.`,
    youRescheduled: 'Votre réservation a été déplacée au nouvel horaire ci-dessous.',
    confirmNewTime:
      'Le nouvel horaire doit être confirmé : confirmez-le ou refusez-le dans vos réservations.',
  },
  closings: {
    inviteAttached: "L'invitation de calendrier est jointe.",
    updatedInviteAttached: "L'invitation de calendrier mise à jour est jointe.",
    removedFromCalendar: 'La mise à jour jointe la retire de votre calendrier.',
  },
  links: {
    needToCancel: "Besoin d'annuler ?",
    needToReschedule: 'Besoin de changer d’horaire ?',
    viewInBookings: 'Retrouvez-la dans vos réservations :',
  },
  passwordReset: {
    subject: 'Réinitialisez votre mot de passe Slotwise',
    intro:
      "Quelqu'un (vous, espérons-le) a demandé la réinitialisation du mot de passe de votre compte Slotwise.",
    openLink: (minutes) =>
      `Ouvrez ce lien pour choisir un nouveau mot de passe. Il ne fonctionne qu'une fois et expire dans ${minutes} minutes :`,
    chooseNewPassword: 'Choisissez un nouveau mot de passe',
    linkExpiry: (minutes) => `Le lien ne fonctionne qu'une fois et expire dans ${minutes} minutes.`,
    ignore:
      "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.",
  },
};

const deMessages: MailMessages = {
  dateLocale: de,
  labelSeparator: ': ',
  greeting: (name) => `Hallo ${name},`,
  labels: {
    what: 'Was',
    date: 'Datum',
    time: 'Uhrzeit',
    host: 'Gastgeber',
    attendee: 'Teilnehmer',
    alsoAttending: 'Ebenfalls dabei',
    where: 'Wo',
    reason: 'Grund',
    previously: 'Vorher',
  },
  locations: {
    google_meet: 'Google Meet',
    jitsi: 'Jitsi Meet',
    zoom: 'Zoom',
    teams: 'Microsoft Teams',
    in_person: 'Vor Ort',
    phone: 'Telefonanruf',
  },
  subjects: {
    confirmed: (title, host) => `Bestätigt: ${title} mit ${host}`,
    pending: (title, host) => `Ausstehend: ${title} mit ${host}`,
    newBooking: (title, attendee) => `Neue Buchung: ${title} mit ${attendee}`,
    needsConfirmation: (title, attendee) => `Bestätigung erforderlich: ${title} mit ${attendee}`,
    cancelled: (title, date) => `Abgesagt: ${title} am ${date}`,
    reminder: (title, host) => `Erinnerung: ${title} mit ${host}`,
    declined: (title, date) => `Abgelehnt: ${title} am ${date}`,
    rescheduled: (title, host) => `Verschoben: ${title} mit ${host}`,
    rescheduledByAttendee: (title, attendee) => `Verschoben: ${title} mit ${attendee}`,
  },
  leads: {
    attendeeConfirmed: 'Ihre Buchung ist bestätigt.',
    attendeePending:
      'Ihre Buchung ist noch nicht bestätigt: Der Gastgeber muss sie bestätigen. Sie erhalten dann eine weitere E-Mail.',
    hostNewBooking: (attendee) => `${attendee} hat einen Termin bei Ihnen gebucht.`,
    hostNeedsConfirmation: (attendee, bookingsUrl) =>
      `${attendee} hat einen Termin gebucht, der Ihre Bestätigung braucht. Bestätigen oder ablehnen können Sie ihn in Ihren Buchungen: ${bookingsUrl}`,
    cancelledBy: (who) => `${who} hat diese Buchung abgesagt.`,
    reminder: 'Eine Erinnerung an Ihre bevorstehende Buchung.',
    confirmedByHost: (host) => `${host} hat Ihre Buchung bestätigt.`,
    rejected: (host) => `${host} konnte Ihre Buchungsanfrage leider nicht annehmen.`,
    rescheduled: (host) => `${host} hat Ihre Buchung auf einen neuen Termin verschoben.`,
    attendeeRescheduled: (attendee) => `${attendee} hat diese Buchung auf einen neuen Termin verschoben.`,
    youRescheduled: 'Ihre Buchung wurde auf den unten stehenden neuen Termin verschoben.',
    confirmNewTime:
      'Der neue Termin muss von Ihnen bestätigt werden: Bestätigen oder ablehnen können Sie ihn in Ihren Buchungen.',
  },
  closings: {
    inviteAttached: 'Die Kalendereinladung ist angehängt.',
    updatedInviteAttached: 'Die aktualisierte Kalendereinladung ist angehängt.',
    removedFromCalendar: 'Die angehängte Aktualisierung entfernt den Termin aus Ihrem Kalender.',
  },
  links: {
    needToCancel: 'Müssen Sie absagen?',
    needToReschedule: 'Müssen Sie den Termin verschieben?',
    viewInBookings: 'In Ihren Buchungen ansehen:',
  },
  passwordReset: {
    subject: 'Setzen Sie Ihr Slotwise-Passwort zurück',
    intro: 'Jemand (hoffentlich Sie) hat angefordert, das Passwort Ihres Slotwise-Kontos zurückzusetzen.',
    openLink: (minutes) =>
      `Öffnen Sie diesen Link, um ein neues Passwort zu wählen. Er funktioniert nur einmal und läuft in ${minutes} Minuten ab:`,
    chooseNewPassword: 'Neues Passwort wählen',
    linkExpiry: (minutes) => `Der Link funktioniert nur einmal und läuft in ${minutes} Minuten ab.`,
    ignore:
      'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
  },
};

const zhMessages: MailMessages = {
  dateLocale: zhCN,
  labelSeparator: '：',
  greeting: (name) => `${name}，您好：`,
  labels: {
    what: '事项',
    date: '日期',
    time: '时间',
    host: '主持人',
    attendee: '参与者',
    alsoAttending: '其他参与者',
    where: '地点',
    reason: '原因',
    previously: '原时间',
  },
  locations: {
    google_meet: 'Google Meet',
    jitsi: 'Jitsi Meet',
    zoom: 'Zoom',
    teams: 'Microsoft Teams',
    in_person: '线下见面',
    phone: '电话',
  },
  subjects: {
    confirmed: (title, host) => `已确认：${title}（与 ${host}）`,
    pending: (title, host) => `待确认：${title}（与 ${host}）`,
    newBooking: (title, attendee) => `新预约：${title}（与 ${attendee}）`,
    needsConfirmation: (title, attendee) => `需要您确认：${title}（与 ${attendee}）`,
    cancelled: (title, date) => `已取消：${date} 的 ${title}`,
    reminder: (title, host) => `提醒：${title}（与 ${host}）`,
    declined: (title, date) => `已拒绝：${date} 的 ${title}`,
    rescheduled: (title, host) => `已改期：${title}（与 ${host}）`,
    rescheduledByAttendee: (title, attendee) => `已改期：${title}（与 ${attendee}）`,
  },
  leads: {
    attendeeConfirmed: '您的预约已确认。',
    attendeePending: '您的预约正在等待主持人确认。确认后，您会再收到一封邮件。',
    hostNewBooking: (attendee) => `${attendee} 预约了与您会面的时间。`,
    hostNeedsConfirmation: (attendee, bookingsUrl) =>
      `${attendee} 预约了一个需要您确认的时间。请在您的预约列表中确认或拒绝：${bookingsUrl}`,
    cancelledBy: (who) => `${who} 取消了此预约。`,
    reminder: '提醒您即将到来的预约。',
    confirmedByHost: (host) => `${host} 已确认您的预约。`,
    rejected: (host) => `${host} 无法接受您的预约请求。`,
    rescheduled: (host) => `${host} 已将您的预约改到新的时间。`,
    attendeeRescheduled: (attendee) => `${attendee} 已将此预约改到新的时间。`,
    youRescheduled: '您的预约已改到下面的新时间。',
    confirmNewTime: '新的时间需要您确认：请在您的预约中确认或拒绝。',
  },
  closings: {
    inviteAttached: '日历邀请已附上。',
    updatedInviteAttached: '更新后的日历邀请已附上。',
    removedFromCalendar: '附件中的更新会将此预约从您的日历中移除。',
  },
  links: {
    needToCancel: '需要取消？',
    needToReschedule: '需要改期？',
    viewInBookings: '在您的预约中查看：',
  },
  passwordReset: {
    subject: '重置您的 Slotwise 密码',
    intro: '有人（希望是您本人）请求重置您 Slotwise 账户的密码。',
    openLink: (minutes) => `打开此链接以设置新密码。该链接仅能使用一次，将在 ${minutes} 分钟后失效：`,
    chooseNewPassword: '设置新密码',
    linkExpiry: (minutes) => `该链接仅能使用一次，将在 ${minutes} 分钟后失效。`,
    ignore: '如果这不是您本人的请求，请忽略此邮件：您的密码不会改变。',
  },
};

export const mailMessages: Record<LanguageCode, MailMessages> = {
  en,
  es: esMessages,
  fr: frMessages,
  de: deMessages,
  zh: zhMessages,
};

/**
 * The mail language for a stored language ("de", "de-AT", "zh_CN"): its primary subtag when it
 * is one of the five, else English (docs/product.md#language).
 */
export function mailLanguage(value: string | null | undefined): LanguageCode {
  const primary = (value ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return (supportedLanguages as readonly string[]).includes(primary ?? '') ? (primary as LanguageCode) : 'en';
}

/**
 * The recipient's language and the full locale its dates follow: "fr-FR" → fr written as in
 * France, "en-GB" → English with day-month and 24 hours; a tag of another language (or none)
 * falls back to the language's usual style ("pt-BR" → en, "en").
 */
export function mailLocale(value: string | null | undefined): { language: LanguageCode; tag: string } {
  const language = mailLanguage(value);
  try {
    const [tag] = Intl.getCanonicalLocales((value ?? '').trim().replaceAll('_', '-'));
    if (tag && tag.split('-')[0]?.toLowerCase() === language) return { language, tag };
  } catch {
    // Not a BCP 47 tag: the language's usual style.
  }
  return { language, tag: language };
}
