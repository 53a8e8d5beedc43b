import type { Messages } from '@slotwise/shared/i18n/i18n';
import type { CommonKey } from '@slotwise/shared/i18n/locales/common.en';

const common: Messages<CommonKey> = {
  'userMenu.open': 'Benutzermenü öffnen',
  'userMenu.dashboard': 'Dashboard',
  'userMenu.settings': 'Einstellungen',
  'userMenu.signOut': 'Abmelden',
  'notFound.title': 'Hoppla! Seite nicht gefunden',
  'notFound.description': 'Die gesuchte Seite existiert nicht oder wurde verschoben.',
  'notFound.home': 'Zur Startseite',
  'brand.home': '{{brand}} Startseite',
  'toast.close': 'Benachrichtigung schließen',
  'status.loading': 'Wird geladen',
  'location.google_meet': 'Google Meet',
  'location.jitsi': 'Jitsi Meet',
  'location.zoom': 'Zoom',
  'location.teams': 'Microsoft Teams',
  'location.in_person': 'Vor Ort',
  'location.phone': 'Telefonat',
  'toast.region': 'Benachrichtigungen (Alt+T)',
};

export default common;
