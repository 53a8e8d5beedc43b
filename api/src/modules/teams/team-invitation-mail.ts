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
      'Sign in (or create your Slotwise account with this email address) and accept the invitation on your teams page:',
    someone: 'A Slotwise user',
  },
  fr: {
    subject: (team) => `Vous êtes invité à rejoindre l'équipe ${team} sur Slotwise`,
    greeting: 'Bonjour,',
    lead: (inviter, team) => `${inviter} vous a invité à rejoindre l'équipe « ${team} » sur Slotwise.`,
    action:
      "Connectez-vous (ou créez votre compte Slotwise avec cette adresse e-mail) et acceptez l'invitation sur votre page Équipes :",
    someone: 'Un utilisateur de Slotwise',
  },
  es: {
    subject: (team) => `Te han invitado al equipo ${team} en Slotwise`,
    greeting: 'Hola:',
    lead: (inviter, team) => `${inviter} te ha invitado al equipo «${team}» en Slotwise.`,
    action:
      'Inicia sesión (o crea tu cuenta de Slotwise con esta dirección de correo) y acepta la invitación en tu página de equipos:',
    someone: 'Un usuario de Slotwise',
  },
  de: {
    subject: (team) => `Du wurdest zum Team ${team} auf Slotwise eingeladen`,
    greeting: 'Hallo,',
    lead: (inviter, team) => `${inviter} hat dich zum Team „${team}“ auf Slotwise eingeladen.`,
    action:
      'Melde dich an (oder erstelle dein Slotwise-Konto mit dieser E-Mail-Adresse) und nimm die Einladung auf deiner Teams-Seite an:',
    someone: 'Jemand auf Slotwise',
  },
  zh: {
    subject: (team) => `您已受邀加入 Slotwise 上的团队 ${team}`,
    greeting: '您好：',
    lead: (inviter, team) => `${inviter} 邀请您加入 Slotwise 上的团队「${team}」。`,
    action: '请登录（或使用此电子邮件地址创建 Slotwise 账户），然后在团队页面接受邀请：',
    someone: '一位 Slotwise 用户',
  },
};

/**
 * The invitation, in the language of the account that has the address (its profile language),
 * else in the inviter's: only the address's owner reads it, and the API answer stays the same.
 */
export function teamInvitationMail(
  email: string,
  teamName: string,
  inviterName: string | null,
  teamsUrl: string,
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
      teamsUrl,
    ].join('\n'),
  };
}
