import type { Messages } from '@slotwise/shared/i18n/i18n';
import type { ShellKey } from './en';

const shell: Messages<ShellKey> = {
  'nav.main': 'Principal',
  'nav.mobile': 'Móvil',
  'nav.dashboard': 'Panel',
  'nav.eventTypes': 'Tipos de evento',
  'nav.bookings': 'Reservas',
  'nav.availability': 'Disponibilidad',
  'nav.teams': 'Equipos',
  'nav.settings': 'Configuración',
  'nav.openMenu': 'Abrir menú',
  'nav.closeMenu': 'Cerrar menú',
  'nav.signOut': 'Cerrar sesión',
  'session.loading': 'Cargando tu cuenta',
  'area.mf_marketing': 'Esta página',
  'area.mf_auth': 'El inicio de sesión',
  'area.mf_bookings': 'La sección de reservas',
  'area.mf_event_types': 'La sección de tipos de evento',
  'area.mf_settings': 'La configuración',
  'remoteError.title': '{{area}} no se ha podido cargar.',
  'remoteError.newer':
    'Esta parte de Slotwise se creó para una versión de la aplicación más reciente que la que se está ejecutando.',
  'remoteError.older':
    'Esta parte de Slotwise se creó para una versión de la aplicación más antigua que la que se está ejecutando.',
  'remoteError.contract':
    'Esta parte de Slotwise se ha publicado en una versión que la aplicación aún no puede usar.',
  'remoteError.unreachable':
    'El servidor de esta parte de Slotwise no ha respondido. Comprueba tu conexión e inténtalo de nuevo.',
  'remoteError.restWorks': 'El resto de la aplicación sigue funcionando.',
  'remoteError.versions': 'Necesita {{module}} {{required}}; esta aplicación ofrece {{provided}}.',
  'remoteError.retry': 'Reintentar',
  'verify.bannerTitle': 'Confirma tu dirección de correo electrónico',
  'verify.bannerText':
    'Hemos enviado un enlace a {{email}}. Hasta que lo abras, las invitaciones a equipos, las claves de API y los webhooks siguen bloqueados.',
  'verify.resend': 'Reenviar',
  'verify.resending': 'Enviando...',
  'verify.tooMany': 'Has pedido demasiados correos. Inténtalo de nuevo más tarde.',
  'verify.resendFailed': 'No hemos podido enviar el correo. Inténtalo de nuevo.',
  'preview.region': 'Vista previa de un remoto',
  'preview.active': 'Vista previa de {{remote}} desde {{origin}}',
  'preview.reset': 'Restablecer',
  'preview.resetLabel': 'Restablecer la vista previa de {{remote}}',
  'preview.dismiss': 'Descartar',
};

export default shell;
