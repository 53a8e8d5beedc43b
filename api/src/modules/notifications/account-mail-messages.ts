import type { LanguageCode } from '@slotwise/shared/contract/limits.contract';

/**
 * Texts of the mail that confirms an account's e-mail address
 * (docs/product.md#verified-e-mail-addresses), one per language (docs/product.md#language).
 */
export interface AccountMailMessages {
  emailVerification: {
    subject: string;
    intro: string;
    openLink: (hours: number) => string;
    confirm: string;
    linkExpiry: (hours: number) => string;
    ignore: string;
  };
}

export const accountMailMessages: Record<LanguageCode, AccountMailMessages> = {
  en: {
    emailVerification: {
      subject: 'Confirm your e-mail address for Slotwise',
      intro: 'Thanks for signing up to Slotwise. Please confirm that this is your e-mail address.',
      openLink: (hours) => `Open this link to confirm it. It works once and expires in ${hours} hours:`,
      confirm: 'Confirm my e-mail address',
      linkExpiry: (hours) => `The link works once and expires in ${hours} hours.`,
      ignore: 'If you did not create a Slotwise account, ignore this email.',
    },
  },
  es: {
    emailVerification: {
      subject: 'Confirma tu dirección de correo para Slotwise',
      intro: 'Gracias por registrarte en Slotwise. Confirma que esta es tu dirección de correo.',
      openLink: (hours) =>
        `Abre este enlace para confirmarla. Solo funciona una vez y caduca en ${hours} horas:`,
      confirm: 'Confirmar mi dirección de correo',
      linkExpiry: (hours) => `El enlace solo funciona una vez y caduca en ${hours} horas.`,
      ignore: 'Si no has creado una cuenta de Slotwise, ignora este correo.',
    },
  },
  fr: {
    emailVerification: {
      subject: 'Confirmez votre adresse e-mail pour Slotwise',
      intro: 'Merci de vous être inscrit à Slotwise. Confirmez que cette adresse e-mail est bien la vôtre.',
      openLink: (hours) =>
        `Ouvrez ce lien pour la confirmer. Il ne fonctionne qu'une fois et expire dans ${hours} heures :`,
      confirm: 'Confirmer mon adresse e-mail',
      linkExpiry: (hours) => `Le lien ne fonctionne qu'une fois et expire dans ${hours} heures.`,
      ignore: "Si vous n'avez pas créé de compte Slotwise, ignorez cet e-mail.",
    },
  },
  de: {
    emailVerification: {
      subject: 'Bestätigen Sie Ihre E-Mail-Adresse für Slotwise',
      intro:
        'Danke für Ihre Anmeldung bei Slotwise. Bitte bestätigen Sie, dass dies Ihre E-Mail-Adresse ist.',
      openLink: (hours) =>
        `Öffnen Sie diesen Link, um sie zu bestätigen. Er funktioniert nur einmal und läuft in ${hours} Stunden ab:`,
      confirm: 'Meine E-Mail-Adresse bestätigen',
      linkExpiry: (hours) => `Der Link funktioniert nur einmal und läuft in ${hours} Stunden ab.`,
      ignore: 'Wenn Sie kein Slotwise-Konto erstellt haben, ignorieren Sie diese E-Mail.',
    },
  },
  zh: {
    emailVerification: {
      subject: '确认您在 Slotwise 的电子邮件地址',
      intro: '感谢您注册 Slotwise。请确认这是您的电子邮件地址。',
      openLink: (hours) => `打开此链接进行确认。该链接仅能使用一次，将在 ${hours} 小时后失效：`,
      confirm: '确认我的电子邮件地址',
      linkExpiry: (hours) => `该链接仅能使用一次，将在 ${hours} 小时后失效。`,
      ignore: '如果您没有创建 Slotwise 账户，请忽略此邮件。',
    },
  },
};
