import type { LanguageCode } from '@slotwise/shared/contract/limits.contract';

/** Texts of the location details in the mails and SMS (docs/product.md#locations), one per language. */
export interface LocationMailMessages {
  /** Fact label of the attendee's phone number (host's mails). */
  phone: string;
  /** Fact label of the Meet link. */
  meetLink: string;
  subjects: {
    /** The update mail that brings the Meet link once Google created it. */
    meetLink: (title: string, other: string) => string;
  };
  leads: {
    meetLink: string;
    /** The same update mail when the link is a Microsoft Teams meeting's (docs/calendars.md). */
    teamsLink: string;
  };
}

export const locationMailMessages: Record<LanguageCode, LocationMailMessages> = {
  en: {
    phone: 'Phone',
    meetLink: 'Meet link',
    subjects: { meetLink: (title, other) => `Meeting link: ${title} with ${other}` },
    leads: {
      meetLink: 'The Google Meet link of this booking is ready.',
      teamsLink: 'The Microsoft Teams link of this booking is ready.',
    },
  },
  fr: {
    phone: 'Téléphone',
    meetLink: 'Lien Meet',
    subjects: { meetLink: (title, other) => `Lien de la réunion : ${title} avec ${other}` },
    leads: {
      meetLink: 'Le lien Google Meet de cette réservation est prêt.',
      teamsLink: 'Le lien Microsoft Teams de cette réservation est prêt.',
    },
  },
  es: {
    phone: 'Teléfono',
    meetLink: 'Enlace de Meet',
    subjects: { meetLink: (title, other) => `Enlace de la reunión: ${title} con ${other}` },
    leads: {
      meetLink: 'El enlace de Google Meet de esta reserva está listo.',
      teamsLink: 'El enlace de Microsoft Teams de esta reserva está listo.',
    },
  },
  de: {
    phone: 'Telefon',
    meetLink: 'Meet-Link',
    subjects: { meetLink: (title, other) => `Besprechungslink: ${title} mit ${other}` },
    leads: {
      meetLink: 'Der Google-Meet-Link dieser Buchung ist bereit.',
      teamsLink: 'Der Microsoft-Teams-Link dieser Buchung ist bereit.',
    },
  },
  zh: {
    phone: '电话',
    meetLink: 'Meet 链接',
    subjects: { meetLink: (title, other) => `会议链接：${title}（与 ${other}）` },
    leads: {
      meetLink: '此预订的 Google Meet 链接已就绪。',
      teamsLink: '此预订的 Microsoft Teams 链接已就绪。',
    },
  },
};
