import type { Messages } from '@slotwise/shared/i18n/i18n';
import type { ContractKey } from '@slotwise/shared/i18n/locales/contract.en';

const contract: Messages<ContractKey> = {
  'validation.required': 'Ce champ est obligatoire',
  'validation.minLength': 'Ce champ doit contenir au moins {{count}} caractères',
  'validation.maxLength': 'La longueur maximale autorisée est de {{count}}',
  'validation.email': 'Veuillez saisir une adresse e-mail valide',
  'validation.fallback': 'La validation a échoué. Veuillez vérifier votre saisie.',
  'validation.nulCharacter': 'Ce champ contient un caractère non valide',
  'validation.dateRange': 'Choisissez une date entre 1970 et 2200',
  'auth.usernamePattern':
    "Le nom d'utilisateur ne peut contenir que des lettres, des chiffres, des tirets et des traits de soulignement",
  'auth.usernameReserved': "Ce nom d'utilisateur est réservé",
  'auth.usernameTaken': "Ce nom d'utilisateur est déjà pris",
  'auth.emailTaken': 'Cette adresse e-mail est déjà enregistrée',
  'auth.passwordsMustMatch': 'Les mots de passe doivent correspondre',
  'auth.passwordCommon': 'Ce mot de passe est trop courant. Veuillez en choisir un moins courant',
  'auth.passwordMatchesIdentifier':
    "Le mot de passe ne doit pas être votre nom d'utilisateur ni votre e-mail",
  'auth.passwordOneCharacter':
    "Le mot de passe ne doit pas être fait que d'espaces ou d'un seul caractère répété",
  'auth.avatarUrl': "L'avatar doit être une adresse https://",
  'auth.loginMin': "L'e-mail ou le nom d'utilisateur doit contenir au moins 3 caractères",
  'auth.timeZone': 'Veuillez choisir un fuseau horaire valide',
  'auth.forgotPasswordAnswer':
    'Si un compte existe pour cette adresse e-mail, nous vous avons envoyé un lien pour réinitialiser votre mot de passe.',
  'auth.resetPasswordDone': 'Votre mot de passe a été réinitialisé. Vous pouvez maintenant vous connecter.',
  'auth.resetTokenInvalid': "Ce lien de réinitialisation du mot de passe n'est pas valide ou a expiré.",
  'account.exportNotFound': 'Export introuvable. Il a peut-être expiré ; demandez-en un nouveau.',
  'account.exportNotReady': 'Cet export est encore en préparation.',
  'account.tooManyExports': 'Vous pouvez demander 5 exports par jour. Veuillez réessayer plus tard.',
  'account.passwordRequired': 'Saisissez votre mot de passe pour supprimer votre compte.',
  'account.passwordWrong': 'Le mot de passe est incorrect.',
  'account.emailMismatch': 'Saisissez exactement l’adresse e-mail de votre compte.',
  'account.secondFactorRequired': 'Saisissez le code de votre application d’authentification.',
  'account.secondFactorWrong': 'Le code est incorrect.',
  'account.soleOwner':
    'Vous êtes le seul propriétaire d’une équipe qui a d’autres membres. Nommez l’un d’eux administrateur (il deviendra propriétaire à votre départ) ou retirez-les, puis réessayez.',
  'account.deleted': 'Votre compte a été supprimé.',
  'auth.currentPasswordWrong': 'Le mot de passe actuel est incorrect.',
  'auth.noPasswordYet':
    'Ce compte n’a pas encore de mot de passe. Utilisez « Mot de passe oublié » sur la page de connexion pour en définir un.',
  'auth.emailVerified': 'Votre adresse e-mail est confirmée.',
  'auth.verificationTokenInvalid':
    "Ce lien de confirmation n'est pas valide, a expiré ou a déjà été utilisé.",
  'auth.verificationSent':
    'Nous vous avons envoyé un nouveau lien de confirmation. Consultez votre boîte de réception.',
  'auth.alreadyVerified': 'Votre adresse e-mail est déjà confirmée.',
  'auth.emailVerificationRequired':
    "Veuillez d'abord confirmer votre adresse e-mail. Utilisez le lien que nous vous avons envoyé ou demandez-en un nouveau.",
  'auth.googleUnverifiedAccount':
    "Un compte existe déjà avec cette adresse e-mail, mais elle n'est pas encore confirmée. Connectez-vous avec votre mot de passe ou réinitialisez-le, puis continuez avec Google.",
  'eventType.slugPattern': 'Utilisez uniquement des lettres minuscules, des chiffres et des tirets',
  'eventType.slugTaken': "Vous avez déjà un type d'événement avec ce lien",
  'eventType.maxActive':
    "Le forfait gratuit permet jusqu'à 5 types d'événement actifs. Désactivez d'abord un autre type d'événement.",
  'eventType.maxParticipants':
    "Les types d'événement de groupe nécessitent un nombre maximal de participants",
  'eventType.availabilityNotFound': "Choisissez l'un de vos horaires de disponibilité",
  'eventType.noAvailability': "Vous devez d'abord créer un horaire de disponibilité.",
  'eventType.notFound': "Type d'événement introuvable",
  'eventType.duration': 'Choisissez une durée entre 5 minutes et 12 heures, par paliers de 5 minutes',
  'eventType.tooManyReminders': '3 rappels au maximum',
  'eventType.tooManyQuestions': '5 questions au maximum',
  'eventType.googleAccountNotFound': 'Compte Google introuvable',
  'eventType.deleted': "Type d'événement supprimé",
  'eventType.hasUpcomingBookings': "Ce type d'événement a des réservations à venir. Annulez-les d'abord.",
  'bookingLimit.limit': 'Saisissez un nombre entier de 1 à 1000, ou laissez vide',
  'bookingLimit.limitOrder': "Une limite ne peut pas dépasser celle d'une période plus longue",
  'bookingLimit.slotInterval': 'Choisissez un intervalle entre 5 et 120 minutes, par pas de 5 minutes',
  'bookingLimit.windowOrder': 'La dernière date ne peut pas précéder la première',
  'bookingLimit.windowTooLong': 'Une période de réservation fixe couvre au plus 730 jours',
  'bookingLimit.typeDayFull': "Ce type d'événement est complet ce jour-là. Veuillez choisir un autre jour.",
  'bookingLimit.typeWeekFull':
    "Ce type d'événement est complet cette semaine-là. Veuillez choisir une autre semaine.",
  'bookingLimit.typeMonthFull': "Ce type d'événement est complet ce mois-là. Veuillez choisir un autre mois.",
  'bookingLimit.typeYearFull':
    "Ce type d'événement est complet cette année-là. Veuillez choisir une autre date.",
  'bookingLimit.hostDayFull':
    "L'hôte n'a plus de place pour des réunions ce jour-là. Veuillez choisir un autre jour.",
  'bookingLimit.hostWeekFull':
    "L'hôte n'a plus de place pour des réunions cette semaine-là. Veuillez choisir une autre semaine.",
  'availability.timeFormat': 'Utilisez le format 24 heures HH:mm',
  'availability.endAfterStart': "L'heure de fin doit être postérieure à l'heure de début",
  'availability.overlap': "Ces horaires chevauchent d'autres horaires du même jour",
  'availability.overrideOverlap': "Ces horaires chevauchent d'autres horaires de la même date",
  'availability.dateFormat': 'Utilisez le format AAAA-MM-JJ',
  'availability.duplicateOverrideDate': 'Cette date a déjà une exception',
  'availability.unavailableHasNoHours': "Un jour indisponible n'a pas d'horaires",
  'availability.overrideNeedsHours': 'Ajoutez des horaires pour cette date ou marquez-la comme indisponible',
  'availability.inUse':
    "Cet horaire est utilisé par un ou plusieurs types d'événement. Choisissez-leur un autre horaire avant de le supprimer.",
  'availability.lastSchedule': 'Vous avez besoin d’au moins un horaire de disponibilité.',
  'availability.notFound': 'Disponibilité introuvable',
  'availability.slotNotFound': 'Créneau introuvable',
  'availability.keepOneDefault': "Définissez d'abord un autre horaire par défaut",
  'availability.deleted': 'Disponibilité supprimée',
  'availability.slotDeleted': 'Créneau supprimé',
  'availability.dayOfWeek': 'Choisissez un jour de 1 (lundi) à 7 (dimanche)',
  'team.notFound': 'Équipe introuvable',
  'team.memberNotFound': "Membre de l'équipe introuvable",
  'team.deleted': 'Équipe supprimée',
  'team.memberRemoved': "Membre retiré de l'équipe",
  'team.forbidden': "Seuls les propriétaires et administrateurs de l'équipe peuvent faire cela",
  'team.ownerOnly': "Seul le propriétaire de l'équipe peut la supprimer",
  'team.alreadyMember': "Cette personne est déjà membre de l'équipe",
  'team.ownerCannotBeRemoved': "Le propriétaire de l'équipe ne peut pas être retiré",
  'team.ownerRoleFixed': "Le rôle du propriétaire de l'équipe ne peut pas être modifié",
  'team.invitationNotFound': 'Invitation introuvable',
  'team.invitationDeclined': 'Invitation refusée',
  'location.addressRequired': "Saisissez l'adresse",
  'location.phoneInvalid': 'Saisissez un numéro de téléphone valide',
  'location.phoneRequired': 'Saisissez votre numéro de téléphone',
  'location.smsCountryCode': 'Saisissez le numéro avec son indicatif de pays, en commençant par +',
  'location.smsCountryNotAllowed': 'Les rappels par SMS ne peuvent pas être envoyés vers ce pays',
  'location.urlInvalid': 'Saisissez un lien qui commence par https://',
  'booking.rescheduleCancelled': 'Cette réservation a été annulée et ne peut plus être reprogrammée.',
  'booking.rescheduleTooLate':
    'Cette réservation commence trop tôt pour être reprogrammée. Veuillez contacter l’hôte.',
  'booking.rescheduleSameTime': 'La réservation est déjà à cet horaire.',
  'team.slugTaken': 'Une autre équipe utilise déjà ce lien',
  'team.nameControlCharacters':
    'Le nom ne peut pas contenir de caractères de contrôle comme des sauts de ligne ou des tabulations',
  'team.invitationExpired': "Cette invitation a expiré. Demandez à l'équipe de vous l'envoyer à nouveau.",
  'team.verifyToAcceptForOthers':
    "Cette invitation a été envoyée à une autre adresse. Confirmez d'abord votre propre adresse e-mail, ou connectez-vous avec l'adresse invitée.",
  'team.verifyToAccept':
    "Confirmez votre adresse e-mail pour accepter les invitations qui lui sont envoyées, ou ouvrez le lien de l'e-mail d'invitation.",
  'team.resendTooSoon':
    'Une invitation a déjà été envoyée à cette adresse au cours des dernières 24 heures. Veuillez réessayer plus tard.',
  'team.tooManyTeamInvitations':
    "Cette équipe a envoyé trop d'invitations au cours des dernières 24 heures. Veuillez réessayer plus tard.",
  'team.tooManyInviterInvitations':
    "Vous avez envoyé trop d'invitations au cours des dernières 24 heures. Veuillez réessayer plus tard.",
  'team.maxOwnedTeams':
    "Vous pouvez posséder jusqu'à 20 équipes. Supprimez une équipe avant d'en créer une autre.",
  'teamEventType.teamRequired': "Les types d'événement Tourniquet et Collectif appartiennent à une équipe",
  'teamEventType.personalOnly':
    "Les types d'événement individuels et de groupe ne peuvent pas appartenir à une équipe",
  'teamEventType.hostNotMember': "Les hôtes doivent être des membres de l'équipe ayant accepté l'invitation",
  'teamEventType.noHosts': 'Choisissez au moins un hôte',
  'account.codeWrong': 'Le code est incorrect ou a expiré.',
  'account.challengeExpired': 'Votre connexion a expiré. Saisissez à nouveau votre mot de passe.',
  'account.twoFactorAlreadyEnabled': 'La connexion en deux étapes est déjà activée.',
  'account.twoFactorNotEnabled': "La connexion en deux étapes n'est pas activée.",
  'account.twoFactorSetupFirst':
    "Recommencez la configuration : aucun secret d'authentificateur n'attend de code.",
  'account.twoFactorEnabled':
    'La connexion en deux étapes est activée. Conservez vos codes de récupération en lieu sûr.',
  'account.twoFactorDisabled': 'La connexion en deux étapes est désactivée.',
  'account.disabled': 'Ce compte a été désactivé par un administrateur.',
  'account.signupClosed':
    'Les inscriptions sont fermées sur ce serveur. Demandez un compte à un administrateur.',
  'account.signupInvitationOnly':
    "Sur ce serveur, l'inscription se fait uniquement sur invitation. Utilisez le lien de votre invitation.",
  'account.invitationInvalid': 'Cette invitation est invalide, a expiré ou a déjà été utilisée.',
  'account.sessionNotFound': 'Session introuvable.',
  'admin.forbidden': 'Seuls les administrateurs de ce serveur peuvent faire cela.',
  'admin.notYourself': 'Vous ne pouvez pas désactiver votre propre compte.',
  'admin.tooManyTestMails': "Trop d'e-mails de test. Patientez quelques minutes.",
  'durations.durationsDefault': 'La durée par défaut doit faire partie des durées proposées',
  'durations.durationsTooMany': 'Proposez au plus 6 durées',
  'durations.durationsDuplicate': 'Chaque durée ne peut être proposée qu’une fois',
  'durations.durationNotOffered': 'Ce type d’événement ne propose pas cette durée',
  'durations.redirectHttps': 'Utilisez une adresse web sécurisée commençant par https://',
  'outOfOffice.endBeforeStart': 'Le dernier jour doit être le même que le premier ou après',
  'outOfOffice.tooLong': 'Une absence dure au plus 365 jours',
  'outOfOffice.inThePast': 'Le dernier jour est déjà passé',
  'outOfOffice.overlap': 'Cette période chevauche une autre de vos absences',
  'outOfOffice.teammateNotFound': 'Choisissez un membre d’une équipe que vous partagez',
  'outOfOffice.notFound': 'Absence introuvable',
  'outOfOffice.deleted': 'Absence supprimée',
  'outOfOffice.tooMany': 'Vous pouvez garder au plus 50 absences',
  'roundRobin.weight': 'Le poids est un nombre entier de 1 à 100',
  'roundRobin.priority': 'Choisissez une priorité de la plus basse à la plus haute',
  'roundRobin.capLimit': 'Le plafond est un nombre entier de réservations de 1 à 100',
  'roundRobin.hostNotListed': 'Seuls les hôtes de ce type d’événement ont des réglages',
  'roundRobin.roundRobinOnly': 'Poids, priorités et plafonds concernent les types round robin',
};

export default contract;
