import type { LanguageCode } from '@slotwise/shared/contract/limits.contract';
import type { MailMessage } from '../../plugins/mail.plugin';

interface InvitationTexts {
  subject: (team: string) => string;
  greeting: string;
  lead: (inviter: string, team: string) => string;
  action: string;
  /** Names the inviter when their account is gone by the time the mail is written. */
  someone: string;
}

/** The team invitation mail (docs/product.md#teams) in the five languages. */
export const teamInvitationTexts: Record<LanguageCode, InvitationTexts> = {
  en: {
    subject: (team) => `You have been invited to the team ${team} on Slotwise`,
    greeting: 'Hi,',
    lead: (inviter, team) => `${inviter} invited you to the team "${team}" on Slotwise.`,
    action:
      'Open this link to accept or decline the invitation, signing in or creating your Slotwise account when asked. The link works once and expires in 7 days:',
    someone: 'A Slotwise user',
  },
  fr: {
    subject: (team) => `Vous êtes invité à rejoindre l'équipe ${team} sur Slotwise`,
    greeting: 'Bonjour,',
    lead: (inviter, team) => `${inviter} vous a invité à rejoindre l'équipe « ${team} » sur Slotwise.`,
    action:
      "Ouvrez ce lien pour accepter ou refuser l'invitation, en vous connectant ou en créant votre compte Slotwise si on vous le demande. Le lien ne sert qu'une fois et expire dans 7 jours :",
    someone: 'Un utilisateur de Slotwise',
  },
  es: {
    subject: (team) => `Te han invitado al equipo ${team} en Slotwise`,
    greeting: 'Hola:',
    lead: (inviter, team) => `${inviter} te ha invitado al equipo «${team}» en Slotwise.`,
    action:
      'Abre este enlace para aceptar o rechazar la invitación; inicia sesión o crea tu cuenta de Slotwise cuando se te pida. El enlace solo funciona una vez y caduca en 7 días:',
    someone: 'Un usuario de Slotwise',
  },
  de: {
    subject: (team) => `Du wurdest zum Team ${team} auf Slotwise eingeladen`,
    greeting: 'Hallo,',
    lead: (inviter, team) => `${inviter} hat dich zum Team „${team}“ auf Slotwise eingeladen.`,
    action:
      'Öffne diesen Link, um die Einladung anzunehmen oder abzulehnen; melde dich an oder erstelle dein Slotwise-Konto, wenn du dazu aufgefordert wirst. Der Link funktioniert einmal und läuft in 7 Tagen ab:',
    someone: 'Jemand auf Slotwise',
  },
  zh: {
    subject: (team) => `您已受邀加入 Slotwise 上的团队 ${team}`,
    greeting: '您好：',
    lead: (inviter, team) => `${inviter} 邀请您加入 Slotwise 上的团队「${team}」。`,
    action:
      '打开此链接即可接受或拒绝邀请，如有提示请登录或创建您的 Slotwise 账户。该链接仅可使用一次，7 天后失效：',
    someone: '一位 Slotwise 用户',
  },
};

/**
 * The invitation, in the language of the account that has the address (its profile language),
 * else in the sender's: only the address's owner reads it, and the API answer stays the same.
 */
export function teamInvitationMail(
  email: string,
  teamName: string,
  inviterName: string | null,
  /** The link with the invitation's single-use secret (docs/product.md#team-invitations). */
  invitationUrl: string,
  language: LanguageCode,
): MailMessage {
  const texts = teamInvitationTexts[language];
  return {
    to: email,
    subject: texts.subject(teamName),
    text: [
      texts.greeting,
      '',
      texts.lead(inviterName ?? texts.someone, teamName),
      texts.action,
      '',
      invitationUrl,
    ].join('\n'),
  };
}
