import type { Messages } from '@slotwise/shared/i18n/i18n';
import type { CommonKey } from '@slotwise/shared/i18n/locales/common.en';

const common: Messages<CommonKey> = {
  'userMenu.open': 'Abrir el menú de usuario',
  'userMenu.dashboard': 'Panel',
  'userMenu.settings': 'Configuración',
  'userMenu.signOut': 'Cerrar sesión',
  'notFound.title': '¡Vaya! Página no encontrada',
  'notFound.description': 'La página que buscas no existe o se ha movido.',
  'notFound.home': 'Volver al inicio',
  'brand.home': 'Inicio de {{brand}}',
  'toast.close': 'Cerrar notificación',
  'status.loading': 'Cargando',
  'location.google_meet': 'Google Meet',
  'location.jitsi': 'Jitsi Meet',
  'location.zoom': 'Zoom',
  'location.teams': 'Microsoft Teams',
  'location.in_person': 'En persona',
  'location.phone': 'Llamada telefónica',
  'toast.region': 'Notificaciones (Alt+T)',
};

export default common;
