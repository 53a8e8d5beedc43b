import type { LanguageCode } from '@slotwise/shared/contract/limits.contract';
import type { BookingDetails } from '../../db/schema/bookings.schema';
import { hostDisplayName } from './booking-invite.ics';
import { escapeHtml, formatWhen, type MailContent } from './booking-mail.templates';
import { mailLanguage, mailMessages } from './mail-messages';

interface AttendeeConfirmationMessages {
  subject: (title: string, host: string) => string;
  intro: (title: string, host: string) => string;
  openLink: (minutes: number) => string;
  confirm: string;
  linkExpiry: (minutes: number) => string;
  ignore: string;
}

const messages: Record<LanguageCode, AttendeeConfirmationMessages> = {
  en: {
    subject: (title, host) => `Confirm your booking: ${title} with ${host}`,
    intro: (title, host) =>
      `You asked to book ${title} with ${host}. The host asks you to confirm your e-mail address before the time is booked.`,
    openLink: (minutes) =>
      `Open this link to confirm it. The time is held for you for ${minutes} minutes and released afterwards:`,
    confirm: 'Confirm my booking',
    linkExpiry: (minutes) => `The time is held for you for ${minutes} minutes and released afterwards.`,
    ignore: 'If you did not ask for this booking, ignore this e-mail: nothing will be booked.',
  },
  es: {
    subject: (title, host) => `Confirma tu reserva: ${title} con ${host}`,
    intro: (title, host) =>
      `Has pedido reservar ${title} con ${host}. El anfitrión te pide que confirmes tu dirección de correo antes de reservar la hora.`,
    openLink: (minutes) =>
      `Abre este enlace para confirmarla. La hora queda retenida para ti durante ${minutes} minutos y después se libera:`,
    confirm: 'Confirmar mi reserva',
    linkExpiry: (minutes) => `La hora queda retenida para ti durante ${minutes} minutos y después se libera.`,
    ignore: 'Si no has pedido esta reserva, ignora este correo: no se reservará nada.',
  },
  fr: {
    subject: (title, host) => `Confirmez votre réservation : ${title} avec ${host}`,
    intro: (title, host) =>
      `Vous avez demandé à réserver ${title} avec ${host}. L'hôte vous demande de confirmer votre adresse e-mail avant que le créneau soit réservé.`,
    openLink: (minutes) =>
      `Ouvrez ce lien pour la confirmer. Le créneau vous est réservé pendant ${minutes} minutes, puis libéré :`,
    confirm: 'Confirmer ma réservation',
    linkExpiry: (minutes) => `Le créneau vous est réservé pendant ${minutes} minutes, puis libéré.`,
    ignore: "Si vous n'avez pas demandé cette réservation, ignorez cet e-mail : rien ne sera réservé.",
  },
  de: {
    subject: (title, host) => `Bestätigen Sie Ihre Buchung: ${title} mit ${host}`,
    intro: (title, host) =>
      `Sie möchten ${title} mit ${host} buchen. Der Gastgeber bittet Sie, Ihre E-Mail-Adresse zu bestätigen, bevor der Termin gebucht wird.`,
    openLink: (minutes) =>
      `Öffnen Sie diesen Link, um sie zu bestätigen. Der Termin wird ${minutes} Minuten für Sie freigehalten und danach freigegeben:`,
    confirm: 'Meine Buchung bestätigen',
    linkExpiry: (minutes) =>
      `Der Termin wird ${minutes} Minuten für Sie freigehalten und danach freigegeben.`,
    ignore:
      'Wenn Sie diese Buchung nicht angefragt haben, ignorieren Sie diese E-Mail: Es wird nichts gebucht.',
  },
  zh: {
    subject: (title, host) => `确认您的预约：与 ${host} 的 ${title}`,
    intro: (title, host) => `您申请预约与 ${host} 的 ${title}。主持人要求您在预约前确认您的电子邮件地址。`,
    openLink: (minutes) => `打开此链接进行确认。该时间将为您保留 ${minutes} 分钟，之后释放：`,
    confirm: '确认我的预约',
    linkExpiry: (minutes) => `该时间将为您保留 ${minutes} 分钟，之后释放。`,
    ignore: '如果您没有申请此预约，请忽略此邮件：不会预约任何时间。',
  },
};

/**
 * The mail with the link that proves the attendee's address and books the held time
 * (docs/product.md#attendee-e-mail-confirmation), in the booking page's language.
 */
export function attendeeConfirmationMail(
  details: BookingDetails,
  link: string,
  minutes: number,
): MailContent {
  const { booking, eventType, host } = details;
  const locale = booking.language;
  const language = mailLanguage(locale);
  const m = mailMessages[language];
  const t = messages[language];
  const hostName = hostDisplayName(host);
  const when = formatWhen(booking.startTime, booking.endTime, booking.timezone, locale);
  const greeting = m.greeting(booking.attendeeName);
  const intro = t.intro(eventType.title, hostName);
  return {
    subject: t.subject(eventType.title, hostName),
    text: [
      greeting,
      '',
      intro,
      '',
      when.date,
      when.time,
      '',
      t.openLink(minutes),
      '',
      link,
      '',
      t.ignore,
    ].join('\n'),
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p><p>${escapeHtml(when.date)}<br>${escapeHtml(when.time)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(t.confirm)}</a></p><p>${escapeHtml(t.linkExpiry(minutes))}</p><p>${escapeHtml(t.ignore)}</p>`,
  };
}
