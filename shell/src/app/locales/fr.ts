import type { Messages } from '@slotwise/shared/i18n/i18n';
import type { ShellKey } from './en';

const shell: Messages<ShellKey> = {
  'nav.main': 'Principale',
  'nav.mobile': 'Mobile',
  'nav.dashboard': 'Tableau de bord',
  'nav.eventTypes': "Types d'événement",
  'nav.bookings': 'Réservations',
  'nav.availability': 'Disponibilités',
  'nav.teams': 'Équipes',
  'nav.settings': 'Paramètres',
  'nav.openMenu': 'Ouvrir le menu',
  'nav.closeMenu': 'Fermer le menu',
  'nav.signOut': 'Se déconnecter',
  'session.loading': 'Chargement de votre compte',
  'area.mf_marketing': 'Cette page',
  'area.mf_auth': 'La connexion',
  'area.mf_bookings': 'La section Réservations',
  'area.mf_event_types': "La section Types d'événement",
  'area.mf_settings': 'La section Paramètres',
  'remoteError.title': "{{area}} n'a pas pu être chargée.",
  'remoteError.newer':
    "Cette partie de Slotwise a été conçue pour une version de l'application plus récente que celle utilisée ici.",
  'remoteError.older':
    "Cette partie de Slotwise a été conçue pour une version de l'application plus ancienne que celle utilisée ici.",
  'remoteError.contract':
    "Cette partie de Slotwise a été déployée dans une version que l'application ne peut pas encore utiliser.",
  'remoteError.unreachable':
    "Le serveur de cette partie de Slotwise n'a pas répondu. Vérifiez votre connexion et réessayez.",
  'remoteError.restWorks': "Le reste de l'application continue de fonctionner.",
  'remoteError.versions': 'Elle nécessite {{module}} {{required}} ; cette application fournit {{provided}}.',
  'remoteError.retry': 'Réessayer',
  'verify.bannerTitle': 'Confirmez votre adresse e-mail',
  'verify.bannerText':
    "Nous avons envoyé un lien à {{email}}. Tant que vous ne l'avez pas ouvert, les invitations d'équipe, les clés API et les webhooks restent bloqués.",
  'verify.resend': 'Renvoyer',
  'verify.resending': 'Envoi...',
  'verify.tooMany': "Vous avez demandé trop d'e-mails. Veuillez réessayer plus tard.",
  'verify.resendFailed': "Nous n'avons pas pu envoyer l'e-mail. Veuillez réessayer.",
  'preview.region': "Aperçu d'un module distant",
  'preview.active': 'Aperçu de {{remote}} depuis {{origin}}',
  'preview.reset': 'Réinitialiser',
  'preview.resetLabel': "Réinitialiser l'aperçu de {{remote}}",
  'preview.dismiss': 'Ignorer',
};

export default shell;
