import type { Messages } from '@slotwise/shared/i18n/i18n';
import type { ContractKey } from '@slotwise/shared/i18n/locales/contract.en';

const contract: Messages<ContractKey> = {
  'validation.required': 'Dieses Feld ist erforderlich',
  'validation.minLength': 'Dieses Feld muss mindestens {{count}} Zeichen lang sein',
  'validation.maxLength': 'Die maximal zulässige Länge beträgt {{count}}',
  'validation.email': 'Bitte gib eine gültige E-Mail-Adresse ein',
  'validation.fallback': 'Die Prüfung ist fehlgeschlagen. Bitte überprüfe deine Eingaben.',
  'validation.nulCharacter': 'Dieses Feld enthält ein ungültiges Zeichen',
  'validation.dateRange': 'Wähle ein Datum zwischen 1970 und 2200',
  'auth.usernamePattern':
    'Der Benutzername darf nur Buchstaben, Ziffern, Bindestriche und Unterstriche enthalten',
  'auth.usernameReserved': 'Dieser Benutzername ist reserviert',
  'auth.usernameTaken': 'Dieser Benutzername ist bereits vergeben',
  'auth.emailTaken': 'Diese E-Mail-Adresse ist bereits registriert',
  'auth.passwordsMustMatch': 'Die Passwörter müssen übereinstimmen',
  'auth.passwordCommon': 'Dieses Passwort ist zu verbreitet. Bitte wähle ein weniger verbreitetes',
  'auth.passwordMatchesIdentifier':
    'Das Passwort darf nicht dein Benutzername oder deine E-Mail-Adresse sein',
  'auth.passwordOneCharacter':
    'Das Passwort darf nicht nur aus Leerzeichen oder einem wiederholten Zeichen bestehen',
  'auth.avatarUrl': 'Der Avatar muss eine https://-Adresse sein',
  'auth.loginMin': 'E-Mail-Adresse oder Benutzername muss mindestens 3 Zeichen lang sein',
  'auth.timeZone': 'Bitte wähle eine gültige Zeitzone',
  'auth.forgotPasswordAnswer':
    'Falls ein Konto mit dieser E-Mail-Adresse existiert, haben wir dir einen Link zum Zurücksetzen deines Passworts geschickt.',
  'auth.resetPasswordDone': 'Dein Passwort wurde zurückgesetzt. Du kannst dich jetzt anmelden.',
  'auth.resetTokenInvalid': 'Dieser Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen.',
  'account.exportNotFound': 'Export nicht gefunden. Er ist vielleicht abgelaufen; fordere einen neuen an.',
  'account.exportNotReady': 'Dieser Export wird noch vorbereitet.',
  'account.tooManyExports': 'Du kannst 5 Exporte pro Tag anfordern. Bitte versuche es später erneut.',
  'account.passwordRequired': 'Gib dein Passwort ein, um dein Konto zu löschen.',
  'account.passwordWrong': 'Das Passwort ist falsch.',
  'account.emailMismatch': 'Gib die E-Mail-Adresse deines Kontos genau ein.',
  'account.secondFactorRequired': 'Gib den Code aus deiner Authenticator-App ein.',
  'account.secondFactorWrong': 'Der Code ist falsch.',
  'account.soleOwner':
    'Du bist der einzige Inhaber eines Teams mit weiteren Mitgliedern. Mache eines davon zum Admin (es wird Inhaber, wenn du gehst) oder entferne sie, und versuche es dann erneut.',
  'account.deleted': 'Dein Konto wurde gelöscht.',
  'auth.currentPasswordWrong': 'Das aktuelle Passwort ist falsch.',
  'auth.noPasswordYet':
    'Dieses Konto hat noch kein Passwort. Nutze „Passwort vergessen“ auf der Anmeldeseite, um eines festzulegen.',
  'auth.emailVerified': 'Ihre E-Mail-Adresse ist bestätigt.',
  'auth.verificationTokenInvalid':
    'Dieser Bestätigungslink ist ungültig, abgelaufen oder wurde bereits verwendet.',
  'auth.verificationSent':
    'Wir haben Ihnen einen neuen Bestätigungslink gesendet. Sehen Sie in Ihrem Posteingang nach.',
  'auth.alreadyVerified': 'Ihre E-Mail-Adresse ist bereits bestätigt.',
  'auth.emailVerificationRequired':
    'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse. Verwenden Sie den Link, den wir Ihnen gesendet haben, oder fordern Sie einen neuen an.',
  'auth.googleUnverifiedAccount':
    'Mit dieser E-Mail-Adresse gibt es bereits ein Konto, aber die Adresse ist noch nicht bestätigt. Melden Sie sich mit Ihrem Passwort an oder setzen Sie es zurück und fahren Sie dann mit Google fort.',
  'eventType.slugPattern': 'Verwende nur Kleinbuchstaben, Ziffern und Bindestriche',
  'eventType.slugTaken': 'Du hast bereits eine Terminart mit diesem Link',
  'eventType.maxActive':
    'Der kostenlose Tarif erlaubt bis zu 5 aktive Terminarten. Deaktiviere zuerst eine andere Terminart.',
  'eventType.maxParticipants': 'Gruppen-Terminarten brauchen eine maximale Teilnehmerzahl',
  'eventType.availabilityNotFound': 'Wähle einen deiner Verfügbarkeitspläne',
  'eventType.noAvailability': 'Du musst zuerst einen Verfügbarkeitsplan anlegen.',
  'eventType.notFound': 'Terminart nicht gefunden',
  'eventType.duration': 'Wähle eine Dauer zwischen 5 Minuten und 12 Stunden, in Schritten von 5 Minuten',
  'eventType.tooManyReminders': 'Höchstens 3 Erinnerungen',
  'eventType.tooManyQuestions': 'Höchstens 5 Fragen',
  'eventType.googleAccountNotFound': 'Google-Konto nicht gefunden',
  'eventType.deleted': 'Terminart gelöscht',
  'eventType.hasUpcomingBookings': 'Für diese Terminart gibt es anstehende Buchungen. Storniere sie zuerst.',
  'bookingLimit.limit': 'Gib eine ganze Zahl von 1 bis 1000 ein oder lass das Feld leer',
  'bookingLimit.limitOrder': 'Ein Limit darf nicht höher sein als das Limit eines längeren Zeitraums',
  'bookingLimit.slotInterval': 'Wähle einen Abstand zwischen 5 und 120 Minuten in Schritten von 5 Minuten',
  'bookingLimit.windowOrder': 'Das letzte Datum darf nicht vor dem ersten liegen',
  'bookingLimit.windowTooLong': 'Ein fester Buchungszeitraum umfasst höchstens 730 Tage',
  'bookingLimit.typeDayFull': 'Diese Terminart ist an diesem Tag ausgebucht. Bitte wähle einen anderen Tag.',
  'bookingLimit.typeWeekFull':
    'Diese Terminart ist in dieser Woche ausgebucht. Bitte wähle eine andere Woche.',
  'bookingLimit.typeMonthFull':
    'Diese Terminart ist in diesem Monat ausgebucht. Bitte wähle einen anderen Monat.',
  'bookingLimit.typeYearFull':
    'Diese Terminart ist in diesem Jahr ausgebucht. Bitte wähle ein anderes Datum.',
  'bookingLimit.hostDayFull':
    'Der Gastgeber hat an diesem Tag keinen Platz mehr für Termine. Bitte wähle einen anderen Tag.',
  'bookingLimit.hostWeekFull':
    'Der Gastgeber hat in dieser Woche keinen Platz mehr für Termine. Bitte wähle eine andere Woche.',
  'availability.timeFormat': 'Verwende das 24-Stunden-Format HH:mm',
  'availability.endAfterStart': 'Die Endzeit muss nach der Startzeit liegen',
  'availability.overlap': 'Diese Zeiten überschneiden sich mit anderen Zeiten desselben Tages',
  'availability.overrideOverlap': 'Diese Zeiten überschneiden sich mit anderen Zeiten desselben Datums',
  'availability.dateFormat': 'Verwende das Format JJJJ-MM-TT',
  'availability.duplicateOverrideDate': 'Für dieses Datum gibt es bereits eine Ausnahme',
  'availability.unavailableHasNoHours': 'Ein nicht verfügbarer Tag hat keine Zeiten',
  'availability.overrideNeedsHours':
    'Füge Zeiten für dieses Datum hinzu oder markiere es als nicht verfügbar',
  'availability.inUse':
    'Dieser Plan wird von einer oder mehreren Terminarten verwendet. Wähle für sie einen anderen Plan, bevor du ihn löschst.',
  'availability.lastSchedule': 'Du brauchst mindestens einen Verfügbarkeitsplan.',
  'availability.notFound': 'Verfügbarkeit nicht gefunden',
  'availability.slotNotFound': 'Zeitfenster nicht gefunden',
  'availability.keepOneDefault': 'Lege zuerst einen anderen Plan als Standard fest',
  'availability.deleted': 'Verfügbarkeit gelöscht',
  'availability.slotDeleted': 'Zeitfenster gelöscht',
  'availability.dayOfWeek': 'Wähle einen Tag von 1 (Montag) bis 7 (Sonntag)',
  'team.notFound': 'Team nicht gefunden',
  'team.memberNotFound': 'Teammitglied nicht gefunden',
  'team.deleted': 'Team erfolgreich gelöscht',
  'team.memberRemoved': 'Teammitglied erfolgreich entfernt',
  'team.forbidden': 'Nur Eigentümer und Admins des Teams können das tun',
  'team.ownerOnly': 'Nur der Eigentümer des Teams kann das Team löschen',
  'team.alreadyMember': 'Diese Person ist bereits Mitglied des Teams',
  'team.ownerCannotBeRemoved': 'Der Eigentümer des Teams kann nicht entfernt werden',
  'team.ownerRoleFixed': 'Die Rolle des Team-Eigentümers kann nicht geändert werden',
  'team.invitationNotFound': 'Einladung nicht gefunden',
  'team.invitationDeclined': 'Einladung abgelehnt',
  'location.addressRequired': 'Geben Sie die Adresse ein',
  'location.phoneInvalid': 'Geben Sie eine gültige Telefonnummer ein',
  'location.phoneRequired': 'Geben Sie Ihre Telefonnummer ein',
  'location.smsCountryCode': 'Geben Sie die Nummer mit ihrer Landesvorwahl ein, beginnend mit +',
  'location.smsCountryNotAllowed': 'In dieses Land können keine SMS-Erinnerungen gesendet werden',
  'location.urlInvalid': 'Geben Sie einen Link ein, der mit https:// beginnt',
  'booking.rescheduleCancelled': 'Diese Buchung wurde abgesagt und kann nicht mehr verschoben werden.',
  'booking.rescheduleTooLate':
    'Diese Buchung beginnt zu bald, um sie zu verschieben. Bitte wenden Sie sich an den Gastgeber.',
  'booking.rescheduleSameTime': 'Die Buchung ist bereits zu dieser Zeit.',
  'team.slugTaken': 'Ein anderes Team verwendet diesen Link bereits',
  'team.nameControlCharacters':
    'Der Name darf keine Steuerzeichen wie Zeilenumbrüche oder Tabulatoren enthalten',
  'team.invitationExpired': 'Diese Einladung ist abgelaufen. Bitten Sie das Team, sie erneut zu senden.',
  'team.verifyToAcceptForOthers':
    'Diese Einladung wurde an eine andere Adresse gesendet. Bestätigen Sie zuerst Ihre eigene E-Mail-Adresse oder melden Sie sich mit der eingeladenen Adresse an.',
  'team.verifyToAccept':
    'Bestätigen Sie Ihre E-Mail-Adresse, um die an sie gesendeten Einladungen anzunehmen, oder öffnen Sie den Link in der Einladungs-E-Mail.',
  'team.resendTooSoon':
    'An diese Adresse wurde in den letzten 24 Stunden bereits eine Einladung gesendet. Bitte versuchen Sie es später erneut.',
  'team.tooManyTeamInvitations':
    'Dieses Team hat in den letzten 24 Stunden zu viele Einladungen gesendet. Bitte versuchen Sie es später erneut.',
  'team.tooManyInviterInvitations':
    'Sie haben in den letzten 24 Stunden zu viele Einladungen gesendet. Bitte versuchen Sie es später erneut.',
  'team.maxOwnedTeams':
    'Sie können bis zu 20 Teams besitzen. Löschen Sie ein Team, bevor Sie ein weiteres erstellen.',
  'teamEventType.teamRequired': 'Round-Robin- und Kollektiv-Terminarten gehören zu einem Team',
  'teamEventType.personalOnly': 'Einzeltermin- und Gruppen-Terminarten können keinem Team angehören',
  'teamEventType.hostNotMember':
    'Gastgeber müssen Mitglieder des Teams sein, die die Einladung angenommen haben',
  'teamEventType.noHosts': 'Wähle mindestens einen Gastgeber',
  'account.codeWrong': 'Der Code ist falsch oder abgelaufen.',
  'account.challengeExpired': 'Ihre Anmeldung ist abgelaufen. Bitte geben Sie Ihr Passwort erneut ein.',
  'account.twoFactorAlreadyEnabled': 'Die Zwei-Faktor-Anmeldung ist bereits aktiviert.',
  'account.twoFactorNotEnabled': 'Die Zwei-Faktor-Anmeldung ist nicht aktiviert.',
  'account.twoFactorSetupFirst':
    'Starten Sie die Einrichtung neu: Kein Authenticator-Geheimnis wartet auf einen Code.',
  'account.twoFactorEnabled':
    'Die Zwei-Faktor-Anmeldung ist aktiviert. Bewahren Sie Ihre Wiederherstellungscodes sicher auf.',
  'account.twoFactorDisabled': 'Die Zwei-Faktor-Anmeldung ist deaktiviert.',
  'account.disabled': 'Dieses Konto wurde von einem Administrator deaktiviert.',
  'account.signupClosed':
    'Die Registrierung ist auf diesem Server geschlossen. Bitten Sie einen Administrator um ein Konto.',
  'account.signupInvitationOnly':
    'Auf diesem Server ist die Registrierung nur mit Einladung möglich. Verwenden Sie den Link Ihrer Einladung.',
  'account.invitationInvalid': 'Diese Einladung ist ungültig, abgelaufen oder wurde bereits verwendet.',
  'account.sessionNotFound': 'Sitzung nicht gefunden.',
  'admin.forbidden': 'Nur Administratoren dieses Servers können das tun.',
  'admin.notYourself': 'Sie können Ihr eigenes Konto nicht deaktivieren.',
  'admin.tooManyTestMails': 'Zu viele Test-E-Mails. Bitte warten Sie ein paar Minuten.',
  'durations.durationsDefault': 'Die Standarddauer muss eine der angebotenen Dauern sein',
  'durations.durationsTooMany': 'Höchstens 6 Dauern anbieten',
  'durations.durationsDuplicate': 'Jede Dauer kann nur einmal angeboten werden',
  'durations.durationNotOffered': 'Dieser Ereignistyp bietet diese Dauer nicht an',
  'durations.redirectHttps': 'Verwende eine sichere Webadresse, die mit https:// beginnt',
  'outOfOffice.endBeforeStart': 'Der letzte Tag muss am oder nach dem ersten Tag liegen',
  'outOfOffice.tooLong': 'Eine Abwesenheit dauert höchstens 365 Tage',
  'outOfOffice.inThePast': 'Der letzte Tag liegt bereits in der Vergangenheit',
  'outOfOffice.overlap': 'Dieser Zeitraum überschneidet sich mit einer anderen Abwesenheit',
  'outOfOffice.teammateNotFound': 'Wählen Sie ein Mitglied eines gemeinsamen Teams',
  'outOfOffice.notFound': 'Abwesenheit nicht gefunden',
  'outOfOffice.deleted': 'Abwesenheit gelöscht',
  'outOfOffice.tooMany': 'Sie können höchstens 50 Abwesenheiten speichern',
  'roundRobin.weight': 'Die Gewichtung ist eine ganze Zahl von 1 bis 100',
  'roundRobin.priority': 'Wählen Sie eine Priorität von niedrigste bis höchste',
  'roundRobin.capLimit': 'Die Obergrenze ist eine ganze Zahl von 1 bis 100 Buchungen',
  'roundRobin.hostNotListed': 'Einstellungen gibt es nur für Gastgeber dieses Ereignistyps',
  'roundRobin.roundRobinOnly': 'Gewichtungen, Prioritäten und Obergrenzen gelten für Round-Robin-Typen',
};

export default contract;
