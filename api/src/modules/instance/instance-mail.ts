import type { LanguageCode } from '@slotwise/shared/contract/limits.contract';
import { escapeHtml } from '../notifications/booking-mail.templates';

interface InstanceMailTexts {
  greeting: string;
  testSubject: string;
  testBody: (transport: string) => string;
  invitationSubject: string;
  invitationIntro: (inviter: string) => string;
  invitationLink: (days: number) => string;
  invitationButton: string;
}

const texts: Record<LanguageCode, InstanceMailTexts> = {
  en: {
    greeting: 'Hello,',
    testSubject: 'Slotwise test mail',
    testBody: (transport) =>
      `This is a test mail from the Admin tab of your Slotwise server. It was sent through: ${transport}.`,
    invitationSubject: 'You are invited to Slotwise',
    invitationIntro: (inviter) => `${inviter} invites you to create an account on this Slotwise server.`,
    invitationLink: (days) =>
      `Open this link to create your account. It works once and expires in ${days} days:`,
    invitationButton: 'Create your account',
  },
  es: {
    greeting: 'Hola:',
    testSubject: 'Correo de prueba de Slotwise',
    testBody: (transport) =>
      `Este es un correo de prueba enviado desde la pestaña Administración de tu servidor Slotwise. Se envió mediante: ${transport}.`,
    invitationSubject: 'Te han invitado a Slotwise',
    invitationIntro: (inviter) => `${inviter} te invita a crear una cuenta en este servidor de Slotwise.`,
    invitationLink: (days) =>
      `Abre este enlace para crear tu cuenta. Solo funciona una vez y caduca en ${days} días:`,
    invitationButton: 'Crear tu cuenta',
  },
  fr: {
    greeting: 'Bonjour,',
    testSubject: 'E-mail de test Slotwise',
    testBody: (transport) =>
      `Ceci est un e-mail de test envoyé depuis l’onglet Administration de votre serveur Slotwise. Il est parti par : ${transport}.`,
    invitationSubject: 'Vous êtes invité sur Slotwise',
    invitationIntro: (inviter) => `${inviter} vous invite à créer un compte sur ce serveur Slotwise.`,
    invitationLink: (days) =>
      `Ouvrez ce lien pour créer votre compte. Il ne fonctionne qu'une fois et expire dans ${days} jours :`,
    invitationButton: 'Créer votre compte',
  },
  de: {
    greeting: 'Hallo,',
    testSubject: 'Slotwise-Test-E-Mail',
    testBody: (transport) =>
      `Dies ist eine Test-E-Mail aus dem Tab „Verwaltung“ Ihres Slotwise-Servers. Sie wurde versendet über: ${transport}.`,
    invitationSubject: 'Sie sind zu Slotwise eingeladen',
    invitationIntro: (inviter) => `${inviter} lädt Sie ein, ein Konto auf diesem Slotwise-Server anzulegen.`,
    invitationLink: (days) =>
      `Öffnen Sie diesen Link, um Ihr Konto anzulegen. Er funktioniert nur einmal und läuft in ${days} Tagen ab:`,
    invitationButton: 'Konto anlegen',
  },
  zh: {
    greeting: '您好：',
    testSubject: 'Slotwise 测试邮件',
    testBody: (transport) => `这是从您的 Slotwise 服务器“管理”选项卡发送的测试邮件。发送方式：${transport}。`,
    invitationSubject: '您受邀加入 Slotwise',
    invitationIntro: (inviter) => `${inviter} 邀请您在此 Slotwise 服务器上创建账户。`,
    invitationLink: (days) => `打开此链接创建您的账户。链接仅可使用一次，${days} 天后失效：`,
    invitationButton: '创建账户',
  },
};

export function testMail(language: LanguageCode, transport: string) {
  const t = texts[language];
  return {
    subject: t.testSubject,
    text: [t.greeting, '', t.testBody(transport)].join('\n'),
    html: `<p>${escapeHtml(t.greeting)}</p><p>${escapeHtml(t.testBody(transport))}</p>`,
  };
}

export function invitationMail(language: LanguageCode, inviter: string, link: string, days: number) {
  const t = texts[language];
  return {
    subject: t.invitationSubject,
    text: [t.greeting, '', t.invitationIntro(inviter), t.invitationLink(days), '', link].join('\n'),
    html: `<p>${escapeHtml(t.greeting)}</p><p>${escapeHtml(t.invitationIntro(inviter))}</p><p>${escapeHtml(t.invitationLink(days))}</p><p><a href="${escapeHtml(link)}">${escapeHtml(t.invitationButton)}</a></p>`,
  };
}
