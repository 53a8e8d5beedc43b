import { accountMailMessages } from './account-mail-messages';
import { escapeHtml, type MailContent } from './booking-mail.templates';
import { mailLanguage, mailMessages } from './mail-messages';

/**
 * The mail with the link that confirms the account's address
 * (docs/product.md#verified-e-mail-addresses), in the account's language.
 */
export function emailVerificationMail(
  name: string,
  link: string,
  hours: number,
  locale: string = 'en',
): MailContent {
  const language = mailLanguage(locale);
  const greeting = mailMessages[language].greeting(name);
  const t = accountMailMessages[language].emailVerification;
  return {
    subject: t.subject,
    text: [greeting, '', t.intro, t.openLink(hours), '', link, '', t.ignore].join('\n'),
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(t.intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(t.confirm)}</a></p><p>${escapeHtml(t.linkExpiry(hours))}</p><p>${escapeHtml(t.ignore)}</p>`,
  };
}
