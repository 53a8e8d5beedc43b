import type { LanguageCode } from '@slotwise/shared/contract/limits.contract';
import type { BookingDetails } from '../../db/schema/bookings.schema';
import { mailLanguage } from './mail-messages';

// The event type's cancel and reschedule policy in the attendee's mails
// (docs/product.md#cancel-and-reschedule-policy), in each mail language.
interface ChangePolicyMailMessages {
  changesOff: string;
  cutoff: (hours: number) => string;
  reasonRequired: string;
}

const messages: Record<LanguageCode, ChangePolicyMailMessages> = {
  en: {
    changesOff: 'The host does not allow cancelling or rescheduling online: please write to them.',
    cutoff: (hours) => `You can cancel or reschedule online up to ${hours} hours before the start.`,
    reasonRequired: 'A reason is required to cancel.',
  },
  es: {
    changesOff: 'El anfitrión no permite cancelar ni reprogramar en línea: escríbale.',
    cutoff: (hours) => `Puede cancelar o reprogramar en línea hasta ${hours} horas antes del inicio.`,
    reasonRequired: 'Para cancelar hay que indicar un motivo.',
  },
  fr: {
    changesOff: "L'hôte n'autorise ni annulation ni report en ligne : écrivez-lui.",
    cutoff: (hours) => `Vous pouvez annuler ou reporter en ligne jusqu'à ${hours} heures avant le début.`,
    reasonRequired: 'Un motif est demandé pour annuler.',
  },
  de: {
    changesOff: 'Der Gastgeber erlaubt kein Absagen oder Verschieben online: Bitte schreiben Sie ihm.',
    cutoff: (hours) => `Sie können bis ${hours} Stunden vor Beginn online absagen oder verschieben.`,
    reasonRequired: 'Zum Absagen ist ein Grund erforderlich.',
  },
  zh: {
    changesOff: '主持人不允许在线取消或改期：请直接联系主持人。',
    cutoff: (hours) => `您最晚可在开始前 ${hours} 小时在线取消或改期。`,
    reasonRequired: '取消时需要填写原因。',
  },
};

/** The policy's lines for the attendee's mail: none when the type keeps the defaults. */
export function changePolicyLines(eventType: BookingDetails['eventType'], locale: string): string[] {
  const m = messages[mailLanguage(locale)];
  if (eventType.attendeeChanges === false) return [m.changesOff];
  const lines: string[] = [];
  if (eventType.changeCutoffHours) lines.push(m.cutoff(eventType.changeCutoffHours));
  if (eventType.cancelReasonRequired) lines.push(m.reasonRequired);
  return lines;
}
