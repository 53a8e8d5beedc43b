import type { Messages } from '@slotwise/shared/i18n/i18n';
import type { MarketingKey } from './en';

const marketing: Messages<MarketingKey> = {
  'release.label': 'Alpha précoce',
  'layout.loading': 'Chargement',

  'nav.main': 'Principale',
  'nav.mobile': 'Mobile',
  'nav.openMenu': 'Ouvrir le menu',
  'nav.closeMenu': 'Fermer le menu',
  'nav.solutions': 'Solutions',
  'nav.features': 'Fonctionnalités',
  'nav.integrations': 'Intégrations',
  'nav.enterprise': 'Entreprises',
  'nav.pricing': 'Tarifs',
  'nav.goToApp': "Accéder à l'app",
  'nav.signIn': 'Se connecter',

  'footer.tagline':
    'La prise de rendez-vous open source : publiez vos types d’événement, partagez un lien, recevez des réservations.',
  'footer.product': 'Produit',
  'footer.project': 'Projet',
  'footer.support': 'Assistance',
  'footer.about': 'À propos',
  'footer.blog': 'Blog',
  'footer.careers': 'Carrières',
  'footer.contact': 'Contact',
  'footer.help': 'Aide',
  'footer.privacy': 'Confidentialité',
  'footer.terms': 'Conditions',
  'footer.security': 'Sécurité',
  'footer.copyright': '© {{year}} {{brand}}. Logiciel open source.',
  'footer.selfHost': 'Hébergez-le vous-même avec {{command}}.',

  'landing.documentTitle': '{{brand}} · La prise de rendez-vous en toute simplicité',
  'landing.hero.badge': 'Alpha précoce · open source',
  'landing.hero.title': 'La prise de rendez-vous, en toute {{highlight}}',
  'landing.hero.titleHighlight': 'simplicité',
  'landing.hero.lead':
    'Publiez vos types d’événement sous un seul lien personnel. Vos invités choisissent un créneau dans leur propre fuseau horaire, et la réunion arrive dans votre agenda, sans allers-retours.',
  'landing.hero.signUp': "S'inscrire",
  'landing.hero.howItWorks': 'Comment ça marche',
  'landing.noCreditCardRequired': 'Aucune carte bancaire requise',
  'landing.properties': 'Caractéristiques du produit',
  'landing.property.openSource': 'Open source',
  'landing.property.selfHostable': 'Auto-hébergeable',
  'landing.property.noCreditCard': 'Sans carte bancaire',
  'landing.property.noTracking': 'Sans pistage',
  'landing.why.eyebrow': 'Pourquoi {{brand}}',
  'landing.why.title': 'Tout ce qu’il faut pour recevoir des réservations',
  'landing.why.text':
    'Une page de réservation qu’on comprend d’un coup d’œil, et un tableau de bord qui garde votre semaine en ordre.',
  'landing.claim.simplified.title': 'Prise de rendez-vous simplifiée',
  'landing.claim.simplified.text':
    'Partagez un lien par type d’événement. Vos invités choisissent un créneau libre, sans échanges d’e-mails interminables.',
  'landing.claim.timeZone.title': 'Horaires dans le fuseau de l’invité',
  'landing.claim.timeZone.text':
    'La page de réservation détecte le fuseau horaire du visiteur et y affiche chaque horaire ; il peut le changer.',
  'landing.claim.mobile.title': 'Adapté au mobile',
  'landing.claim.mobile.text':
    'La page de réservation et votre tableau de bord fonctionnent aussi bien sur téléphone que sur ordinateur.',
  'landing.claim.calendars.title': 'Intégrations d’agenda',
  'landing.claim.calendars.text':
    'Google Agenda dès aujourd’hui : les créneaux occupés sont bloqués et les réservations deviennent des événements. Outlook et d’autres sont prévus.',
  'landing.claim.privacy.title': 'La confidentialité d’abord',
  'landing.claim.privacy.text':
    'Ni pistage ni publicité. Les mots de passe sont hachés avec argon2id, et vous pouvez l’héberger sur votre propre serveur.',
  'landing.claim.fast.title': 'Rapide',
  'landing.claim.fast.text':
    'Un front-end léger et précompressé et une API sobre : les pages s’ouvrent vite, même sur les réseaux mobiles.',
  'landing.how.eyebrow': 'Comment ça marche',
  'landing.how.title': 'Trois étapes vers votre première réservation',
  'landing.step.create.title': 'Créez vos types d’événement',
  'landing.step.create.text':
    'Donnez à chaque type de réunion un titre, une durée et ses détails : lieu, temps tampons, questions, rappels.',
  'landing.step.share.title': 'Partagez votre lien',
  'landing.step.share.text':
    'Chaque type d’événement a une page publique à /{username}/{slug}. Mettez-la dans votre signature e-mail ou sur votre site.',
  'landing.step.booked.title': 'Recevez des réservations',
  'landing.step.booked.text':
    'Vos invités choisissent un créneau. Vous recevez tous deux un e-mail avec une invitation .ics, et la réunion arrive dans votre agenda.',
  'landing.correct.eyebrow': 'Conçu pour de vrais agendas',
  'landing.correct.title': 'Des réservations toujours justes',
  'landing.correct.text': 'Les détails qui rendent un lien de réservation fiable, gérés pour vous.',
  'landing.blurb.smart.title': 'Planification intelligente',
  'landing.blurb.smart.text':
    'Empêche les doubles réservations grâce à une contrainte de base de données, et respecte les temps tampons que vous fixez autour des réunions.',
  'landing.blurb.timeZone.title': 'Gestion des fuseaux horaires',
  'landing.blurb.timeZone.text':
    'Vos disponibilités vivent dans votre fuseau horaire et restent justes lors des changements d’heure, des deux côtés.',
  'landing.blurb.team.title': 'Planification d’équipe',
  'landing.blurb.team.text':
    'Créez une équipe et proposez des types d’événement en rotation (round-robin) ou collectifs entre ses membres.',
  'landing.blurb.instant.title': 'Réservation instantanée',
  'landing.blurb.instant.text':
    'Les réservations sont confirmées aussitôt, ou attendent votre accord si vous activez « Confirmation requise ».',
  'landing.who.eyebrow': 'Pour qui',
  'landing.who.title': 'Pour celles et ceux qui vivent au rythme de leur agenda',
  'landing.who.text':
    'Citations fictives : {{brand}} est une alpha précoce, elles décrivent donc les personnes pour qui il est conçu. Ce ne sont pas des avis de clients identifiés.',
  'landing.quote.consultant.quote':
    'J’envoie un lien au lieu de cinq e-mails pour trouver un créneau qui convient.',
  'landing.quote.consultant.who': 'Une consultante indépendante',
  'landing.quote.studio.quote':
    'Les clients réservent dans leur propre fuseau horaire : plus personne n’arrive avec une heure d’avance.',
  'landing.quote.studio.who': 'Un petit studio en télétravail',
  'landing.quote.selfHoster.quote':
    'Nous l’hébergeons sur notre propre serveur à côté de nos autres outils, et les données restent chez nous.',
  'landing.quote.selfHoster.who': 'Un développeur qui auto-héberge',
  'landing.quote.illustrative': '{{who}} (exemple fictif)',
  'landing.cta.title': 'Prêt à partager votre premier lien de réservation ?',
  'landing.cta.text':
    'Créez un compte, définissez vos disponibilités et publiez un type d’événement en quelques minutes.',
  'landing.cta.start': 'Commencer gratuitement',
  'landing.cta.learnMore': 'En savoir plus',
  'landing.cta.learnMoreContext': ' sur les fonctionnalités de Slotwise',

  'sample.label': 'Exemple de carte d’événement',
  'sample.host': 'Hôte',
  'sample.badge': 'Exemple',
  'sample.title': 'Appel découverte',
  'sample.description':
    'Un premier échange court pour faire connaissance et voir comment travailler ensemble.',
  'sample.duration': '{{minutes}} minutes',
  'sample.selected': '(sélectionné)',

  'pricing.documentTitle': 'Tarifs · {{brand}}',
  'pricing.title': 'Tarifs',
  'pricing.lead':
    'Une seule offre, et elle est gratuite : tout ce qu’il faut pour partager un lien de réservation et recevoir des réservations.',
  'pricing.plan': 'Offre gratuite',
  'pricing.perMonth': 'par mois',
  'pricing.noCreditCardRequired': 'Aucune carte bancaire requise',
  'pricing.featuresLabel': 'Fonctionnalités de l’offre gratuite',
  'pricing.feature.unlimited': 'Types d’événement illimités',
  'pricing.feature.active': 'Jusqu’à {{maxActive}} types d’événement actifs',
  'pricing.feature.links': 'Liens de réservation personnalisés',
  'pricing.feature.calendars': 'Intégrations d’agenda (Google, Outlook)',
  'pricing.feature.emails': 'Notifications automatiques par e-mail',
  'pricing.feature.customization': 'Personnalisation de base de la page de réservation',
  'pricing.feature.availability': 'Réglages de base des disponibilités',
  'pricing.feature.analytics': 'Statistiques de base',
  'pricing.calendarNote': 'Google Agenda fonctionne dès aujourd’hui ; Outlook arrive bientôt.',
  'pricing.goToDashboard': 'Accéder au tableau de bord',
  'pricing.getStarted': 'Commencer gratuitement',
  'pricing.questions': 'Questions',
  'pricing.q.active.question': 'Qu’est-ce qu’un type d’événement actif ?',
  'pricing.q.active.answer':
    'Un type d’événement public, que toute personne ayant son lien peut réserver. Vous pouvez garder autant de types inactifs que vous voulez et en activer {{maxActive}}, au choix.',
  'pricing.q.selfHost.question': 'Puis-je l’héberger sur mon propre serveur ?',
  'pricing.q.selfHost.answer':
    'Oui. {{brand}} est open source : clonez le dépôt et lancez npm ci && npm start. Il utilise une base de données intégrée par défaut, ou votre serveur PostgreSQL.',
  'pricing.q.calendars.question': 'Quels agendas sont pris en charge ?',
  'pricing.q.calendars.answer':
    'Google Agenda fonctionne dès aujourd’hui. Outlook (Office 365) et Apple Calendar arrivent bientôt.',

  'features.title': 'Fonctionnalités',
  'features.lead':
    'Ce que fait {{brand}} aujourd’hui, en alpha précoce : types d’événement, disponibilités, une page de réservation publique, des e-mails et Google Agenda.',
  'features.eventTypes.heading': 'Types d’événement',
  'features.eventTypes.p1':
    'Un type d’événement est un genre de réunion que vous proposez : un titre, une description, une durée (15, 30, 45, 60 ou 120 minutes), un lieu comme Google Meet, et le planning de disponibilités dans lequel il se réserve.',
  'features.eventTypes.item1': 'Types individuels, de groupe, collectifs et en rotation (round-robin)',
  'features.eventTypes.item2': 'Temps tampons avant et après chaque réunion',
  'features.eventTypes.item3': 'Jusqu’à {{maxReminders}} rappels, par défaut un e-mail 24 heures avant',
  'features.eventTypes.item4': 'Jusqu’à {{maxQuestions}} questions pour la personne qui réserve',
  'features.eventTypes.item5': '« Confirmation requise », si vous voulez approuver chaque réservation',
  'features.schedules.heading': 'Plannings de disponibilités avec fuseaux horaires',
  'features.schedules.p1':
    'Un planning contient des horaires hebdomadaires dans son propre fuseau horaire (par exemple Europe/Berlin), plusieurs plages par jour et des exceptions par date pour les jours fériés ou les changements ponctuels. Un nouveau compte démarre avec « Heures de travail » : du lundi au vendredi, de 09:00 à 17:00, dans le fuseau horaire de votre navigateur.',
  'features.bookingPage.heading': 'Une page de réservation publique',
  'features.bookingPage.p1':
    'Chaque type d’événement actif se réserve à /{username}/{slug}. Les visiteurs voient les horaires dans leur propre fuseau (et peuvent le changer), passent d’un affichage sur 12 heures à 24 heures, choisissent un jour dans un calendrier mensuel et répondent à vos questions.',
  'features.noDoubleBooking.heading': 'Pas de double réservation',
  'features.noDoubleBooking.p1':
    'Deux personnes ne peuvent pas prendre le même créneau : la base de données elle-même refuse les réservations qui se chevauchent pour un hôte, ce qui tient même avec plusieurs serveurs. Si un créneau est pris pendant que quelqu’un le réserve, on lui demande d’en choisir un autre.',
  'features.emails.heading': 'Des e-mails avec invitations d’agenda',
  'features.emails.p1':
    'Hôtes et participants reçoivent un e-mail quand une réservation est créée, confirmée, refusée ou annulée, avec une invitation .ics et un lien d’annulation, ainsi que les rappels du type d’événement.',
  'features.googleSync.heading': 'Synchronisation avec Google Agenda',
  'features.googleSync.p1':
    'Connectez un ou plusieurs comptes Google dans les Paramètres. Les créneaux occupés de votre agenda principal bloquent les créneaux de réservation, et les réservations confirmées deviennent des événements d’agenda, avec un lien Google Meet quand le lieu est Google Meet.',
  'features.teams.heading': 'Équipes',
  'features.teams.p1':
    'Créez une équipe, invitez des membres par e-mail et proposez des types d’événement en rotation (round-robin) ou collectifs, animés par les membres de votre choix. En rotation : chaque réservation va à un hôte libre, celui qui a le moins de réservations de ce type d’événement sur les 30 derniers jours (à égalité, celui réservé le moins récemment). Collectif : tous les hôtes participent à chaque réservation, et un créneau n’est proposé que si tous sont libres.',
  'features.dashboard.heading': 'Un tableau de bord pour vos réservations',
  'features.dashboard.p1':
    'Confirmez, refusez, annulez et supprimez des réservations depuis une liste ou une vue calendrier. Des statistiques de base montrent vos réservations par semaine, par statut et par type d’événement. L’interface existe en anglais, espagnol, français, allemand et chinois.',
  'features.selfHost.heading': 'Open source et auto-hébergeable',
  'features.selfHost.p1':
    'Lancez-le sur votre propre machine ou serveur avec une seule commande. Il utilise par défaut un PostgreSQL intégré (PGlite), sans base de données à installer, ou votre propre serveur PostgreSQL via DATABASE_URL.',

  'integrations.title': 'Intégrations',
  'integrations.lead': 'Ce à quoi {{brand}} se connecte aujourd’hui, et ce qui est prévu.',
  'integrations.google.heading': 'Google Agenda (disponible)',
  'integrations.google.item1':
    'Les créneaux occupés de votre agenda principal bloquent les créneaux de réservation',
  'integrations.google.item2': 'Les réservations confirmées deviennent des événements dans l’agenda connecté',
  'integrations.google.item3': 'Un lien Google Meet est créé quand le lieu est Google Meet',
  'integrations.google.item4': 'Annuler une réservation supprime son événement d’agenda',
  'integrations.google.item5':
    'Connectez plusieurs comptes Google ; en connecter un ne change jamais votre façon de vous connecter',
  'integrations.signIn.heading': 'Connexion avec Google (disponible)',
  'integrations.signIn.p1':
    'Connectez-vous avec un compte Google plutôt qu’avec un mot de passe, dès que l’opérateur de l’instance a configuré un client OAuth Google.',
  'integrations.email.heading': 'E-mail (disponible)',
  'integrations.email.p1':
    'Les e-mails de réservation contiennent une invitation .ics que toute application d’agenda peut importer, et l’écran de confirmation propose « Ajouter à Google Agenda ». Les e-mails passent par le serveur SMTP configuré pour l’instance ; sans lui, une instance locale écrit chaque message dans un fichier .eml de son dossier de données, pour que vous voyiez ce qui serait envoyé.',
  'integrations.planned.heading': 'Prévu',
  'integrations.planned.p1':
    'Les deux apparaissent comme « Bientôt disponible » dans les Paramètres. Les contributions sont les bienvenues.',
  'integrations.planned.item1': 'Office 365 (agenda Microsoft)',
  'integrations.planned.item2': 'Apple Calendar (iCloud)',
  'integrations.planned.contribute': 'Comment contribuer',

  'enterprise.title': 'Entreprises',
  'enterprise.lead':
    'Il n’existe ni édition entreprise séparée ni équipe commerciale. Les organisations utilisent le même {{brand}} open source, sur leur propre infrastructure.',
  'enterprise.runIt.heading': 'Hébergez-le vous-même',
  'enterprise.runIt.p1':
    'Lancez-le avec une seule commande. La base de données intégrée convient à un essai ou à une petite équipe ; en production, faites pointer DATABASE_URL vers votre serveur PostgreSQL. Les deux utilisent un même schéma et un même jeu de migrations.',
  'enterprise.scale.heading': 'Montez en charge sans risque',
  'enterprise.scale.p1':
    'Plusieurs réplicas de l’API peuvent tourner derrière un répartiteur de charge. Les doubles réservations sont empêchées par une contrainte de base de données plutôt que par une vérification dans un seul processus, et les rappels sont des tâches stockées en base : aucun rappel n’est envoyé deux fois.',
  'enterprise.config.heading': 'Votre configuration',
  'enterprise.config.item1': 'Votre propre serveur SMTP pour tous les e-mails',
  'enterprise.config.item2': 'Votre propre client OAuth Google pour la connexion et l’accès à l’agenda',
  'enterprise.config.item3':
    'Des équipes avec propriétaires, administrateurs et membres ; types d’événement en rotation et collectifs',

  'about.title': 'À propos de {{brand}}',
  'about.lead':
    '{{brand}} est une application open source de prise de rendez-vous, dans l’esprit de Calendly et Cal.com.',
  'about.purpose.heading': 'À quoi il sert',
  'about.purpose.p1':
    'Les hôtes publient des types d’événement réservables sous un lien personnel, et les participants choisissent un créneau sans allers-retours. Il s’adresse aux particuliers, aux entreprises et aux développeurs.',
  'about.status.heading': 'Où il en est',
  'about.status.p1':
    '{{brand}} est une alpha précoce : types d’événement, plannings de disponibilités, page de réservation publique, e-mails et synchronisation avec Google Agenda sont en place, et il reste des imperfections.',
  'about.built.heading': 'Comment il est construit',
  'about.built.p1':
    'Un front-end React composé de micro-frontends déployés indépendamment (Chakra UI, Redux Toolkit, React Router), et une API Fastify sur PostgreSQL, ou sur PGlite, un PostgreSQL intégré, quand aucun serveur n’est indiqué.',
  'about.built.releaseNotes': 'Notes de version',

  'blog.title': 'Blog',
  'blog.lead': 'Notes de version : ce qui a changé à chaque version.',
  'blog.first.heading': 'Alpha précoce : la première version',
  'blog.first.p1': 'La première version que vous pouvez installer et utiliser. Elle comprend :',
  'blog.first.item1':
    'Des comptes avec connexion par e-mail ou nom d’utilisateur, et la connexion avec Google',
  'blog.first.item2': 'Des types d’événement avec durées, temps tampons, rappels et questions',
  'blog.first.item3': 'Des plannings de disponibilités avec fuseaux horaires et exceptions par date',
  'blog.first.item4': 'La page de réservation publique à /{username}/{slug}, sans double réservation',
  'blog.first.item5': 'Des e-mails avec invitations .ics et liens d’annulation',
  'blog.first.item6': 'La synchronisation avec Google Agenda et les liens Google Meet',
  'blog.first.item7':
    'Un tableau de bord avec les réservations, une vue calendrier et des statistiques de base',
  'blog.first.item8': 'L’offre gratuite : {{price}} par mois, jusqu’à {{maxActive}} types d’événement actifs',
  'blog.next.heading': 'La suite',
  'blog.next.item1': 'Office 365 et Apple Calendar',
  'blog.next.item2': 'Les réglages de notifications',
  'blog.next.item3': 'Peaufiner ce que signalent les utilisateurs de l’alpha',
  'blog.next.report': 'Signaler un problème',

  'careers.title': 'Carrières',
  'careers.lead':
    '{{brand}} est un projet open source, pas une entreprise avec des postes ouverts : nous ne recrutons pas.',
  'careers.contribute.heading': 'Contribuez plutôt',
  'careers.contribute.p1':
    'Nous sommes un projet open source ; contribuez sur le dépôt. Ouvrez une issue pour discuter d’un changement, puis envoyez une pull request. Corrections, traductions et documentation sont aussi bienvenues que les fonctionnalités.',
  'careers.start.heading': 'Par où commencer',
  'careers.start.item1': 'Les traductions des cinq langues de l’interface (en, es, fr, de, zh)',
  'careers.start.item2': 'Les intégrations prévues d’Office 365 et d’Apple Calendar',
  'careers.start.item3': 'L’accessibilité et les corrections pour petits écrans',
  'careers.start.item4': 'La documentation de l’auto-hébergement',

  'contact.title': 'Contact',
  'contact.lead': '{{brand}} se construit en public : les échanges ont lieu sur le dépôt du projet.',
  'contact.questions.heading': 'Questions, idées et rapports de bug',
  'contact.questions.p1':
    'Ouvrez une issue sur le dépôt. Pour un bug, indiquez ce que vous avez fait, ce que vous attendiez et ce qui s’est passé à la place.',
  'contact.security.heading': 'Problèmes de sécurité',
  'contact.security.p1':
    'Merci de ne pas les signaler dans une issue publique ; la page Sécurité explique comment les signaler.',
  'contact.account.heading': 'Votre compte sur l’instance de quelqu’un d’autre',
  'contact.account.p1':
    'Si quelqu’un d’autre exploite le {{brand}} que vous utilisez, c’est son opérateur qui gère votre compte et vos données : adressez-vous d’abord à lui.',

  'help.title': 'Aide',
  'help.lead': 'Bien démarrer avec {{brand}}, étape par étape.',
  'help.account.heading': '1. Créez un compte',
  'help.account.p1':
    'Inscrivez-vous avec votre e-mail et un nom d’utilisateur (il fait partie de vos liens de réservation), ou avec Google. Vous recevez un planning par défaut, « Heures de travail » : du lundi au vendredi, de 09:00 à 17:00, dans le fuseau horaire de votre navigateur.',
  'help.availability.heading': '2. Définissez vos disponibilités',
  'help.availability.p1':
    'Dans Disponibilités, modifiez vos horaires hebdomadaires, ajoutez des exceptions par date ou créez d’autres plannings. Un seul planning est celui par défaut.',
  'help.eventType.heading': '3. Créez un type d’événement',
  'help.eventType.p1':
    'Dans Types d’événement, choisissez Nouveau type d’événement et définissez son titre, sa durée, son lieu et son planning. Les types d’événement actifs sont publics ; l’offre gratuite en autorise {{maxActive}}.',
  'help.share.heading': '4. Partagez votre lien',
  'help.share.p1':
    'Chaque type d’événement actif se réserve à /{username}/{slug}. Utilisez Copier le lien sur sa carte et envoyez-le, ou placez-le sur votre site.',
  'help.bookings.heading': '5. Gérez vos réservations',
  'help.bookings.p1':
    'Dans Réservations, confirmez ou refusez les réservations en attente, annulez celles qui sont confirmées et passez à la vue calendrier pour voir votre mois.',
  'help.google.heading': 'Connectez Google Agenda',
  'help.google.p1':
    'Dans les Paramètres, ouvrez Intégrations d’agenda et connectez un compte Google. Ses créneaux occupés bloquent alors les vôtres, et les réservations confirmées apparaissent dans son agenda.',
  'help.password.heading': 'Mot de passe oublié ?',
  'help.password.p1':
    'Choisissez « Mot de passe oublié ? » sur la page de connexion. Si l’e-mail correspond à un compte, un lien à usage unique valable une heure lui est envoyé.',

  'privacy.title': 'Confidentialité',
  'privacy.lead': 'Ce que {{brand}} conserve et pourquoi. C’est court, car il conserve peu.',
  'privacy.stored.heading': 'Ce qui est conservé',
  'privacy.stored.item1':
    'Votre compte : prénom, nom, nom d’utilisateur, e-mail, avatar, fuseau horaire et langue',
  'privacy.stored.item2':
    'Votre mot de passe, uniquement sous forme de hachage argon2id, jamais le mot de passe lui-même',
  'privacy.stored.item3': 'Vos types d’événement, plannings de disponibilités et réservations',
  'privacy.stored.item4':
    'Pour chaque réservation : le nom, l’e-mail et le fuseau horaire du participant, les réponses à vos questions et les éventuels participants supplémentaires',
  'privacy.stored.item5':
    'Comptes Google connectés : nom, e-mail, autorisations accordées et jetons d’accès, stockés chiffrés',
  'privacy.cookies.heading': 'Jetons et cookies',
  'privacy.cookies.p1':
    'Pour vous garder connecté, votre navigateur conserve un jeton d’accès de courte durée dans le stockage local et un cookie de renouvellement que les scripts de la page ne peuvent pas lire ; un cookie XSRF-TOKEN protège contre les requêtes intersites. Il n’y a pas d’autres cookies.',
  'privacy.tracking.heading': 'Aucun pistage',
  'privacy.tracking.p1':
    'Aucun script d’analyse, aucune publicité, aucun traceur tiers. Les statistiques de base de votre tableau de bord comptent vos propres réservations ; elles ne suivent pas les visiteurs.',
  'privacy.visibility.heading': 'Qui voit quoi',
  'privacy.visibility.p1':
    'Les personnes qui réservent avec vous voient votre nom, votre avatar et les informations publiques du type d’événement. Un lien d’annulation affiche le résumé de sa réservation, jamais les données des autres participants. Les e-mails passent par le serveur SMTP configuré pour l’instance ; Google ne reçoit des données que pour les comptes que vous connectez.',
  'privacy.responsible.heading': 'Qui est responsable',
  'privacy.responsible.p1':
    'Quiconque exploite une instance {{brand}} contrôle ses données. Si vous l’hébergez vous-même, c’est vous.',

  'terms.title': 'Conditions',
  'terms.lead': 'La version courte des règles d’utilisation de {{brand}}.',
  'terms.software.heading': 'Le logiciel',
  'terms.software.p1':
    '{{brand}} est un logiciel open source, fourni tel quel, sans garantie d’aucune sorte. C’est une alpha précoce : attendez-vous à des imperfections et gardez votre propre copie des données auxquelles vous tenez.',
  'terms.plan.heading': 'L’offre gratuite',
  'terms.plan.p1':
    '{{price}} par mois, sans carte bancaire. Elle comprend des types d’événement illimités, dont jusqu’à {{maxActive}} actifs en même temps.',
  'terms.fair.heading': 'Un usage loyal',
  'terms.fair.item1':
    'Utilisez-le légalement, et n’invitez à réserver que des personnes qui souhaitent vous rencontrer',
  'terms.fair.item2': 'N’inondez pas les pages de réservation des autres de réservations automatisées',
  'terms.fair.item3': 'Gardez votre mot de passe pour vous',
  'terms.instances.heading': 'Instances',
  'terms.instances.p1':
    'Quiconque exploite une instance {{brand}} en est responsable et peut ajouter ses propres règles à celles-ci.',

  'security.title': 'Sécurité',
  'security.lead': 'Comment {{brand}} protège les comptes et les réservations.',
  'security.accounts.heading': 'Comptes',
  'security.accounts.item1': 'Les mots de passe sont hachés avec argon2id',
  'security.accounts.item2': 'Les connexions échouées sont limitées par compte et par adresse',
  'security.accounts.item3':
    'Les jetons d’accès ont une courte durée de vie ; le cookie de renouvellement est httpOnly et SameSite, renouvelé à chaque utilisation, avec détection de réutilisation',
  'security.accounts.item4':
    'Un cookie XSRF-TOKEN et l’en-tête X-XSRF-TOKEN protègent les appels authentifiés par cookie',
  'security.accounts.item5':
    'Les liens de réinitialisation du mot de passe sont à usage unique et expirent au bout d’une heure, et la réponse est la même que l’e-mail existe ou non',
  'security.accounts.item6':
    'La connexion avec Google utilise le flux OAuth 2.0 par code d’autorisation avec PKCE et state ; les jetons Google sont stockés chiffrés',
  'security.bookings.heading': 'Réservations',
  'security.bookings.item1':
    'Les réservations qui se chevauchent pour un hôte sont refusées par une contrainte de base de données',
  'security.bookings.item2':
    'Les identifiants de réservation sont des UUID aléatoires : un lien d’annulation ne peut pas être deviné',
  'security.bookings.item3':
    'Une page d’annulation n’affiche que sa propre réservation, jamais les données des autres participants',
  'security.report.heading': 'Signaler une vulnérabilité',
  'security.report.p1':
    'Merci de la signaler en privé aux mainteneurs sur le dépôt, et non dans une issue publique, afin qu’elle soit corrigée avant d’être divulguée.',
  'features.teams.p2':
    'Le planning par défaut de chaque hôte s’applique, ou un planning fixe pour tout le type d’événement d’équipe. La page d’équipe /team/{équipe} liste ses types d’événement et ses hôtes, chacun avec sa page de réservation.',
};

export default marketing;
