import type { Messages } from '@slotwise/shared/i18n/i18n';
import type { CommonKey } from '@slotwise/shared/i18n/locales/common.en';

const common: Messages<CommonKey> = {
  'userMenu.open': 'Ouvrir le menu utilisateur',
  'userMenu.dashboard': 'Tableau de bord',
  'userMenu.settings': 'Paramètres',
  'userMenu.signOut': 'Se déconnecter',
  'notFound.title': 'Oups ! Page introuvable',
  'notFound.description': "La page que vous cherchez n'existe pas ou a été déplacée.",
  'notFound.home': "Retour à l'accueil",
  'brand.home': 'Accueil {{brand}}',
  'toast.close': 'Fermer la notification',
  'status.loading': 'Chargement',
  'location.google_meet': 'Google Meet',
  'location.jitsi': 'Jitsi Meet',
  'location.zoom': 'Zoom',
  'location.teams': 'Microsoft Teams',
  'location.in_person': 'En personne',
  'location.phone': 'Appel téléphonique',
  'toast.region': 'Notifications (Alt+T)',
};

export default common;
