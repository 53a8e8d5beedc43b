import type { LanguageCode } from '@slotwise/shared/contract/limits.contract';

/**
 * The words of the .ics invite (SUMMARY and DESCRIPTION) in the recipient's language
 * (docs/product.md#language); the LOCATION uses the mails' location names.
 */
export interface InviteMessages {
  summary: (title: string, other: string) => string;
  toReschedule: string;
  toCancel: string;
  details: string;
  cancelled: string;
}

export const inviteMessages: Record<LanguageCode, InviteMessages> = {
  en: {
    summary: (title, other) => `${title} with ${other}`,
    toReschedule: 'To reschedule:',
    toCancel: 'To cancel:',
    details: 'Details:',
    cancelled: 'Cancelled.',
  },
  fr: {
    summary: (title, other) => `${title} avec ${other}`,
    toReschedule: 'Pour changer d’horaire :',
    toCancel: 'Pour annuler :',
    details: 'Détails :',
    cancelled: 'Annulé.',
  },
  es: {
    summary: (title, other) => `${title} con ${other}`,
    toReschedule: 'Para cambiar la hora:',
    toCancel: 'Para cancelar:',
    details: 'Detalles:',
    cancelled: 'Cancelada.',
  },
  de: {
    summary: (title, other) => `${title} mit ${other}`,
    toReschedule: 'Zum Verschieben:',
    toCancel: 'Zum Absagen:',
    details: 'Einzelheiten:',
    cancelled: 'Abgesagt.',
  },
  zh: {
    summary: (title, other) => `${title}（与 ${other}）`,
    toReschedule: '改期：',
    toCancel: '取消：',
    details: '详情：',
    cancelled: '已取消。',
  },
};
