import type { Messages } from '@slotwise/shared/i18n/i18n';
import type { ShellKey } from './en';

const shell: Messages<ShellKey> = {
  'nav.main': 'Hauptmenü',
  'nav.mobile': 'Mobil',
  'nav.dashboard': 'Dashboard',
  'nav.eventTypes': 'Terminarten',
  'nav.bookings': 'Buchungen',
  'nav.availability': 'Verfügbarkeit',
  'nav.teams': 'Teams',
  'nav.settings': 'Einstellungen',
  'nav.openMenu': 'Menü öffnen',
  'nav.closeMenu': 'Menü schließen',
  'nav.signOut': 'Abmelden',
  'session.loading': 'Dein Konto wird geladen',
  'area.mf_marketing': 'Diese Seite',
  'area.mf_auth': 'Die Anmeldung',
  'area.mf_bookings': 'Der Bereich „Buchungen“',
  'area.mf_event_types': 'Der Bereich „Terminarten“',
  'area.mf_settings': 'Der Bereich „Einstellungen“',
  'remoteError.title': '{{area}} konnte nicht geladen werden.',
  'remoteError.newer':
    'Dieser Teil von Slotwise wurde für eine neuere Version der App erstellt als die hier laufende.',
  'remoteError.older':
    'Dieser Teil von Slotwise wurde für eine ältere Version der App erstellt als die hier laufende.',
  'remoteError.contract':
    'Dieser Teil von Slotwise wurde in einer Version bereitgestellt, die die App noch nicht verwenden kann.',
  'remoteError.unreachable':
    'Der Server für diesen Teil von Slotwise hat nicht geantwortet. Prüfe deine Verbindung und versuche es erneut.',
  'remoteError.restWorks': 'Der Rest der App funktioniert weiterhin.',
  'remoteError.versions': 'Benötigt wird {{module}} {{required}}; diese App bietet {{provided}}.',
  'remoteError.retry': 'Erneut versuchen',
  'verify.bannerTitle': 'Bestätigen Sie Ihre E-Mail-Adresse',
  'verify.bannerText':
    'Wir haben einen Link an {{email}} gesendet. Bis Sie ihn öffnen, bleiben Teameinladungen, API-Schlüssel und Webhooks gesperrt.',
  'verify.resend': 'Erneut senden',
  'verify.resending': 'Wird gesendet...',
  'verify.tooMany': 'Sie haben zu viele E-Mails angefordert. Bitte versuchen Sie es später erneut.',
  'verify.resendFailed': 'Wir konnten die E-Mail nicht senden. Bitte versuchen Sie es erneut.',
  'preview.region': 'Remote-Vorschau',
  'preview.active': 'Vorschau von {{remote}} von {{origin}}',
  'preview.reset': 'Zurücksetzen',
  'preview.resetLabel': 'Vorschau von {{remote}} zurücksetzen',
  'preview.dismiss': 'Ausblenden',
};

export default shell;
